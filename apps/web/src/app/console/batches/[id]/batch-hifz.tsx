'use client';

import { formatNumber } from '@tilawat/domain';
import { unwrap } from '@tilawat/sdk';
import type { AdminSchemas, TilawatAdmin } from '@tilawat/sdk/admin';
import { DataTable, type DataTableColumn, TextField } from '@tilawat/ui';
import { useId, useState } from 'react';
import { ReadView } from '~/components/read-view';
import { consoleBn } from '~/copy/console';
import type { BrowserClient } from '~/lib/browser-client';
import { invalidateReads } from '~/lib/reads/read-api';
import { useRead, withClient } from '~/lib/reads/use-read';
import styles from '../../console.module.css';
import { ConsoleForm, onePage, SelectField, useConsoleSubmit } from '../../console-parts';

const copy = consoleBn.hifz;
type Target = AdminSchemas['HifzTarget'];
type LearnerRow = AdminSchemas['HifzBatchResponse']['data']['learners'][number];

const JUZ = Array.from({ length: 30 }, (_, i) => i + 1);

/**
 * A target's form — the batch's, or one learner's in it (`learner`) — a juz (its first and last ayah from the
 * mushaf's data, loaded when picked) or any range; starting from `target` (the one now in force).
 */
export function TargetForm({
  admin,
  batchId,
  learner,
  target,
  onSaid,
}: {
  admin: TilawatAdmin;
  batchId: number;
  learner?: { id: string; name: string };
  target: Target | null;
  onSaid: (said: string) => void;
}) {
  const [values, setValues] = useState({
    firstSurah: String(target?.first.surah ?? 78),
    firstAyah: String(target?.first.ayah ?? 1),
    lastSurah: String(target?.last.surah ?? 114),
    lastAyah: String(target?.last.ayah ?? 6),
    dailyNew: String(target?.daily_new ?? 3),
    dailyLimit: String(target?.daily_limit ?? 30),
    unitAyahs: String(target?.unit_ayahs ?? 1),
  });
  const [juz, setJuz] = useState('');
  const { busy, errors, formError, submit } = useConsoleSubmit([
    'first',
    'last',
    'daily_new',
    'daily_limit',
    'unit_ayahs',
  ] as const);
  const set = (key: keyof typeof values) => (value: string) => setValues((now) => ({ ...now, [key]: value }));
  const pickJuz = async (value: string) => {
    setJuz(value);
    if (value === '') return;
    // the mushaf's divisions (quran-meta) load only when a juz is picked
    const { juzRange } = await import('@tilawat/domain/hifz');
    const range = juzRange(Number(value));
    setValues((now) => ({
      ...now,
      firstSurah: String(range.first.surah),
      firstAyah: String(range.first.ayah),
      lastSurah: String(range.last.surah),
      lastAyah: String(range.last.ayah),
    }));
  };
  const number = (label: string, key: keyof typeof values, error?: string) => (
    <TextField
      label={label}
      type="number"
      inputMode="numeric"
      min={1}
      value={values[key]}
      onValueChange={set(key)}
      error={error}
    />
  );
  return (
    <ConsoleForm
      title={learner ? copy.learnerTargetTitle(learner.name) : copy.targetTitle}
      level={3}
      submitLabel={copy.save}
      busy={busy}
      formError={formError}
      onSubmit={async () => {
        const saved = await submit(() =>
          unwrap(
            admin.PUT('/hifz/targets', {
              body: {
                batch_id: batchId,
                learner_id: learner?.id ?? null,
                first: { surah: Number(values.firstSurah), ayah: Number(values.firstAyah) },
                last: { surah: Number(values.lastSurah), ayah: Number(values.lastAyah) },
                daily_new: Number(values.dailyNew),
                daily_limit: Number(values.dailyLimit),
                unit_ayahs: Number(values.unitAyahs),
              },
            }),
          ),
        );
        if (saved) {
          onSaid(copy.saved);
          invalidateReads('console-hifz-batch');
          invalidateReads('console-hifz-learner');
        }
      }}
    >
      {target ? <p className={`${styles.muted} ${styles.wide}`}>{copy.current(target.label)}</p> : null}
      <SelectField
        label={copy.juz}
        optional
        value={juz}
        onChange={(value) => void pickJuz(value)}
        options={[
          { value: '', label: copy.juzNone },
          ...JUZ.map((n) => ({ value: String(n), label: copy.juzOption(n) })),
        ]}
      />
      {number(copy.firstSurah, 'firstSurah', errors.first)}
      {number(copy.firstAyah, 'firstAyah')}
      {number(copy.lastSurah, 'lastSurah', errors.last)}
      {number(copy.lastAyah, 'lastAyah')}
      {number(copy.dailyNew, 'dailyNew', errors.daily_new)}
      {number(copy.dailyLimit, 'dailyLimit', errors.daily_limit)}
      {number(copy.unitAyahs, 'unitAyahs', errors.unit_ayahs)}
    </ConsoleForm>
  );
}

/**
 * A batch's memorisation (issue 41): its target (`PUT /hifz/targets`) and every learner with the counts of
 * their map and the hifz recitations waiting for review, each opening their plan at `/console/hifz/{id}`.
 */
export function BatchHifz({
  admin,
  client,
  batchId,
  onSaid,
}: {
  admin: TilawatAdmin;
  client: BrowserClient;
  batchId: number;
  onSaid: (said: string) => void;
}) {
  const headingId = useId();
  const read = useRead(
    `console-hifz-batch:${batchId}`,
    withClient(client, () => unwrap(admin.GET('/hifz/batches/{id}', { params: { path: { id: batchId } } }))),
  );
  const count = (row: LearnerRow, pick: (counts: NonNullable<LearnerRow['counts']>) => number) =>
    row.counts ? formatNumber(pick(row.counts)) : copy.none;
  const columns: DataTableColumn<LearnerRow>[] = [
    {
      key: 'learner',
      header: copy.learner,
      cell: (row) => (
        <a href={`/console/hifz/${row.learner.id}`} aria-label={copy.open(row.learner.name)}>
          {row.learner.name}
        </a>
      ),
    },
    { key: 'memorised', header: copy.memorised, cell: (row) => count(row, (c) => c.memorised) },
    { key: 'shaky', header: copy.shaky, cell: (row) => count(row, (c) => c.shaky) },
    { key: 'due', header: copy.due, cell: (row) => count(row, (c) => c.due) },
    { key: 'not-started', header: copy.notStarted, cell: (row) => count(row, (c) => c.not_started) },
    { key: 'waiting', header: copy.waiting, cell: (row) => formatNumber(row.waiting) },
  ];
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {copy.title}
      </h2>
      <p className={styles.muted}>{copy.intro}</p>
      <p>
        <a href="/console/practice?kind=hifz">{copy.queueLink}</a>
      </p>
      <ReadView state={read} headingLevel={3}>
        {(data) => {
          const target = data.targets.find((t) => t.learner_id === null) ?? null;
          return (
            <>
              {target ? null : <p className={styles.muted}>{copy.noTarget}</p>}
              <TargetForm
                key={target?.updated_at ?? 'new'}
                admin={admin}
                batchId={batchId}
                target={target}
                onSaid={onSaid}
              />
              <h3>{copy.learnersTitle}</h3>
              {data.learners.length === 0 ? (
                <p className={styles.muted}>{copy.noLearners}</p>
              ) : (
                <DataTable
                  caption={copy.learnersTitle}
                  columns={columns}
                  rows={data.learners}
                  rowKey={(row) => row.learner.id}
                  {...onePage(data.learners.length)}
                />
              )}
            </>
          );
        }}
      </ReadView>
    </section>
  );
}
