import { fileSizeText, formatDate, formatNumber } from '@tilawat/domain';
import { useId } from 'react';
import { Button } from '../button/button';
import { lessonDownload as lessonDownloadWords } from '../copy/words/lesson-download';
import { cx } from '../internal/cx';
import progress from '../internal/native-progress.module.css';
import styles from './lesson-download.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { lessonDownload: lessonDownloadWords };

/**
 * idle: not on the device (or a download failed: `error`); choosing: the lesson comes in more than one
 * rendition and the learner picks one; downloading; paused (the connection broke, or the learner paused);
 * ready: every file is on the device.
 */
export type LessonDownloadPhase = 'idle' | 'choosing' | 'downloading' | 'paused' | 'ready';

export interface RenditionChoice {
  id: string;
  sizeBytes: number;
  bandwidthBps: number;
}

export interface LessonDownloadProps {
  phase: LessonDownloadPhase;
  /** Bytes saved so far and in all (downloading, paused, ready). */
  savedBytes?: number;
  totalBytes?: number;
  /** Until when the kept copy plays (ready). */
  licenceUntil?: Date | string | null;
  /** Why the last download failed, in Bengali (idle). */
  error?: string | null;
  /** The renditions offered (choosing), smallest first; `chosen` the one picked (the smallest by default). */
  choices?: readonly RenditionChoice[];
  chosen?: string;
  onChoose?: (id: string) => void;
  /** Asking the server before the download starts: the button is busy. */
  busy?: boolean;
  onDownload: () => void;
  onPause?: () => void;
  onResume?: () => void;
  onRemove?: () => void;
  className?: string;
}

const percentOf = (saved = 0, total = 0) =>
  total > 0 ? Math.min(100, Math.max(0, Math.floor((saved / total) * 100))) : 0;

/**
 * A lesson kept for offline play (issue 39), under its player: "ডাউনলোড করুন"; the choice of renditions
 * when there is more than one (the smallest first and chosen); while it downloads a native `<progress>`
 * with the bytes saved of all and "থামান"; stopped part-way, that it resumes when the connection returns,
 * with "আবার চালু করুন"; kept, until when it plays and "ডিভাইস থেকে মুছুন". The phase's sentence is a polite
 * status (heard once per phase, never per percent); a failure is an alert beside the button.
 */
export function LessonDownload({
  phase,
  savedBytes = 0,
  totalBytes = 0,
  licenceUntil,
  error,
  choices = [],
  chosen,
  onChoose,
  busy = false,
  onDownload,
  onPause,
  onResume,
  onRemove,
  className,
}: LessonDownloadProps) {
  const t = bn.lessonDownload;
  const id = useId();
  const titleId = `${id}-title`;
  const percent = percentOf(savedBytes, totalBytes);
  const measured = phase === 'downloading' || phase === 'paused';

  return (
    <section className={cx(styles.download, className)} data-phase={phase} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t.title}
      </h2>

      {phase === 'choosing' && choices.length > 1 ? (
        <fieldset className={styles.choices}>
          <legend className={styles.legend}>{t.renditionLabel}</legend>
          {choices.map((choice) => (
            <label key={choice.id} className={styles.choice}>
              <input
                type="radio"
                name={`${id}-rendition`}
                value={choice.id}
                checked={(chosen ?? choices[0]?.id) === choice.id}
                onChange={() => onChoose?.(choice.id)}
              />
              {t.renditionOption(
                fileSizeText(choice.sizeBytes),
                formatNumber(Math.round(choice.bandwidthBps / 1000)),
              )}
            </label>
          ))}
        </fieldset>
      ) : null}

      {measured ? (
        <>
          <progress
            className={progress.bar}
            max={100}
            value={percent}
            aria-labelledby={titleId}
            aria-valuetext={t.percent(formatNumber(percent))}
          />
          <p className={styles.line} aria-hidden="true">
            {t.progress(fileSizeText(savedBytes), fileSizeText(totalBytes))}
          </p>
        </>
      ) : null}

      <p role="status" className={styles.status}>
        {phase === 'downloading' ? t.downloading : null}
        {phase === 'paused' ? t.paused : null}
        {phase === 'ready' ? t.ready : null}
      </p>
      {phase === 'ready' && licenceUntil ? (
        <p className={styles.line}>{t.licence(formatDate(licenceUntil))}</p>
      ) : null}

      <div role="alert" className={styles.alertSlot}>
        {phase === 'idle' && error ? <p className={styles.error}>{error}</p> : null}
      </div>

      <div className={styles.actions}>
        {phase === 'idle' || phase === 'choosing' ? (
          <Button
            variant={phase === 'choosing' ? 'primary' : 'secondary'}
            loading={busy}
            onClick={onDownload}
          >
            {phase === 'idle' && error ? t.retry : t.download}
          </Button>
        ) : null}
        {phase === 'idle' && totalBytes > 0 ? (
          <span className={styles.line}>{t.sizeHint(fileSizeText(totalBytes))}</span>
        ) : null}
        {phase === 'downloading' && onPause ? (
          <Button variant="ghost" onClick={onPause}>
            {t.pause}
          </Button>
        ) : null}
        {phase === 'paused' && onResume ? (
          <Button variant="secondary" onClick={onResume}>
            {t.resume}
          </Button>
        ) : null}
        {(phase === 'paused' || phase === 'ready') && onRemove ? (
          <Button variant="ghost" onClick={onRemove}>
            {t.remove}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
