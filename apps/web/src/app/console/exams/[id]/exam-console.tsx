'use client';

import { fromDhakaInput, toDhakaInput } from '@tilawat/domain';
import { unwrap } from '@tilawat/sdk';
import type { AdminSchemas, TilawatAdmin } from '@tilawat/sdk/admin';
import { TextField } from '@tilawat/ui';
import { useState } from 'react';
import { PagePlaceholder } from '~/components/page-placeholder';
import { ReadView } from '~/components/read-view';
import { consoleBn } from '~/copy/console';
import { invalidateReads } from '~/lib/reads/read-api';
import { useRead } from '~/lib/reads/use-read';
import styles from '../../console.module.css';
import { ConsoleForm, useConsoleSubmit } from '../../console-parts';
import { ConsoleForbidden } from '../../forbidden';
import { useConsole, withAdmin } from '../../use-console';
import { QuestionForm } from './question-form';

type Exam = AdminSchemas['AdminExam'];
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
