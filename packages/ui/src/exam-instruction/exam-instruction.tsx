import { formatDateTime, formatNumber } from '@tilawat/domain';
import type { V3Schemas } from '@tilawat/sdk';
import { useId } from 'react';
import { Button } from '../button/button';
import { examInstruction as examInstructionWords } from '../copy/words/exam-instruction';
import { cx } from '../internal/cx';
import styles from './exam-instruction.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { examInstruction: examInstructionWords };

export interface ExamInstructionProps {
  /** What to read before opening the exam (`GET /exam/revised/instruction/{id}`). */
  instruction: V3Schemas['ExamInstruction'];
  /** Whether the learner may start now, and the attempts used (`GET /exam/eligible/{id}`). */
  eligibility: V3Schemas['ExamEligibility'];
  /** An attempt is already running (a quick-save exists): the button resumes it. */
  resume?: boolean;
  /** The learner starts (or resumes); the page opens the exam. Drawn only when eligible. */
  onStart: () => void;
  /** The exam is being opened. */
  loading?: boolean;
  /** The title's level: 1 when the instruction is the page (its title is the page's heading). */
  headingLevel?: 1 | 2 | 3;
  className?: string;
}

/**
 * The page before an exam: its title, the facts a learner weighs (time, questions, total and pass
 * marks, attempts left, until when), the instructions, and a start (or resume) button — or, when
 * the learner may not start, the server's reason instead of a button that would do nothing.
 */
export function ExamInstruction({
  instruction,
  eligibility,
  resume = false,
  onStart,
  loading = false,
  headingLevel = 2,
  className,
}: ExamInstructionProps) {
  const titleId = useId();
  const noteId = useId();
  const Heading = `h${headingLevel}` as const;
  const SubHeading = `h${headingLevel + 1}` as 'h2' | 'h3' | 'h4';
  const attemptsLeft = Math.max(0, eligibility.attempts_allowed - eligibility.attempts_used);
  const t = bn.examInstruction;

  return (
    <section className={cx(styles.card, className)} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.title}>
        {instruction.title}
      </Heading>

      <dl className={styles.facts}>
        <div>
          <dt>{t.duration}</dt>
          <dd>{t.minutes(instruction.duration_minutes)}</dd>
        </div>
        <div>
          <dt>{t.questions}</dt>
          <dd>{t.questionsCount(instruction.questions_count)}</dd>
        </div>
        <div>
          <dt>{t.totalMarks}</dt>
          <dd>{formatNumber(instruction.total_marks)}</dd>
        </div>
        <div>
          <dt>{t.passMarks}</dt>
          <dd>{formatNumber(instruction.pass_marks)}</dd>
        </div>
        <div>
          <dt>{t.attemptsLeft}</dt>
          <dd data-none={attemptsLeft === 0 || undefined}>
            {t.attemptsOf(attemptsLeft, eligibility.attempts_allowed)}
          </dd>
        </div>
        {instruction.closes_at ? (
          <div>
            <dt>{t.closesAt}</dt>
            <dd>{formatDateTime(instruction.closes_at)}</dd>
          </div>
        ) : null}
      </dl>

      {instruction.instructions.length ? (
        <div className={styles.instructions}>
          <SubHeading className={styles.subtitle}>{t.instructions}</SubHeading>
          <ol>
            {instruction.instructions.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
        </div>
      ) : null}

      {eligibility.eligible ? (
        <div className={styles.action}>
          <Button size="lg" fullWidth loading={loading} onClick={onStart} aria-describedby={noteId}>
            {resume ? t.resume : t.start}
          </Button>
          <p id={noteId} className={styles.note}>
            {resume ? t.resumeNote : t.startNote(instruction.duration_minutes)}
          </p>
        </div>
      ) : (
        <p className={styles.reason}>
          <span className={styles.reasonIcon} aria-hidden="true" />
          {eligibility.reason ?? t.notEligible}
        </p>
      )}
    </section>
  );
}
