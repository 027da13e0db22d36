import { formatTime } from '@tilawat/domain';
import type { V3Schemas } from '@tilawat/sdk';
import { Button } from '../button/button';
import { saveStatus as saveStatusWords } from '../copy/words/save-status';
import { cx } from '../internal/cx';
import styles from './save-status.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { saveStatus: saveStatusWords };

/** saved: on the server (at `savedAt`); saving: a quick-save is on its way; offline: kept on this device; error: the save failed. */
export type SaveStatusState = 'saved' | 'saving' | 'offline' | 'error';

export interface SaveStatusProps {
  status: SaveStatusState;
  /** When the answers were last saved on the server (`QuickSave.saved_at`); null when never. */
  savedAt?: V3Schemas['QuickSave']['saved_at'];
  /** Offered after an error: the page quick-saves again. Without it no retry button is drawn. */
  onRetry?: () => void;
  className?: string;
}

/**
 * Where the learner's answers are: saved (and when), being saved, kept on this device while
 * offline, or not saved. A polite live region: while saving it is busy, so a screen reader hears
 * the outcome of a save, not every quick-save starting.
 */
export function SaveStatus({ status, savedAt = null, onRetry, className }: SaveStatusProps) {
  const text =
    status === 'saved'
      ? savedAt
        ? bn.saveStatus.saved(formatTime(savedAt))
        : bn.saveStatus.nothingYet
      : bn.saveStatus[status];

  return (
    <div className={cx(styles.root, className)} data-state={status}>
      <p role="status" aria-live="polite" aria-busy={status === 'saving'} className={styles.status}>
        {status === 'saving' ? (
          <span className={styles.spinner} aria-hidden="true" />
        ) : (
          // The glyph is drawn by CSS, so the live region holds the words alone.
          <span className={styles.icon} aria-hidden="true" />
        )}
        <span>{text}</span>
      </p>
      {status === 'error' && onRetry ? (
        <Button variant="ghost" onClick={onRetry} className={styles.retry}>
          {bn.saveStatus.retry}
        </Button>
      ) : null}
    </div>
  );
}
