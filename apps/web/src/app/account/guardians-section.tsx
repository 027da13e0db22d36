'use client';

import { formatDate, formatDateTime, toApiFailure } from '@tilawat/domain';
import type { V3Schemas } from '@tilawat/sdk';
import { Button } from '@tilawat/ui';
import { useId, useState } from 'react';
import { FormError } from '~/components/form-error';
import { ReadView } from '~/components/read-view';
import { webBn } from '~/copy/bn';
import type { BrowserClient } from '~/lib/browser-client';
import { makeGuardianCode, readGuardians, removeGuardian } from '~/lib/guardian';
import { failureMessage } from '~/lib/load';
import { invalidateReads } from '~/lib/reads/read-api';
import { useRead, withClient } from '~/lib/reads/use-read';
import styles from './account.module.css';

const copy = webBn.guardians;

/**
 * The learner's guardians on /account (issue 41): a pairing code to give a parent (a new one replaces the
 * unused one), and everyone who follows them, each removable at once.
 */
export function GuardiansSection({ client }: { client: BrowserClient }) {
  const titleId = useId();
  const guardians = useRead('guardians', withClient(client, readGuardians));
  const [code, setCode] = useState<V3Schemas['GuardianCode'] | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setFailed(null);
    setSaid(null);
    try {
      await action();
    } catch (failure) {
      setFailed(failureMessage(toApiFailure(failure)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {copy.title}
      </h2>
      <p>{copy.intro}</p>
      <p>
        <a href="/guardian">{copy.asGuardian}</a>
      </p>
      <Button
        variant="secondary"
        loading={busy}
        onClick={() => void run(async () => setCode(await makeGuardianCode(client.api)))}
      >
        {copy.make}
      </Button>
      {code ? (
        <div role="status">
          <p className={styles.figure} lang="en">
            {copy.code(code.code)}
          </p>
          <p>{copy.expires(formatDateTime(code.expires_at))}</p>
        </div>
      ) : null}
      {said ? <p role="status">{said}</p> : null}
      <FormError message={failed} />
      <ReadView state={guardians} headingLevel={3}>
        {(list) =>
          list.length === 0 ? (
            <p>{copy.none}</p>
          ) : (
            <ul aria-label={copy.listLabel}>
              {list.map((guardian) => (
                <li key={guardian.id}>
                  {guardian.name} ({copy.since(formatDate(guardian.since))}){' '}
                  <Button
                    variant="ghost"
                    disabled={busy}
                    onClick={() =>
                      void run(async () => {
                        await removeGuardian(client.api, guardian.id);
                        setSaid(copy.removed(guardian.name));
                        invalidateReads('guardians');
                      })
                    }
                  >
                    {copy.remove(guardian.name)}
                  </Button>
                </li>
              ))}
            </ul>
          )
        }
      </ReadView>
    </section>
  );
}
