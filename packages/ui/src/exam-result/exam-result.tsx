import { formatDateTime, formatNumber } from '@tilawat/domain';
import type { V3Schemas } from '@tilawat/sdk';
import { Fragment, useId } from 'react';
import { examResult as examResultWords } from '../copy/words/exam-result';
import { cx } from '../internal/cx';
import { isArabicText } from '../question-card/question-card';
import styles from './exam-result.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { examResult: examResultWords };

type Question = V3Schemas['Question'];
type Submission = V3Schemas['Submission'];
type ReviewItem = V3Schemas['SubmissionReviewItem'];

/** passed / failed once graded; pending while a teacher marks a written answer; in-progress before it ends. */
export type ExamOutcome = 'passed' | 'failed' | 'pending' | 'in-progress';

export function examOutcome(submission: Submission): ExamOutcome {
  if (submission.status === 'in-progress') return 'in-progress';
  if (submission.status === 'submitted' || submission.passed === null) return 'pending';
  return submission.passed ? 'passed' : 'failed';
}

type Verdict = keyof typeof bn.examResult.verdict;

function verdictOf(item: ReviewItem): Verdict {
  if (item.correct === null) return 'pending';
  if (item.correct) return 'correct';
  return item.answer ? 'wrong' : 'unanswered';
}

const verdictIcon: Record<Verdict, string> = { correct: '✓', wrong: '✗', unanswered: '–', pending: '…' };

/** Texts in a row, each Arabic one right-to-left in the Quran face. */
function Texts({ texts }: { texts: readonly string[] }) {
  return (
    <>
      {texts.map((text, i) => {
        const arabic = isArabicText(text);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same text may repeat; the order is the identity.
          <Fragment key={i}>
            {i > 0 ? <span className={styles.separator}>, </span> : null}
            <span
              className={cx(styles.text, arabic && styles.arabic)}
              lang={arabic ? 'ar' : undefined}
              dir={arabic ? 'rtl' : 'auto'}
            >
              {text}
            </span>
          </Fragment>
        );
      })}
    </>
  );
}

export interface ExamResultProps {
  /** The ended attempt with its review (`POST /submission/revised` final, or `ExamEligibility.last_attempt`). */
  submission: Submission;
  /**
   * The exam's questions (their prompts and option texts); the submission's own `questions` when
   * absent (an ended attempt carries them).
   */
  questions?: readonly Question[];
  /** The exam's pass mark, shown beside the score when given. */
  passMarks?: number;
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * The result of an attempt: score out of the total, passed, failed or waiting for a teacher, and
 * per question the learner's answer, whether it was right, the correct answer (option texts from
 * the exam's questions; accepted answers for written ones) and the marks awarded. Right and wrong
 * are said in words and shapes, never by colour alone.
 */
export function ExamResult({
  submission,
  questions,
  passMarks,
  headingLevel = 2,
  className,
}: ExamResultProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const SubHeading = `h${headingLevel + 1}` as 'h3' | 'h4';
  const outcome = examOutcome(submission);
  const byId = new Map((questions ?? submission.questions ?? []).map((q) => [q.id, q]));
  const t = bn.examResult;

  const optionTexts = (question: Question | undefined, ids: readonly number[]) =>
    ids.map((id) => question?.options.find((o) => o.id === id)?.text ?? formatNumber(id));

  return (
    <section className={cx(styles.result, className)} aria-labelledby={titleId} data-outcome={outcome}>
      <div className={styles.summary}>
        <Heading id={titleId} className={styles.title}>
          {t.title}
        </Heading>
        <p className={styles.outcome}>
          <span className={styles.outcomeIcon} aria-hidden="true" />
          {t.status[outcome]}
        </p>
        {submission.score !== null && outcome !== 'pending' ? (
          <p className={styles.score}>
            <span className={styles.scoreLabel}>{t.score}</span>{' '}
            <span className={styles.scoreValue}>{t.of(submission.score, submission.total_marks)}</span>
          </p>
        ) : null}
        {passMarks !== undefined ? <p className={styles.meta}>{t.passMarks(passMarks)}</p> : null}
        {outcome === 'pending' ? <p className={styles.meta}>{t.pendingNote}</p> : null}
        {submission.submitted_at ? (
          <p className={styles.meta}>{t.submittedAt(formatDateTime(submission.submitted_at))}</p>
        ) : null}
      </div>

      {submission.review?.length ? (
        <div className={styles.review}>
          <SubHeading className={styles.reviewTitle}>{t.review}</SubHeading>
          <ol className={styles.items}>
            {submission.review.map((item, index) => {
              const question = byId.get(item.question);
              const verdict = verdictOf(item);
              const written = question
                ? question.kind === 'short-text'
                : item.correct_option_ids.length === 0;
              const yours = item.answer
                ? written
                  ? [item.answer.text ?? '']
                  : optionTexts(question, item.answer.option_ids ?? [])
                : [];
              return (
                <li key={item.question} className={styles.item} data-verdict={verdict}>
                  <div className={styles.itemHead}>
                    <span className={styles.number}>{t.question(index + 1)}</span>
                    <span className={styles.verdict}>
                      <span className={styles.verdictIcon} aria-hidden="true">
                        {verdictIcon[verdict]}
                      </span>
                      <span>{t.verdict[verdict]}</span>
                    </span>
                  </div>
                  {question ? <p className={styles.prompt}>{question.prompt}</p> : null}
                  {question?.arabic_text ? (
                    <p className={styles.verse} lang="ar" dir="rtl">
                      {question.arabic_text}
                    </p>
                  ) : null}
                  <dl className={styles.facts}>
                    <div>
                      <dt>{t.yourAnswer}</dt>
                      <dd>{yours.length ? <Texts texts={yours} /> : t.noAnswer}</dd>
                    </div>
                    <div>
                      <dt>{written ? t.acceptedAnswers : t.correctAnswer}</dt>
                      <dd>
                        {written ? (
                          item.accepted_answers.length ? (
                            <Texts texts={item.accepted_answers} />
                          ) : (
                            t.teacherMarks
                          )
                        ) : (
                          <Texts texts={optionTexts(question, item.correct_option_ids)} />
                        )}
                      </dd>
                    </div>
                    <div>
                      <dt>{t.awarded}</dt>
                      <dd className={styles.awarded}>
                        {item.awarded === null ? t.awaiting : t.of(item.awarded, item.marks)}
                      </dd>
                    </div>
                  </dl>
                </li>
              );
            })}
          </ol>
        </div>
      ) : null}
    </section>
  );
}
