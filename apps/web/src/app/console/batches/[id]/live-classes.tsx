'use client';

import { formatDateTime, fromDhakaInput } from '@tilawat/domain';
import { unwrap } from '@tilawat/sdk';
import type { AdminSchemas, TilawatAdmin } from '@tilawat/sdk/admin';
import { Button, TextField } from '@tilawat/ui';
import { useId, useState } from 'react';
import { FormError } from '~/components/form-error';
import { consoleBn } from '~/copy/console';
import type { BrowserClient } from '~/lib/browser-client';
import { failureMessage, load } from '~/lib/load';
import { invalidateReads } from '~/lib/reads/read-api';
import { useRead, withClient } from '~/lib/reads/use-read';
import styles from '../../console.module.css';
import { ConsoleForm, useConsoleSubmit } from '../../console-parts';

type LiveClass = AdminSchemas['AdminLiveClass'];
const copy = consoleBn.classes;

/** One class's attendance: the batch's learners, each present or not, corrected by hand. */
function Attendance({
  admin,
  client,
  live,
  onSaid,
}: {
  admin: TilawatAdmin;
  client: BrowserClient;
  live: LiveClass;
  onSaid: (said: string) => void;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const rows = useRead(
    `console-attendance:${live.id}`,
    withClient(client, () =>
      unwrap(admin.GET('/classes/{id}/attendance', { params: { path: { id: live.id } } })),
    ),
  );
  const mark = async (learner: AdminSchemas['AdminPerson'], present: boolean) => {
    setFailed(null);
    const done = await load(() =>
      unwrap(
        admin.POST('/classes/{id}/attendance', {
          params: { path: { id: live.id } },
          body: { learner: learner.id, present },
        }),
      ),
    );
    if (!done.ok) {
      setFailed(failureMessage(done));
      return;
    }
    onSaid(copy.marked(learner.name, present));
    invalidateReads('console-attendance');
  };
  if (rows.status !== 'ready') return null;
  return (
    <>
      <FormError message={failed} />
      {rows.data.length === 0 ? (
        <p className={styles.muted}>{copy.noLearners}</p>
      ) : (
        <ul className={styles.plainList} aria-label={copy.attendance(live.title)}>
          {rows.data.map((row) => (
            <li key={row.learner.id}>
              {row.learner.name} — {row.present ? copy.present : copy.absent}{' '}
              <Button
                variant="secondary"
                aria-label={
                  row.present
                    ? copy.markAbsentLabel(row.learner.name)
                    : copy.markPresentLabel(row.learner.name)
                }
                onClick={() => void mark(row.learner, !row.present)}
              >
                {row.present ? copy.markAbsent : copy.markPresent}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * A live batch's classes (`GET /batches/{id}/classes`): each with its attendance count and, opened,
 * who came (corrected by hand); and a new class's form.
 */
export function LiveClasses({
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
  const classes = useRead(
    `console-classes:${batchId}`,
    withClient(client, () =>
      unwrap(admin.GET('/batches/{id}/classes', { params: { path: { id: batchId } } })),
    ),
  );
  const [open, setOpen] = useState<number | null>(null);
  const empty = { title: '', starts_at: '', minutes: '60', join_url: '' };
  const [values, setValues] = useState(empty);
  const { busy, errors, formError, submit } = useConsoleSubmit([
    'title',
    'starts_at',
    'duration_minutes',
    'join_url',
  ] as const);
  const headingId = useId();
  const set = (key: keyof typeof values) => (value: string) => setValues((now) => ({ ...now, [key]: value }));
  const said = (text: string) => {
    onSaid(text);
    invalidateReads('console-classes');
  };
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId}>{copy.title}</h2>
      {classes.status === 'ready' && classes.data.length === 0 ? (
        <p className={styles.muted}>{copy.none}</p>
      ) : null}
      {classes.status === 'ready' ? (
        <ol className={styles.plainList}>
          {classes.data.map((live) => (
            <li key={live.id}>
              <strong>{live.title}</strong> ·{' '}
              {copy.line(formatDateTime(live.starts_at), live.duration_minutes)} ·{' '}
              {copy.attended(live.attended, live.learners)}{' '}
              <Button
                variant="secondary"
                aria-expanded={open === live.id}
                aria-label={copy.showAttendanceLabel(live.title)}
                onClick={() => setOpen(open === live.id ? null : live.id)}
              >
                {copy.showAttendance}
              </Button>
              {open === live.id ? (
                <Attendance admin={admin} client={client} live={live} onSaid={said} />
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
      <ConsoleForm
        title={copy.newTitle}
        level={3}
        onSubmit={async () => {
          const made = await submit(() =>
            unwrap(
              admin.POST('/batches/{id}/classes', {
                params: { path: { id: batchId } },
                body: {
                  title: values.title,
                  starts_at: fromDhakaInput(values.starts_at) ?? values.starts_at,
                  duration_minutes: Number(values.minutes || Number.NaN),
                  join_url: values.join_url.trim(),
                },
              }),
            ),
          );
          if (made) {
            setValues(empty);
            said(copy.created(made.title));
          }
        }}
        submitLabel={copy.create}
        busy={busy}
        formError={formError}
      >
        <TextField
          label={copy.classTitle}
          value={values.title}
          onValueChange={set('title')}
          error={errors.title}
          maxLength={160}
        />
        <TextField
          label={copy.startsAt}
          type="datetime-local"
          value={values.starts_at}
          onValueChange={set('starts_at')}
          error={errors.starts_at}
        />
        <TextField
          label={copy.minutes}
          type="number"
          inputMode="numeric"
          min={10}
          max={600}
          value={values.minutes}
          onValueChange={set('minutes')}
          error={errors.duration_minutes}
        />
        <TextField
          label={copy.joinUrl}
          hint={copy.joinHint}
          type="url"
          dir="ltr"
          value={values.join_url}
          onValueChange={set('join_url')}
          error={errors.join_url}
        />
      </ConsoleForm>
    </section>
  );
}
