'use client';

import { formatDateTime } from '@tilawat/domain';
import { unwrap } from '@tilawat/sdk';
import type { TilawatAdmin } from '@tilawat/sdk/admin';
import { Button } from '@tilawat/ui';
import { useId, useState } from 'react';
import { FormError } from '~/components/form-error';
import { ReadView } from '~/components/read-view';
import { consoleBn } from '~/copy/console';
import type { BrowserClient } from '~/lib/browser-client';
import { failureMessage, load } from '~/lib/load';
import { invalidateReads } from '~/lib/reads/read-api';
import { useRead, withClient } from '~/lib/reads/use-read';
import styles from '../../console.module.css';

const copy = consoleBn.guardians;

/** A learner's guardians (issue 41): the school's pairing code for a child, and unlinking, both audited. */
export function LearnerGuardians({
  admin,
  client,
  learnerId,
  onSaid,
}: {
  admin: TilawatAdmin;
  client: BrowserClient;
  learnerId: string;
  onSaid: (said: string) => void;
}) {
  const headingId = useId();
  const list = useRead(
    `console-guardians:${learnerId}`,
    withClient(client, () =>
      unwrap(admin.GET('/learners/{id}/guardians', { params: { path: { id: learnerId } } })),
    ),
  );
  const [code, setCode] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);

  const make = async () => {
    setBusy(true);
    setFailed(null);
    const done = await load(() =>
      unwrap(admin.POST('/learners/{id}/guardian-codes', { params: { path: { id: learnerId } } })),
    );
    setBusy(false);
    if (!done.ok) return setFailed(failureMessage(done));
    setCode(copy.code(done.data.code, formatDateTime(done.data.expires_at)));
  };
  const remove = async (guardian: { id: string; name: string }) => {
    setBusy(true);
    setFailed(null);
    const done = await load(() =>
      unwrap(
        admin.POST('/learners/{id}/guardians/{guardian}/remove', {
          params: { path: { id: learnerId, guardian: guardian.id } },
        }),
      ),
    );
    setBusy(false);
    if (!done.ok) return setFailed(failureMessage(done));
    onSaid(copy.removed(guardian.name));
    invalidateReads('console-guardians');
  };

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {copy.title}
      </h2>
      <p className={styles.muted}>{copy.intro}</p>
      <Button variant="secondary" loading={busy} onClick={() => void make()}>
        {copy.make}
      </Button>
      {code ? <p role="status">{code}</p> : null}
      <FormError message={failed} />
      <ReadView state={list} headingLevel={3}>
        {(data) =>
          data.items.length === 0 ? (
            <p className={styles.muted}>{copy.none}</p>
          ) : (
            <ul className={styles.plainList} aria-label={copy.listLabel}>
              {data.items.map((guardian) => (
                <li key={guardian.id}>
                  {guardian.name}{' '}
                  <Button variant="ghost" disabled={busy} onClick={() => void remove(guardian)}>
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
