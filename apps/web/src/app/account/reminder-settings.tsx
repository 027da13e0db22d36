'use client';

import { toApiFailure } from '@tilawat/domain';
import { unwrap, type V3Schemas } from '@tilawat/sdk';
import { Button } from '@tilawat/ui';
import { useId, useState } from 'react';
import { ReadView } from '~/components/read-view';
import { webBn } from '~/copy/bn';
import type { BrowserClient } from '~/lib/browser-client';
import { failureMessage } from '~/lib/load';
import { invalidateReads } from '~/lib/reads/read-api';
import { useRead, withClient } from '~/lib/reads/use-read';
import { subscribePush, unsubscribePush } from '~/lib/web-push';
import styles from './account.module.css';

const copy = webBn.reminders;
type Settings = V3Schemas['ReminderSettings'];

function ChannelsForm({
  client,
  settings,
  onSaved,
}: {
  client: BrowserClient;
  settings: Settings;
  /** Said beside the form, which the settings read again redraws. */
  onSaved: (said: string) => void;
}) {
  const [values, setValues] = useState({ sms: settings.sms, email: settings.email, push: settings.push });
  const [busy, setBusy] = useState(false);
  const [pushError, setPushError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const save = async () => {
    setBusy(true);
    onSaved('');
    setError(null);
    setPushError(null);
    try {
      // push turned on: this browser subscribes first (the browser asks the learner); off: it gives up its own
      if (values.push && settings.push_key) {
        const outcome = await subscribePush(settings.push_key);
        if (!outcome.ok) {
          setPushError(outcome.reason === 'denied' ? copy.pushDenied : copy.pushUnsupported);
          return;
        }
        await client.api.v3.POST('/reminders/push-subscriptions', { body: outcome.subscription });
      } else if (!values.push) {
        const endpoint = await unsubscribePush();
        if (endpoint)
          await client.api.v3.POST('/reminders/push-subscriptions/remove', { body: { endpoint } });
      }
      await unwrap(client.api.v3.PUT('/reminders/settings', { body: values }));
      invalidateReads('reminder-settings');
      onSaved(copy.saved);
    } catch (failure) {
      setError(failureMessage(toApiFailure(failure)));
    } finally {
      setBusy(false);
    }
  };

  const check = (
    channel: 'sms' | 'email' | 'push',
    label: string,
    note: string,
    disabled: boolean,
    describedBy?: string,
  ) => (
    <div className={styles.channel}>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={values[channel]}
          disabled={disabled}
          aria-describedby={`${id}-${channel}-note${describedBy ? ` ${describedBy}` : ''}`}
          onChange={(event) => setValues((now) => ({ ...now, [channel]: event.target.checked }))}
        />
        {label}
      </label>
      <p id={`${id}-${channel}-note`} className={styles.note}>
        {note}
      </p>
    </div>
  );

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <fieldset className={styles.channels}>
        <legend className={styles.legend}>{copy.intro}</legend>
        {check('sms', copy.sms, settings.has_phone ? copy.smsNote : copy.noPhone, !settings.has_phone)}
        {check('email', copy.email, settings.has_email ? '' : copy.noEmail, !settings.has_email)}
        {settings.push_key
          ? check(
              'push',
              copy.push,
              copy.pushNote(settings.push_devices),
              false,
              pushError ? `${id}-push-error` : undefined,
            )
          : null}
        {pushError ? (
          <p id={`${id}-push-error`} role="alert" className={styles.error}>
            {pushError}
          </p>
        ) : null}
      </fieldset>
      <Button type="submit" loading={busy}>
        {copy.save}
      </Button>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </form>
  );
}

/**
 * The learner's reminder channels on /account (issue 40, `GET`/`PUT /reminders/settings`): SMS (never in the
 * quiet hours), e-mail, and web push on this browser (subscribed through the site's service worker).
 */
export function ReminderSettings({ client }: { client: BrowserClient }) {
  const [said, setSaid] = useState('');
  const read = useRead(
    'reminder-settings',
    withClient(client, (api) => unwrap(api.v3.GET('/reminders/settings'))),
  );
  return (
    <section className={styles.card} aria-labelledby="account-reminders-title">
      <h2 id="account-reminders-title" className={styles.cardTitle}>
        {copy.title}
      </h2>
      <ReadView state={read} headingLevel={3}>
        {(settings) => (
          <ChannelsForm
            key={JSON.stringify(settings)}
            client={client}
            settings={settings}
            onSaved={setSaid}
          />
        )}
      </ReadView>
      <p role="status" className={styles.note}>
        {said}
      </p>
    </section>
  );
}
