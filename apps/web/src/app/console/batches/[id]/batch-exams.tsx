'use client';

import { fromDhakaInput } from '@tilawat/domain';
import { unwrap } from '@tilawat/sdk';
import type { AdminSchemas, TilawatAdmin } from '@tilawat/sdk/admin';
import { Field, TextField } from '@tilawat/ui';
import { useId, useState } from 'react';
import { consoleBn } from '~/copy/console';
import type { BrowserClient } from '~/lib/browser-client';
import { invalidateReads } from '~/lib/reads/read-api';
import { useRead, withClient } from '~/lib/reads/use-read';
import styles from '../../console.module.css';
import { ConsoleForm, TextAreaField, useConsoleSubmit } from '../../console-parts';

const copy = consoleBn.exams;

/**
 * A batch's exams (`GET /batches/{id}/exams`), each linking to its questions and settings, and a new
 * exam's form (a module of the batch or the final exam).
 */
export function BatchExams({
  admin,
  client,
  batchId,
  modules,
  onSaid,
}: {
  admin: TilawatAdmin;
  client: BrowserClient;
  batchId: number;
  modules: readonly AdminSchemas['AdminModule'][];
  onSaid: (said: string) => void;
}) {
  const exams = useRead(
    `console-exams:${batchId}`,
    withClient(client, () => unwrap(admin.GET('/batches/{id}/exams', { params: { path: { id: batchId } } }))),
  );
  const empty = {
    title: '',
    module: '',
    instructions: '',
    minutes: '20',
    pass: '',
    attempts: '3',
    opens: '',
    closes: '',
  };
  const [values, setValues] = useState(empty);
  const { busy, errors, formError, submit } = useConsoleSubmit([
    'title',
    'module_id',
    'instructions',
    'duration_minutes',
    'pass_marks',
    'attempts_allowed',
    'opens_at',
    'closes_at',
  ] as const);
  const headingId = useId();
  const set = (key: keyof typeof values) => (value: string) => setValues((now) => ({ ...now, [key]: value }));
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId}>{copy.title}</h2>
      {exams.status === 'ready' && exams.data.length === 0 ? (
        <p className={styles.muted}>{copy.none}</p>
      ) : null}
      {exams.status === 'ready' ? (
        <ol className={styles.plainList}>
          {exams.data.map((exam) => (
            <li key={exam.id}>
              <strong>{exam.title}</strong> ·{' '}
              {copy.line(exam.questions_count, exam.total_marks, exam.attempts)}{' '}
              <a href={`/console/exams/${exam.id}`} aria-label={copy.openLabel(exam.title)}>
                {copy.open}
              </a>
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
              admin.POST('/batches/{id}/exams', {
                params: { path: { id: batchId } },
                body: {
                  title: values.title,
                  module_id: values.module ? Number(values.module) : null,
                  instructions: values.instructions.split('\n').filter((line) => line.trim()),
                  duration_minutes: Number(values.minutes || Number.NaN),
                  pass_marks: Number(values.pass || Number.NaN),
                  attempts_allowed: Number(values.attempts || Number.NaN),
                  opens_at: fromDhakaInput(values.opens) ?? values.opens,
                  closes_at: values.closes ? (fromDhakaInput(values.closes) ?? values.closes) : null,
                },
              }),
            ),
          );
          if (made) {
            setValues(empty);
            onSaid(copy.created(made.exam.title));
            invalidateReads('console-exams');
          }
        }}
        submitLabel={copy.create}
        busy={busy}
        formError={formError}
      >
        <TextField
          label={copy.examTitle}
          value={values.title}
          onValueChange={set('title')}
          error={errors.title}
          maxLength={160}
        />
        <Field label={copy.module} error={errors.module_id}>
          {(control) => (
            <select
              {...control}
              className={styles.control}
              value={values.module}
              onChange={(event) => set('module')(event.target.value)}
            >
              <option value="">{copy.final}</option>
              {modules.map((module) => (
                <option key={module.id} value={module.id}>
                  {module.title}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextField
          label={copy.minutes}
          type="number"
          inputMode="numeric"
          min={1}
          value={values.minutes}
          onValueChange={set('minutes')}
          error={errors.duration_minutes}
        />
        <TextField
          label={copy.passMarks}
          type="number"
          inputMode="numeric"
          min={0}
          value={values.pass}
          onValueChange={set('pass')}
          error={errors.pass_marks}
        />
        <TextField
          label={copy.attempts}
          type="number"
          inputMode="numeric"
          min={1}
          value={values.attempts}
          onValueChange={set('attempts')}
          error={errors.attempts_allowed}
        />
        <TextField
          label={copy.opensAt}
          type="datetime-local"
          value={values.opens}
          onValueChange={set('opens')}
          error={errors.opens_at}
        />
        <TextField
          label={copy.closesAt}
          optional
          type="datetime-local"
          value={values.closes}
          onValueChange={set('closes')}
          error={errors.closes_at}
        />
        <TextAreaField
          label={copy.instructions}
          optional
          error={errors.instructions}
          rows={3}
          value={values.instructions}
          onChange={set('instructions')}
        />
      </ConsoleForm>
    </section>
  );
}
