'use client';

import { unwrap } from '@tilawat/sdk';
import type { AdminSchemas, TilawatAdmin } from '@tilawat/sdk/admin';
import { Button, HifzItem, HifzMap, TextField } from '@tilawat/ui';
import { useId, useState } from 'react';
import { FormError } from '~/components/form-error';
import { PagePlaceholder } from '~/components/page-placeholder';
import { ReadView } from '~/components/read-view';
import { consoleBn } from '~/copy/console';
import { failureMessage, load } from '~/lib/load';
import { invalidateReads } from '~/lib/reads/read-api';
import { useRead } from '~/lib/reads/use-read';
import { TargetForm } from '../../batches/[id]/batch-hifz';
import styles from '../../console.module.css';
import { ConsoleForbidden } from '../../forbidden';
import { useConsole, withAdmin } from '../../use-console';

const copy = consoleBn.hifz;
type Plan = AdminSchemas['HifzLearnerResponse']['data']['plans'][number];

/** Moves the learner's new ayahs back or forward by a number of ayahs (`POST /hifz/learners/{id}/shift`). */
function ShiftForm({
  admin,
  learnerId,
  plan,
  onSaid,
}: {
  admin: TilawatAdmin;
  learnerId: string;
  plan: Plan;
  onSaid: (said: string) => void;
}) {
  const headingId = useId();
  const [ayahs, setAyahs] = useState(String(plan.target.daily_new));
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const shift = async (sign: -1 | 1) => {
    const n = Number(ayahs);
    if (!Number.isInteger(n) || n < 1) {
      setFailed(copy.shiftAyahs);
      return;
    }
    setBusy(true);
    setFailed(null);
    const done = await load(() =>
      unwrap(
        admin.POST('/hifz/learners/{id}/shift', {
          params: { path: { id: learnerId } },
          body: { target_id: plan.target.id, ayahs: sign * n },
        }),
      ),
    );
    setBusy(false);
    if (!done.ok) {
      setFailed(failureMessage(done));
      return;
    }
    onSaid(copy.shifted);
    invalidateReads('console-hifz-learner');
  };
  return (
    <section aria-labelledby={headingId} className={styles.card}>
      <h3 id={headingId}>{copy.shiftTitle}</h3>
      <p className={styles.muted}>{copy.shiftIntro}</p>
      <TextField
        label={copy.shiftAyahs}
        type="number"
        inputMode="numeric"
        min={1}
        value={ayahs}
        onValueChange={setAyahs}
      />
      <div className={styles.actions}>
        <Button variant="secondary" loading={busy} onClick={() => void shift(-1)}>
          {copy.back}
        </Button>
        <Button variant="secondary" loading={busy} onClick={() => void shift(1)}>
          {copy.forward}
        </Button>
      </div>
      <FormError message={failed} />
    </section>
  );
}

/**
 * One learner's memorisation for their teacher (issue 41): per target the map (the kit's HifzMap), today's
 * recitations as the learner sees them (the kit's HifzItem), where the new ayahs go on from, the form that
 * moves the plan back or forward, and the learner's own target in that batch (theirs applies instead of the
 * batch's). A learner outside the teacher's batches is not found.
 */
export function HifzLearnerConsole({ id }: { id: string }) {
  const access = useConsole(`/console/hifz/${id}`, ['admin', 'teacher']);
  const read = useRead(
    `console-hifz-learner:${id}`,
    withAdmin(access, (admin) => unwrap(admin.GET('/hifz/learners/{id}', { params: { path: { id } } }))),
  );
  const [said, setSaid] = useState<string | null>(null);
  if (access.status === 'loading') return <PagePlaceholder minHeight="32rem" />;
  if (access.status === 'forbidden') return <ConsoleForbidden role={access.role} />;
  return (
    <ReadView state={read} headingLevel={2}>
      {(data) => (
        <>
          <h2 className={styles.sectionTitle}>{copy.learnerTitle(data.learner.name)}</h2>
          <p className={styles.muted}>{copy.learnerIntro}</p>
          {said ? (
            <p role="status" className={styles.muted}>
              {said}
            </p>
          ) : null}
          {data.plans.map((plan) => (
            <section key={plan.target.id} aria-label={plan.target.label} className={styles.stack}>
              <h3>
                {plan.target.label} · {plan.target.batch_name}
              </h3>
              <p>{plan.next ? copy.next(copy.point(plan.next.surah, plan.next.ayah)) : copy.nextDone}</p>
              <HifzMap map={plan.map} counts={plan.counts} headingLevel={3} />
              <h3>{copy.today}</h3>
              {plan.items.length === 0 ? <p className={styles.muted}>{copy.todayEmpty}</p> : null}
              {plan.items.map((item) => (
                <HifzItem key={`${item.tier}:${item.surah}:${item.ayah_from}`} item={item} headingLevel={4} />
              ))}
              <ShiftForm admin={access.admin} learnerId={id} plan={plan} onSaid={setSaid} />
              <TargetForm
                key={plan.target.updated_at}
                admin={access.admin}
                batchId={plan.target.batch_id}
                learner={data.learner}
                target={plan.target}
                onSaid={setSaid}
              />
            </section>
          ))}
        </>
      )}
    </ReadView>
  );
}
