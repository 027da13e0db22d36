'use client';

import { formatDate, toApiFailure } from '@tilawat/domain';
import { Button, TextField } from '@tilawat/ui';
import { type FormEvent, useId, useState } from 'react';
import { useClientReady } from '~/app/providers';
import { FormError } from '~/components/form-error';
import { PagePlaceholder } from '~/components/page-placeholder';
import { ReadView } from '~/components/read-view';
import { guardianBn } from '~/copy/guardian';
import {
  followedPath,
  type GuardianLink,
  type GuardianSettings,
  guardianPath,
  pairGuardian,
  readFollowed,
  readGuardianSettings,
  setWeeklySummary,
} from '~/lib/guardian';
import { failureMessage, type Loaded } from '~/lib/load';
import { invalidateReads } from '~/lib/reads/read-api';
import { useRead, withClient } from '~/lib/reads/use-read';
import { useLearner } from '~/lib/use-learner';
import page from '~/styles/page.module.css';
import styles from './guardian.module.css';

const copy = guardianBn;

/**
 * The guardian's home (issue 41): the learners followed (each a link to their view-only page), the pairing
 * form (the server's refusal beside the field) and the weekly summary's switch.
 */
export function GuardianHome({
  initial,
}: {
  initial?: { learners: Loaded<GuardianLink[]>; settings: Loaded<GuardianSettings> };
}) {
  const learner = useLearner(guardianPath);
  const client = learner.status === 'signed-in' ? learner.client : null;
  // a code entered as the page hydrates is paired once the tab's client has loaded
  const ready = useClientReady();
  const learners = useRead('guardian-learners', withClient(client, readFollowed), initial?.learners);
  const settings = useRead('guardian-settings', withClient(client, readGuardianSettings), initial?.settings);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [said, setSaid] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const pairId = useId();
  const summaryId = useId();

  if (learner.status === 'signed-out') return <PagePlaceholder minHeight="24rem" />;

  const pair = async (event: FormEvent) => {
    event.preventDefault();
    const tab = client ?? (await ready());
    setBusy(true);
    setCodeError(undefined);
    setSaid(null);
    try {
      const followed = await pairGuardian(tab.api, code);
      setCode('');
      setSaid(copy.paired(followed.name));
      invalidateReads('guardian-learners');
    } catch (failure) {
      const found = toApiFailure(failure);
      setCodeError(found.errors[0]?.msg ?? failureMessage(found));
    } finally {
      setBusy(false);
    }
  };

  const toggle = async (on: boolean) => {
    const tab = client ?? (await ready());
    setFailed(null);
    try {
      await setWeeklySummary(tab.api, on);
      setSaid(copy.summarySaved(on));
      invalidateReads('guardian-settings');
    } catch (failure) {
      setFailed(failureMessage(toApiFailure(failure)));
    }
  };

  return (
    <>
      {said ? (
        <p role="status" className={page.muted}>
          {said}
        </p>
      ) : null}
      <section className={page.section} aria-labelledby="guardian-learners-title">
        <h2 id="guardian-learners-title" className={page.title}>
          {copy.learnersTitle}
        </h2>
        <ReadView state={learners} headingLevel={3}>
          {(list) =>
            list.length === 0 ? (
              <p className={page.muted}>{copy.none}</p>
            ) : (
              <ul className={styles.learners}>
                {list.map((row) => (
                  <li key={row.id} className={styles.learner}>
                    <a
                      href={followedPath(row.id)}
                      aria-label={copy.open(row.name)}
                      className={styles.learnerLink}
                    >
                      {row.name}
                    </a>
                    <span className={page.muted}>{copy.since(formatDate(row.since))}</span>
                  </li>
                ))}
              </ul>
            )
          }
        </ReadView>
      </section>

      <section className={page.section} aria-labelledby={pairId}>
        <h2 id={pairId} className={page.title}>
          {copy.pairTitle}
        </h2>
        <p className={page.muted}>{copy.pairIntro}</p>
        <form className={styles.pairForm} aria-labelledby={pairId} onSubmit={(event) => void pair(event)}>
          <TextField
            label={copy.codeLabel}
            value={code}
            onValueChange={setCode}
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={32}
            required
            error={codeError}
          />
          <Button type="submit" loading={busy}>
            {copy.pair}
          </Button>
        </form>
      </section>

      <section className={page.section} aria-labelledby={summaryId}>
        <h2 id={summaryId} className={page.title}>
          {copy.summaryTitle}
        </h2>
        <ReadView state={settings} headingLevel={3}>
          {(current) => (
            <>
              <label className={styles.check}>
                <input
                  type="checkbox"
                  checked={current.weekly_summary}
                  onChange={(event) => void toggle(event.target.checked)}
                />
                {copy.summaryOn}
              </label>
              <p className={page.muted}>{copy.summaryVia[current.channel ?? 'none']}</p>
              <FormError message={failed} />
            </>
          )}
        </ReadView>
      </section>
    </>
  );
}
