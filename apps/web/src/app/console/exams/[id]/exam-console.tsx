'use client';

import { fromDhakaInput, toDhakaInput } from '@tilawat/domain';
import { unwrap } from '@tilawat/sdk';
import type { AdminSchemas, TilawatAdmin } from '@tilawat/sdk/admin';
import { Field, TextField } from '@tilawat/ui';
import { useState } from 'react';
import { FormError } from '~/components/form-error';
import { PagePlaceholder } from '~/components/page-placeholder';
import { ReadView } from '~/components/read-view';
import { consoleBn } from '~/copy/console';
import { invalidateReads } from '~/lib/reads/read-api';
import { useRead } from '~/lib/reads/use-read';
import styles from '../../console.module.css';
import { ConsoleForm, useConsoleSubmit } from '../../console-parts';
import { ConsoleForbidden } from '../../forbidden';
import { useConsole, withAdmin } from '../../use-console';

type Exam = AdminSchemas['AdminExam'];
type Kind = AdminSchemas['QuestionPayload']['kind'];
const copy = consoleBn.exams;

/** The exam's settings (`PATCH /exams/{id}`): only what changed is sent. */
function SettingsForm({ admin, exam, onSaved }: { admin: TilawatAdmin; exam: Exam; onSaved: () => void }) {
  const [values, setValues] = useState({
    minutes: String(exam.duration_minutes),
    pass: String(exam.pass_marks),
    attempts: String(exam.attempts_allowed),
    opens: toDhakaInput(exam.opens_at),
    closes: exam.closes_at ? toDhakaInput(exam.closes_at) : '',
  });
  const { busy, errors, formError, submit } = useConsoleSubmit([
    'duration_minutes',
    'pass_marks',
    'attempts_allowed',
    'opens_at',
    'closes_at',
  ] as const);
  const set = (key: keyof typeof values) => (value: string) => setValues((now) => ({ ...now, [key]: value }));
  return (
    <ConsoleForm
      title={copy.settings}
      level={2}
      onSubmit={async () => {
        const body: AdminSchemas['UpdateExamPayload'] = {};
        if (Number(values.minutes) !== exam.duration_minutes)
          body.duration_minutes = Number(values.minutes || Number.NaN);
        if (Number(values.pass) !== exam.pass_marks) body.pass_marks = Number(values.pass || Number.NaN);
        if (Number(values.attempts) !== exam.attempts_allowed)
          body.attempts_allowed = Number(values.attempts || Number.NaN);
        if (values.opens !== toDhakaInput(exam.opens_at))
          body.opens_at = fromDhakaInput(values.opens) ?? values.opens;
        if (values.closes !== (exam.closes_at ? toDhakaInput(exam.closes_at) : '')) {
          body.closes_at = values.closes ? (fromDhakaInput(values.closes) ?? values.closes) : null;
        }
        if (Object.keys(body).length === 0) return;
        const saved = await submit(() =>
          unwrap(admin.PATCH('/exams/{id}', { params: { path: { id: exam.id } }, body })),
        );
        if (saved) onSaved();
      }}
      submitLabel={copy.save}
      busy={busy}
      formError={formError}
    >
      <TextField
        label={copy.minutes}
        type="number"
        min={1}
        value={values.minutes}
        onValueChange={set('minutes')}
        error={errors.duration_minutes}
      />
      <TextField
        label={copy.passMarks}
        type="number"
        min={0}
        value={values.pass}
        onValueChange={set('pass')}
        error={errors.pass_marks}
      />
      <TextField
        label={copy.attempts}
        type="number"
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
    </ConsoleForm>
  );
}

/** A new question (`POST /exams/{id}/questions`): its kind decides its fields; refusals beside them. */
function QuestionForm({
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

/**
 * One exam (`GET /api/v3/admin/exams/{id}`): its settings, its questions with their answers, and a new
 * question's form while nobody has sat it. For the batch's teacher and admins.
 */
export function ExamConsole({ id }: { id: number }) {
  const access = useConsole(`/console/exams/${id}`, ['admin', 'teacher']);
  const [said, setSaid] = useState('');
  const exam = useRead(
    `console-exam:${id}`,
    withAdmin(access, (admin) => unwrap(admin.GET('/exams/{id}', { params: { path: { id } } }))),
  );
  if (access.status === 'loading') return <PagePlaceholder minHeight="32rem" />;
  if (access.status === 'forbidden') return <ConsoleForbidden role={access.role} />;
  return (
    <>
      <p role="status" className={styles.status}>
        {said}
      </p>
      <ReadView state={exam}>
        {({ exam: settings, questions }) => (
          <>
            <p>
              <a href={`/console/batches/${settings.batch_id}`}>{copy.back}</a>
            </p>
            <h2 className={styles.sectionTitle}>{settings.title}</h2>
            <p className={styles.muted}>
              {copy.line(settings.questions_count, settings.total_marks, settings.attempts)}
            </p>
            <SettingsForm
              key={JSON.stringify(settings)}
              admin={access.admin}
              exam={settings}
              onSaved={() => {
                setSaid(copy.saved);
                invalidateReads('console-exam');
              }}
            />
            <h2 className={styles.sectionTitle}>{copy.questions}</h2>
            {questions.length === 0 ? <p className={styles.muted}>{copy.noQuestions}</p> : null}
            <ol className={styles.plainList}>
              {questions.map((question) => (
                <li key={question.id}>
                  <strong>{question.prompt}</strong> · {copy.kinds[question.kind]} ·{' '}
                  {copy.marksOf(question.marks)}
                  {question.arabic_text ? (
                    <p lang="ar" className={styles.arabic}>
                      {question.arabic_text}
                    </p>
                  ) : null}
                  {question.options.length > 0 ? (
                    <ul>
                      {question.options.map((option) => (
                        <li key={option.id}>
                          {option.text}
                          {option.correct ? ` — ${copy.right}` : ''}
                        </li>
                      ))}
                    </ul>
                  ) : question.recitation ? (
                    <p className={styles.muted}>
                      {copy.recitationOf(
                        question.recitation.surah_name,
                        question.recitation.ayah_from,
                        question.recitation.ayah_to,
                      )}
                    </p>
                  ) : (
                    <p className={styles.muted}>
                      {question.teacher_review
                        ? copy.byTeacher
                        : copy.accepted(question.accepted_answers.join(', '))}
                    </p>
                  )}
                </li>
              ))}
            </ol>
            {settings.attempts > 0 ? (
              <p className={styles.muted}>{copy.locked}</p>
            ) : (
              <QuestionForm
                admin={access.admin}
                examId={settings.id}
                onAdded={() => {
                  setSaid(copy.added);
                  invalidateReads('console-exam');
                }}
              />
            )}
          </>
        )}
      </ReadView>
    </>
  );
}
