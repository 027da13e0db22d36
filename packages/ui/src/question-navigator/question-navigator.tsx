import { formatNumber, isQuestionAnswered, type SubmissionAnswer } from '@tilawat/domain';
import type { V3Schemas } from '@tilawat/sdk';
import { type CSSProperties, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { questionNavigator as questionNavigatorWords } from '../copy/words/question-navigator';
import { cx } from '../internal/cx';
import styles from './question-navigator.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { questionNavigator: questionNavigatorWords };

export interface QuestionNavigatorProps {
  /** The exam's questions, in order (`Exam.questions`). */
  questions: readonly V3Schemas['Question'][];
  /** The learner's answers so far (as quick-saved: `QuickSave.answers`). */
  answers: readonly SubmissionAnswer[];
  /** Ids of the questions marked "for later". */
  flagged?: readonly number[];
  /** The question on screen, from 0. */
  current: number;
  /** The learner goes to a question (click, Enter or Space). */
  onSelect: (index: number) => void;
  /** Numbers in a row; ↑/↓ move by a row. */
  columns?: number;
  /** Direction of ←/→ (right-to-left swaps them). */
  dir?: 'ltr' | 'rtl';
  className?: string;
}

/**
 * The exam's questions as a grid of numbers. Answered ones are filled and ticked, flagged ones
 * carry a flag, unanswered ones are outlined — shapes and words, not colour alone; the current one
 * is marked `aria-current`. One tab stop: arrow keys move focus (roving tabindex), Home/End go to
 * the ends, Enter or Space goes to the question.
 */
export function QuestionNavigator({
  questions,
  answers,
  flagged = [],
  current,
  onSelect,
  columns = 5,
  dir = 'ltr',
  className,
}: QuestionNavigatorProps) {
  const [focus, setFocus] = useState(current);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  useEffect(() => {
    setFocus(current);
  }, [current]);

  const answeredCount = questions.filter((q) => isQuestionAnswered(q, answers)).length;
  const flaggedCount = questions.filter((q) => flagged.includes(q.id)).length;
  const last = questions.length - 1;
  const tabStop = Math.min(Math.max(focus, 0), last);

  const move = (to: number) => {
    setFocus(to);
    buttons.current[to]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    let to: number | undefined;
    if (event.key === forward) to = Math.min(index + 1, last);
    else if (event.key === backward) to = Math.max(index - 1, 0);
    else if (event.key === 'ArrowDown') to = index + columns <= last ? index + columns : index;
    else if (event.key === 'ArrowUp') to = index - columns >= 0 ? index - columns : index;
    else if (event.key === 'Home') to = 0;
    else if (event.key === 'End') to = last;
    if (to !== undefined) {
      event.preventDefault();
      move(to);
    }
  };

  return (
    <nav aria-label={bn.questionNavigator.label} className={cx(styles.root, className)} dir={dir}>
      <p className={styles.summary}>
        {bn.questionNavigator.summary(answeredCount, questions.length)}
        {flaggedCount ? ` · ${bn.questionNavigator.flaggedCount(flaggedCount)}` : null}
      </p>
      <ol className={styles.grid} style={{ '--columns': columns } as CSSProperties}>
        {questions.map((question, index) => {
          const answered = isQuestionAnswered(question, answers);
          const isFlagged = flagged.includes(question.id);
          return (
            <li key={question.id}>
              <button
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                type="button"
                className={styles.item}
                tabIndex={index === tabStop ? 0 : -1}
                aria-current={index === current ? 'step' : undefined}
                aria-label={bn.questionNavigator.item(index + 1, answered, isFlagged)}
                data-answered={answered || undefined}
                data-flagged={isFlagged || undefined}
                onClick={() => {
                  setFocus(index);
                  onSelect(index);
                }}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                <span className={styles.number}>{formatNumber(index + 1)}</span>
                {answered ? (
                  <span className={styles.tick} aria-hidden="true">
                    ✓
                  </span>
                ) : null}
                {isFlagged ? (
                  <span className={styles.flag} aria-hidden="true">
                    ⚑
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ol>
      <ul className={styles.key} aria-hidden="true">
        <li>
          <span className={cx(styles.swatch, styles.swatchAnswered)}>✓</span>
          {bn.questionNavigator.key.answered}
        </li>
        <li>
          <span className={styles.swatch} />
          {bn.questionNavigator.key.unanswered}
        </li>
        <li>
          <span className={cx(styles.swatch, styles.swatchFlagged)}>⚑</span>
          {bn.questionNavigator.key.flagged}
        </li>
        <li>
          <span className={cx(styles.swatch, styles.swatchCurrent)} />
          {bn.questionNavigator.key.current}
        </li>
      </ul>
    </nav>
  );
}
