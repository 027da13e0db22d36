'use client';

import { fromDhakaInput } from '@tilawat/domain';
import { unwrap } from '@tilawat/sdk';
import type { AdminSchemas, TilawatAdmin } from '@tilawat/sdk/admin';
import { TextField } from '@tilawat/ui';
import { useState } from 'react';
import { consoleBn } from '~/copy/console';
import { ConsoleForm, TextAreaField, useConsoleSubmit } from '../console-parts';

const copy = consoleBn.practice;
const empty = { surah: '', from: '', to: '', focus: '', due: '' };

/**
 * A new recitation practice (`POST /batches/{id}/practice-assignments`): a surah's ayah range, what to
 * mind and a due date in Bangladesh time, for the whole batch or — given `learner` — one learner of it.
 * The api's refusal of a field (a range outside the surah) shows beside it; nothing typed is lost.
 */
export function AssignmentForm({
  admin,
  batchId,
  learner,
  title = copy.newTitle,
  onAssigned,
}: {
  admin: TilawatAdmin;
  batchId: number;
  learner?: { id: string; name: string };
  title?: string;
  onAssigned: (made: AdminSchemas['AdminPracticeAssignment'], said: string) => void;
}) {
  const [values, setValues] = useState(empty);
  const { busy, errors, formError, submit } = useConsoleSubmit([
    'surah',
    'ayah_from',
    'ayah_to',
    'focus',
    'due_at',
    'learner_id',
  ] as const);
  const set = (key: keyof typeof values) => (value: string) => setValues((now) => ({ ...now, [key]: value }));
  const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
  return (
    <ConsoleForm
      title={title}
      level={3}
      submitLabel={copy.assign}
      busy={busy}
      formError={formError}
      onSubmit={async () => {
        const made = await submit(() =>
          unwrap(
            admin.POST('/batches/{id}/practice-assignments', {
              params: { path: { id: batchId } },
              body: {
                surah: number(values.surah),
                ayah_from: number(values.from),
                ayah_to: number(values.to || values.from),
                focus: values.focus.trim() || null,
                due_at: values.due ? (fromDhakaInput(values.due) ?? values.due) : null,
                learner_id: learner?.id ?? null,
              },
            }),
          ),
        );
        if (made) {
          setValues(empty);
          onAssigned(made, copy.assigned(copy.range(made.surah_name, made.ayah_from, made.ayah_to)));
        }
      }}
    >
      <TextField
        label={copy.surah}
        type="number"
        inputMode="numeric"
        min={1}
        max={114}
        value={values.surah}
        onValueChange={set('surah')}
        error={errors.surah}
      />
      <TextField
        label={copy.ayahFrom}
        type="number"
        inputMode="numeric"
        min={1}
        max={286}
        value={values.from}
        onValueChange={set('from')}
        error={errors.ayah_from}
      />
      <TextField
        label={copy.ayahTo}
        type="number"
        inputMode="numeric"
        min={1}
        max={286}
        value={values.to}
        onValueChange={set('to')}
        error={errors.ayah_to}
      />
      <TextField
        label={copy.dueField}
        optional
        type="datetime-local"
        value={values.due}
        onValueChange={set('due')}
        error={errors.due_at}
      />
      <TextAreaField
        label={copy.focusField}
        optional
        rows={2}
        maxLength={500}
        value={values.focus}
        onChange={set('focus')}
        error={errors.focus ?? errors.learner_id}
      />
    </ConsoleForm>
  );
}
