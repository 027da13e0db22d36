'use client';

import { formatDateTime } from '@tilawat/domain';
import { unwrap } from '@tilawat/sdk';
import type { AdminSchemas, TilawatAdmin } from '@tilawat/sdk/admin';
import { Button, TextField } from '@tilawat/ui';
import { useId, useState } from 'react';
import { FormError } from '~/components/form-error';
import { PagePlaceholder } from '~/components/page-placeholder';
import { ReadView } from '~/components/read-view';
import { consoleBn } from '~/copy/console';
import { invalidateReads } from '~/lib/reads/read-api';
import { useRead } from '~/lib/reads/use-read';
import styles from '../console.module.css';
import { ConsolePager, useConsoleSubmit } from '../console-parts';
import { ConsoleForbidden } from '../forbidden';
import { useConsole, withAdmin } from '../use-console';

type Review = AdminSchemas['AdminReview'];
const copy = consoleBn.reviews;

/**
 * One attempt waiting: each written answer with its question, and a mark from 0 to the question's
 * marks; sent together (`POST /reviews/{id}`), after which the learner's result stands.
 */
function ReviewCard({
  admin,
  review,
  onMarked,
}: {
  admin: TilawatAdmin;
  review: Review;
  onMarked: (said: string) => void;
}) {
  const headingId = useId();
  const [marks, setMarks] = useState<Record<number, string>>({});
  const [missing, setMissing] = useState(false);
  const { busy, errors, formError, submit } = useConsoleSubmit(['marks'] as const);
  const send = async () => {
    const given = review.questions.map((q) => ({ question: q.question, text: marks[q.question] ?? '' }));
    if (given.some((mark) => mark.text.trim() === '')) {
      setMissing(true);
      return;
    }
    setMissing(false);
    const marked = await submit(() =>
      unwrap(
        admin.POST('/reviews/{id}', {
          params: { path: { id: review.id } },
          body: { marks: given.map((mark) => ({ question: mark.question, awarded: Number(mark.text) })) },
        }),
      ),
    );
    if (marked) {
      onMarked(
        // still waiting: a recitation of the attempt is reviewed in the practice queue, then it is graded
        marked.status === 'submitted' || marked.score === null
          ? consoleBn.exams.markedRecitationWaits(review.learner.name)
          : copy.marked(review.learner.name, marked.score, marked.total_marks, marked.passed === true),
      );
    }
  };
  const problem = missing ? copy.needMarks : (errors.marks ?? null);
  return (
    <form
      className={styles.card}
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <h2 id={headingId}>{copy.attempt(review.learner.name, review.exam.title)}</h2>
      <p className={styles.muted}>
        {copy.batchLine(review.batch.name, review.batch.course_title)} ·{' '}
        {copy.submitted(formatDateTime(review.submitted_at))}
      </p>
      {review.questions.map((question) => (
        <div key={question.question} className={styles.card}>
          <p>
            <strong>{question.prompt}</strong>{' '}
            <span className={styles.muted}>({copy.marksOf(question.marks)})</span>
          </p>
          {question.arabic_text ? (
            <p lang="ar" className={styles.arabic}>
              {question.arabic_text}
            </p>
          ) : null}
          <p className={styles.muted}>{copy.answer}</p>
          <p className={styles.answer}>{question.answer || copy.noAnswer}</p>
          <TextField
            label={copy.awarded(question.prompt, question.marks)}
            type="number"
            inputMode="numeric"
            min={0}
            max={question.marks}
            step={1}
            value={marks[question.question] ?? ''}
            onValueChange={(value) => setMarks((now) => ({ ...now, [question.question]: value }))}
            error={problem && (marks[question.question] ?? '').trim() === '' ? problem : undefined}
          />
        </div>
      ))}
      <div className={styles.actions}>
        <Button type="submit" loading={busy} aria-label={copy.submitLabel(review.learner.name)}>
          {copy.submit}
        </Button>
      </div>
      <FormError message={formError ?? (errors.marks && !missing ? errors.marks : null)} />
    </form>
  );
}

/**
 * The written answers waiting for a teacher (`GET /api/v3/admin/reviews`): a teacher's own batches'
 * attempts, an admin's every one, oldest first; each marked on the page.
 */
export function ReviewsConsole() {
  const access = useConsole('/console/reviews', ['admin', 'teacher']);
  const [said, setSaid] = useState('');
  const [page, setPage] = useState(1);
  const reviews = useRead(
    `console-reviews:${page}`,
    withAdmin(access, (admin) => unwrap(admin.GET('/reviews', { params: { query: { page, limit: 10 } } }))),
  );
  if (access.status === 'loading') return <PagePlaceholder minHeight="32rem" />;
  if (access.status === 'forbidden') return <ConsoleForbidden role={access.role} />;
  return (
    <>
      <p role="status" className={styles.status}>
        {said}
      </p>
      <ReadView state={reviews}>
        {(data) => (
          <>
            <p>{data.total === 0 ? copy.empty : copy.count(data.total)}</p>
            {data.items.map((review) => (
              <ReviewCard
                key={review.id}
                admin={access.admin}
                review={review}
                onMarked={(text) => {
                  setSaid(text);
                  invalidateReads('console-reviews');
                }}
              />
            ))}
            <ConsolePager
              page={data.page}
              limit={data.limit}
              total={data.total}
              previous={copy.previous}
              next={copy.next}
              onPage={setPage}
            />
          </>
        )}
      </ReadView>
    </>
  );
}
