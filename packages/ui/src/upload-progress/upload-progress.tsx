import { useEffect, useId, useRef } from 'react';
import { Button } from '../button/button';
import { uploadProgress as uploadProgressWords } from '../copy/words/upload-progress';
import { cx } from '../internal/cx';
import progress from '../internal/native-progress.module.css';
import styles from './upload-progress.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { uploadProgress: uploadProgressWords };

/**
 * uploading: the bytes are going up; queued: the server has them and its background job has not
 * started; processing: the job is making the HLS rendition; ready: done; failed: either step failed.
 * A PDF goes uploading → ready or failed.
 */
export type UploadPhase = 'uploading' | 'queued' | 'processing' | 'ready' | 'failed';

export interface UploadProgressProps {
  /** What is being uploaded: the file's name. */
  label: string;
  phase: UploadPhase;
  /** 0–100 within the phase: bytes sent while uploading, the rendition while processing. Ignored otherwise. */
  percent?: number;
  /** The failure, in Bengali, shown when phase is 'failed'. */
  error?: string;
  /** While uploading: a cancel button (বাতিল) calls it. */
  onCancel?: () => void;
  /** When failed: a retry button (আবার চেষ্টা করুন) calls it. */
  onRetry?: () => void;
  className?: string;
}

/** A percentage as a whole number within 0…100 (anything not a finite number is 0). */
const whole = (n: number | undefined) =>
  n !== undefined && Number.isFinite(n) ? Math.min(100, Math.max(0, Math.round(n))) : 0;

/**
 * A file on its way into the course: a native `<progress>` (max 100) named by the file's name, and
 * what is happening in Bengali: "আপলোড হচ্ছে — ৪২%", "সার্ভারে পৌঁছেছে — প্রসেসের অপেক্ষায়" (the
 * bar indeterminate: no value), "ভিডিও তৈরি হচ্ছে — ৬৫%", "প্রস্তুত", or the failure (`error`, else
 * "আপলোড হয়নি") announced as an alert, with no bar. A polite live region holds the phase's words
 * alone, so a screen reader hears each phase once, never each percent (the bar carries the value,
 * as Bengali digits in aria-valuetext). While uploading `onCancel` draws "বাতিল"; when failed
 * `onRetry` draws "আবার চেষ্টা করুন"; both are described by the file's name. When the cancel button
 * goes away with the focus on it, the focus moves to the retry button, else to the whole item.
 */
export function UploadProgress({
  label,
  phase,
  percent,
  error,
  onCancel,
  onRetry,
  className,
}: UploadProgressProps) {
  const t = bn.uploadProgress;
  const nameId = `${useId()}-name`;
  const rootRef = useRef<HTMLDivElement>(null);
  const retryRef = useRef<HTMLButtonElement>(null);
  const cancelHadFocus = useRef(false);

  const failed = phase === 'failed';
  const measured = phase === 'uploading' || phase === 'processing';
  const value = phase === 'ready' ? 100 : measured ? whole(percent) : undefined;
  const showCancel = phase === 'uploading' && onCancel !== undefined;
  const showRetry = failed && onRetry !== undefined;

  // The cancel button leaves when the phase moves on: focus on it would fall to the page's body.
  useEffect(() => {
    if (showCancel || !cancelHadFocus.current) return;
    cancelHadFocus.current = false;
    const active = document.activeElement;
    if (active !== null && active !== document.body) return;
    (retryRef.current ?? rootRef.current)?.focus();
  }, [showCancel]);

  return (
    // biome-ignore lint/a11y/useSemanticElements: one file's bar, status and buttons named by the file; not a form's fieldset.
    <div
      ref={rootRef}
      className={cx(styles.upload, className)}
      data-phase={phase}
      role="group"
      aria-labelledby={nameId}
      tabIndex={-1}
    >
      <span id={nameId} className={styles.name}>
        {label}
      </span>
      {failed ? null : (
        <progress
          className={cx(progress.bar, styles.bar)}
          max={100}
          value={value}
          aria-labelledby={nameId}
          aria-valuetext={value === undefined ? undefined : t.percent(value)}
        />
      )}
      <p className={styles.line}>
        {/* Only the phase's words: each phase heard once, not each percent. */}
        <span role="status" aria-live="polite" className={styles.phase}>
          {failed ? '' : t.phase[phase]}
        </span>
        {measured ? <span aria-hidden="true">{t.percentAfter(whole(percent))}</span> : null}
      </p>
      {/* Always there, so a failure that arrives later is announced. */}
      <div role="alert" className={styles.alertSlot}>
        {failed ? (
          <p className={styles.error}>
            <span aria-hidden="true" className={styles.errorIcon}>
              !
            </span>
            {error || t.failed}
          </p>
        ) : null}
      </div>
      {showCancel || showRetry ? (
        <div className={styles.actions}>
          {showCancel ? (
            <Button
              variant="ghost"
              aria-describedby={nameId}
              onClick={onCancel}
              ref={(node) => {
                if (!node) return;
                // Called as the button goes (before it leaves the page): did it hold the focus?
                return () => {
                  cancelHadFocus.current = document.activeElement === node;
                };
              }}
            >
              {t.cancel}
            </Button>
          ) : null}
          {showRetry ? (
            <Button ref={retryRef} variant="secondary" aria-describedby={nameId} onClick={onRetry}>
              {t.retry}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
