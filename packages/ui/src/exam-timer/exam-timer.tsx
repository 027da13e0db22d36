import { formatDigits } from '@tilawat/domain';
import type { V3Schemas } from '@tilawat/sdk';
import { useEffect, useId, useRef, useState } from 'react';
import { examTimer as examTimerWords } from '../copy/words/exam-timer';
import { cx } from '../internal/cx';
import hidden from '../internal/visually-hidden.module.css';
import styles from './exam-timer.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { examTimer: examTimerWords };

/** From this many seconds left the timer looks urgent and says so once. */
export const EXAM_WARNING_SECONDS = 5 * 60;
/** From this many seconds left it says so once more. */
export const EXAM_LAST_MINUTE_SECONDS = 60;

/** Whole seconds left until `deadlineAt` at `now` (ms), never below 0. */
export function examSecondsLeft(deadlineAt: string, now: number): number {
  return Math.max(0, Math.ceil((new Date(deadlineAt).getTime() - now) / 1000));
}

/** Seconds as mm:ss in Bengali digits: 1050 → '১৭:৩০'; an exam longer than an hour reads '৯০:০০'. */
export function formatExamClock(seconds: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return formatDigits(`${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`);
}

export type ExamTimerState = 'running' | 'warning' | 'expired';

export interface ExamTimerProps {
  /** The server's deadline of the attempt (`Exam.attempt.deadline_at`); the server's time is the truth. */
  deadlineAt: V3Schemas['ExamAttempt']['deadline_at'];
  /** The clock, in ms (stories and tests pin it; the web may pass one corrected by the server's time). */
  now?: () => number;
  /** Raised once when the time runs out (again only for a new `deadlineAt`); the page submits. */
  onExpire?: () => void;
  className?: string;
}

/**
 * Time left in an exam attempt as mm:ss. It ticks against the clock (a throttled tab still ends on
 * time), looks urgent in the last five minutes, and tells screen readers politely only twice — at
 * five minutes and at one minute left — never every second: the ticking clock is a `timer`, which
 * is not announced.
 */
export function ExamTimer({ deadlineAt, now = Date.now, onExpire, className }: ExamTimerProps) {
  const labelId = useId();
  const nowRef = useRef(now);
  nowRef.current = now;
  const [at, setAt] = useState(() => now());

  useEffect(() => {
    const tick = () => {
      const next = nowRef.current();
      // Re-render only when the shown second changes.
      setAt((prev) =>
        examSecondsLeft(deadlineAt, prev) === examSecondsLeft(deadlineAt, next) ? prev : next,
      );
      return next;
    };
    if (examSecondsLeft(deadlineAt, tick()) === 0) return;
    const timer = setInterval(() => {
      if (examSecondsLeft(deadlineAt, tick()) === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [deadlineAt]);

  const left = examSecondsLeft(deadlineAt, at);
  const state: ExamTimerState = left === 0 ? 'expired' : left <= EXAM_WARNING_SECONDS ? 'warning' : 'running';

  const onExpireRef = useRef(onExpire);
  onExpireRef.current = onExpire;
  const expiredFor = useRef<string | null>(null);
  useEffect(() => {
    if (left === 0 && expiredFor.current !== deadlineAt) {
      expiredFor.current = deadlineAt;
      onExpireRef.current?.();
    }
  }, [left, deadlineAt]);

  // The same words for a whole stretch of time, so the live region changes (and speaks) only twice.
  const announcement =
    left <= EXAM_LAST_MINUTE_SECONDS
      ? bn.examTimer.minutesLeft(1)
      : left <= EXAM_WARNING_SECONDS
        ? bn.examTimer.minutesLeft(5)
        : '';

  return (
    <div className={cx(styles.timer, className)} data-state={state}>
      <span id={labelId} className={styles.label}>
        {bn.examTimer.label}
      </span>
      <span role="timer" aria-labelledby={labelId} className={styles.clock} suppressHydrationWarning>
        {formatExamClock(left)}
      </span>
      {state === 'running' ? null : (
        <span className={styles.badge}>
          <span aria-hidden="true">{state === 'expired' ? '■' : '▲'}</span>{' '}
          {state === 'expired' ? bn.examTimer.expired : bn.examTimer.warning}
        </span>
      )}
      <span role="status" aria-live="polite" aria-atomic="true" className={hidden.hidden}>
        {announcement}
      </span>
    </div>
  );
}
