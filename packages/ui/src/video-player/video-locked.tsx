import type { ReactNode } from 'react';
import { video as videoWords } from '../copy/words/video';
import { cx } from '../internal/cx';
import styles from './video-player.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { video: videoWords };

export interface VideoLockedProps {
  title: string;
  poster?: string | null;
  /** What is said; `bn.video.locked` unless the page knows better. */
  message?: ReactNode;
  /** E.g. an enroll button. */
  action?: ReactNode;
  className?: string;
}

/** The player's frame when the recording is locked for this learner: the poster, a lock, why, and what to do. */
export function VideoLocked({ title, poster, message, action, className }: VideoLockedProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a media player is a group of controls, not a form's fieldset.
    <div
      className={cx(styles.player, styles.locked, className)}
      role="group"
      aria-label={bn.video.player(title)}
    >
      {poster ? <img src={poster} alt="" className={styles.poster} /> : null}
      <div className={styles.lockedMessage}>
        <svg width="32" height="32" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <rect x="5" y="11" width="14" height="10" rx="2" fill="currentColor" />
          <path d="M8 11V8a4 4 0 0 1 8 0v3" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
        <p>{message ?? bn.video.locked}</p>
        {action}
      </div>
    </div>
  );
}
