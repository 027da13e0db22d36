import type { V3Schemas } from '@tilawat/sdk';
import { useId } from 'react';
import { question as questionWords } from '../copy/words/question';
import { cx } from '../internal/cx';
import styles from './question-card.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { question: questionWords };

type Question = V3Schemas['Question'];
type SubmissionAnswer = V3Schemas['SubmissionAnswer'];

/** Text written only in Arabic script (an option such as 'ح'): shown right-to-left in the Quran face. */
export function isArabicText(text: string): boolean {
  return /^[\p{Script=Arabic}\p{M}\s]+$/u.test(text) && /\p{Script=Arabic}/u.test(text);
}

export interface QuestionCardProps {
  /** One exam question (`Exam.questions[i]`), never with its answer. */
  question: Question;
  /** Its place in the exam, from 0. */
  index: number;
  /** How many questions the exam has. */
  total: number;
  /** The learner's answer (controlled); undefined while unanswered. */
  answer: SubmissionAnswer | undefined;
  /** Every change; undefined when the question is unanswered again (no option ticked, no text). */
  onAnswer: (answer: SubmissionAnswer | undefined) => void;
  /** Marked "for later" by the learner. */
  flagged?: boolean;
  /** The learner toggles the mark; without it no toggle is drawn. */
  onFlag?: (flagged: boolean) => void;
  /** The answers are read-only (time is up, submitting). */
  disabled?: boolean;
  className?: string;
}

/**
 * One question as a fieldset whose legend says which question it is, its marks and the prompt:
 * single-choice as native radios (arrow keys move and choose), multi-choice as checkboxes,
 * short-text as a textarea. The Quranic text the question is about is large, right-to-left and
 * in the Quran face, and describes the group.
 */
export function QuestionCard({
  question,
  index,
  total,
  answer,
  onAnswer,
  flagged = false,
  onFlag,
  disabled = false,
  className,
}: QuestionCardProps) {
  const id = useId();
  const arabicId = `${id}-arabic`;
  const hintId = `${id}-hint`;
  const textId = `${id}-text`;
  const chosen = answer?.option_ids ?? [];

  const choose = (optionId: number, checked: boolean) => {
    if (question.kind === 'single-choice') {
      onAnswer({ question: question.id, option_ids: [optionId] });
      return;
    }
    const next = question.options
      .map((o) => o.id)
      .filter((o) => (o === optionId ? checked : chosen.includes(o)));
    onAnswer(next.length ? { question: question.id, option_ids: next } : undefined);
  };

  const describedBy = [question.arabic_text ? arabicId : null, question.kind === 'short-text' ? null : hintId]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={cx(styles.card, className)} data-kind={question.kind} data-flagged={flagged || undefined}>
      <fieldset className={styles.fieldset} disabled={disabled} aria-describedby={describedBy || undefined}>
        <legend className={styles.legend}>
          <span className={styles.meta}>
            <span className={styles.number}>{bn.question.number(index + 1, total)}</span>
            <span className={styles.marks}>
              <span aria-hidden="true"> · </span>
              {bn.question.marks(question.marks)}
            </span>
          </span>
          <span className={styles.prompt}>{question.prompt}</span>
        </legend>

        {question.arabic_text ? (
          <p id={arabicId} className={styles.arabic} lang="ar" dir="rtl">
            {question.arabic_text}
          </p>
        ) : null}

        {question.kind === 'short-text' ? (
          <div className={styles.textField}>
            <label htmlFor={textId} className={styles.textLabel}>
              {bn.question.answer}
            </label>
            <p id={hintId} className={styles.hint}>
              {bn.question.answerHint}
            </p>
            <textarea
              id={textId}
              className={styles.textarea}
              rows={3}
              dir="auto"
              aria-describedby={hintId}
              value={answer?.text ?? ''}
              onChange={(event) => {
                const text = event.target.value;
                onAnswer(text.trim() ? { question: question.id, text } : undefined);
              }}
            />
          </div>
        ) : (
          <>
            <p id={hintId} className={styles.hint}>
              {question.kind === 'single-choice' ? bn.question.chooseOne : bn.question.chooseMany}
            </p>
            <div className={styles.options}>
              {question.options.map((option) => {
                const arabic = isArabicText(option.text);
                return (
                  <label key={option.id} className={styles.option}>
                    <input
                      type={question.kind === 'single-choice' ? 'radio' : 'checkbox'}
                      name={`${id}-options`}
                      value={option.id}
                      checked={chosen.includes(option.id)}
                      onChange={(event) => choose(option.id, event.target.checked)}
                      className={styles.input}
                    />
                    <span
                      className={cx(styles.optionText, arabic && styles.arabicOption)}
                      lang={arabic ? 'ar' : undefined}
                      dir={arabic ? 'rtl' : undefined}
                    >
                      {option.text}
                    </span>
                  </label>
                );
              })}
            </div>
          </>
        )}
      </fieldset>

      {onFlag ? (
        <button
          type="button"
          className={styles.flag}
          aria-pressed={flagged}
          onClick={() => onFlag(!flagged)}
          disabled={disabled}
        >
          <span className={styles.flagIcon} aria-hidden="true">
            {flagged ? '⚑' : '⚐'}
          </span>
          {bn.question.flag}
        </button>
      ) : null}
    </div>
  );
}
