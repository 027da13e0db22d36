import { progressBar as progressBarWords } from '../copy/words/progress-bar';
import { cx } from '../internal/cx';
import styles from './progress-bar.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { progressBar: progressBarWords };

export interface ProgressBarProps {
  /** Recordings watched. Clamped to 0…max. */
  value: number;
  /** Recordings in all; 0 shows "এখনো কোনো পাঠ নেই" instead of a bar. */
  max: number;
  /** The bar's accessible name, e.g. the module's title. */
  label: string;
  /** sm in lists and headers, md on cards. */
  size?: 'sm' | 'md';
  className?: string;
}

const whole = (n: number) => (Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0);

/**
 * Progress through a module's recordings: a bar and "৩/১০ পাঠ দেখা হয়েছে". A `progressbar` named
 * by `label` whose value screen readers hear in Bengali words (aria-valuetext).
 */
export function ProgressBar({ value, max, label, size = 'md', className }: ProgressBarProps) {
  const total = whole(max);
  const done = Math.min(whole(value), total);

  if (total === 0) {
    return (
      <div className={cx(styles.progress, className)} data-size={size} data-state="empty">
        <div className={styles.track} aria-hidden="true" />
        <p className={styles.text}>{bn.progressBar.empty}</p>
      </div>
    );
  }

  const share = done / total;
  return (
    <div
      className={cx(styles.progress, className)}
      data-size={size}
      data-state={done === total ? 'done' : 'partial'}
    >
      {/* A styled track (not <progress>, which browsers draw each their own way), read in Bengali words. */}
      <div
        className={styles.track}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={bn.progressBar.watchedText(done, total)}
      >
        <div className={styles.fill} style={{ inlineSize: `${share * 100}%` }} />
      </div>
      {/* The bar already says this to screen readers: shown, not read twice. */}
      <p className={styles.text} aria-hidden="true">
        {bn.progressBar.watched(done, total)}
      </p>
    </div>
  );
}
