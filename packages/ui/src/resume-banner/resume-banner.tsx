import { formatClock } from '@tilawat/domain';
import { resumeBanner as resumeBannerWords } from '../copy/words/resume-banner';
import { cx } from '../internal/cx';
import styles from './resume-banner.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { resumeBanner: resumeBannerWords };

export interface ResumeBannerProps {
  /** Where the video resumes, in seconds (shown as a player clock: '০:০৮'). */
  position: number;
  /** "শুরু থেকে দেখুন": the learner wants the lesson from the beginning. */
  onRestart: () => void;
  /** Shows a close button when given. */
  onDismiss?: () => void;
  className?: string;
}

/**
 * Tells the learner the lesson continues where they stopped ("যেখানে থেমেছিলেন সেখান থেকে চলবে —
 * ০:০৮") and offers to start over. The sentence is a polite status: said once when it appears.
 * Dark, to sit over the video's stage.
 */
export function ResumeBanner({ position, onRestart, onDismiss, className }: ResumeBannerProps) {
  return (
    <div className={cx(styles.banner, className)}>
      <p className={styles.text} role="status">
        {bn.resumeBanner.resumed(formatClock(position))}
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.restart} onClick={onRestart}>
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M4 12a8 8 0 1 0 2.5-5.8M4 4v4h4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.25"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          {bn.resumeBanner.restart}
        </button>
        {onDismiss ? (
          <button
            type="button"
            className={styles.dismiss}
            onClick={onDismiss}
            aria-label={bn.resumeBanner.dismiss}
          >
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" />
            </svg>
          </button>
        ) : null}
      </div>
    </div>
  );
}
