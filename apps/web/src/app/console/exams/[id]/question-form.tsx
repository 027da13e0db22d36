'use client';

import { unwrap } from '@tilawat/sdk';
import type { AdminSchemas, TilawatAdmin } from '@tilawat/sdk/admin';
import { Field, TextField } from '@tilawat/ui';
import { useState } from 'react';
import { FormError } from '~/components/form-error';
import { consoleBn } from '~/copy/console';
import styles from '../../console.module.css';
import { ConsoleForm, useConsoleSubmit } from '../../console-parts';

type Kind = AdminSchemas['QuestionPayload']['kind'];
const copy = consoleBn.exams;

/** A new question (`POST /exams/{id}/questions`): its kind decides its fields; refusals beside them. */
export function QuestionForm({
  admin,
  examId,
  onAdded,
}: {
  admin: TilawatAdmin;
  examId: number;
  onAdded: () => void;
}) {
  const empty = {
    kind: 'single-choice' as Kind,
    prompt: '',
    arabic: '',
    marks: '1',
    options: [
      { text: '', correct: true },
      { text: '', correct: false },
      { text: '', correct: false },
      { text: '', correct: false },
    ],
    accepted: '',
    diacritics: false,
    teacher: false,
    surah: '',
    ayahFrom: '1',
    ayahTo: '',
  };
  const [values, setValues] = useState(empty);
  const { busy, errors, formError, submit } = useConsoleSubmit([
    'kind',
    'prompt',
    'arabic_text',
    'marks',
    'options',
    'accepted_answers',
    'teacher_review',
    'surah',
    'ayah_from',
    'ayah_to',
  ] as const);
  const choice = values.kind === 'single-choice' || values.kind === 'multi-choice';
  const recitation = values.kind === 'recitation';
  const setOption = (index: number, change: Partial<{ text: string; correct: boolean }>) =>
    setValues((now) => ({
      ...now,
      options: now.options.map((option, i) =>
        i === index
          ? { ...option, ...change }
          : // a single-choice question has one right option: marking one unmarks the rest
            change.correct && now.kind === 'single-choice'
            ? { ...option, correct: false }
            : option,
      ),
    }));
  return (
    <ConsoleForm
      title={copy.newQuestion}
      level={2}
      onSubmit={async () => {
        const body: AdminSchemas['QuestionPayload'] = {
          kind: values.kind,
          prompt: values.prompt,
          arabic_text: values.arabic.trim() || null,
          marks: Number(values.marks || Number.NaN),
          ...(choice
            ? { options: values.options.filter((option) => option.text.trim()) }
            : recitation
              ? {
                  surah: Number(values.surah || Number.NaN),
                  ayah_from: Number(values.ayahFrom || Number.NaN),
                  ayah_to: Number(values.ayahTo || Number.NaN),
                }
              : {
                  accepted_answers: values.accepted.split('\n').filter((line) => line.trim()),
                  diacritics_optional: values.diacritics,
                  teacher_review: values.teacher,
                }),
        };
        const added = await submit(() =>
          unwrap(admin.POST('/exams/{id}/questions', { params: { path: { id: examId } }, body })),
        );
        if (added) {
          setValues({ ...empty, kind: values.kind });
          onAdded();
        }
      }}
      submitLabel={copy.add}
      busy={busy}
      formError={formError}
    >
      <Field label={copy.kind} error={errors.kind}>
        {(control) => (
          <select
            {...control}
            className={styles.control}
            value={values.kind}
            onChange={(event) => setValues((now) => ({ ...now, kind: event.target.value as Kind }))}
          >
            {Object.entries(copy.kinds).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TextField
        label={copy.marks}
        type="number"
        min={1}
        value={values.marks}
        onValueChange={(marks) => setValues((now) => ({ ...now, marks }))}
        error={errors.marks}
      />
      <Field label={copy.prompt} error={errors.prompt} className={styles.wide}>
        {(control) => (
          <textarea
            {...control}
            className={styles.control}
            rows={2}
            maxLength={2000}
            value={values.prompt}
            onChange={(event) => setValues((now) => ({ ...now, prompt: event.target.value }))}
          />
        )}
      </Field>
      <TextField
        label={copy.arabic}
        optional
        lang="ar"
        dir="rtl"
        value={values.arabic}
        onValueChange={(arabic) => setValues((now) => ({ ...now, arabic }))}
        error={errors.arabic_text}
      />
      {recitation ? (
        <>
          <TextField
            label={copy.surah}
            type="number"
            min={1}
            max={114}
            value={values.surah}
            onValueChange={(surah) => setValues((now) => ({ ...now, surah }))}
            error={errors.surah}
          />
          <TextField
            label={copy.ayahFrom}
            type="number"
            min={1}
            max={286}
            value={values.ayahFrom}
            onValueChange={(ayahFrom) => setValues((now) => ({ ...now, ayahFrom }))}
            error={errors.ayah_from}
          />
          <TextField
            label={copy.ayahTo}
            type="number"
            min={1}
            max={286}
            value={values.ayahTo}
            onValueChange={(ayahTo) => setValues((now) => ({ ...now, ayahTo }))}
            error={errors.ayah_to}
          />
          <p className={`${styles.muted} ${styles.wide}`}>{copy.recitationHint}</p>
        </>
      ) : choice ? (
        <fieldset className={`${styles.checks} ${styles.wide}`}>
          <legend>{copy.options}</legend>
          {values.options.map((option, index) => (
            <div key={index} className={styles.actions}>
              <TextField
                label={copy.option(index + 1)}
                value={option.text}
                onValueChange={(text) => setOption(index, { text })}
                maxLength={500}
              />
              <label className={styles.check}>
                <input
                  type="checkbox"
                  checked={option.correct}
                  onChange={(event) => setOption(index, { correct: event.target.checked })}
                />
                <span className={styles.muted}>{copy.optionRight(index + 1)}</span>
              </label>
            </div>
          ))}
          <FormError message={errors.options ?? null} />
        </fieldset>
      ) : (
        <>
          <Field
            label={copy.acceptedAnswers}
            optional
            error={errors.accepted_answers}
            className={styles.wide}
          >
            {(control) => (
              <textarea
                {...control}
                className={styles.control}
                rows={2}
                value={values.accepted}
                onChange={(event) => setValues((now) => ({ ...now, accepted: event.target.value }))}
              />
            )}
          </Field>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={values.diacritics}
              onChange={(event) => setValues((now) => ({ ...now, diacritics: event.target.checked }))}
            />
            {copy.diacritics}
          </label>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={values.teacher}
              onChange={(event) => setValues((now) => ({ ...now, teacher: event.target.checked }))}
            />
            {copy.teacherReview}
          </label>
        </>
      )}
    </ConsoleForm>
  );
}
