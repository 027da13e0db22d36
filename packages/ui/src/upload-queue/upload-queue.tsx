import { useId, useLayoutEffect, useRef } from 'react';
import { Button } from '../button/button';
import { uploadQueue as uploadQueueWords } from '../copy/words/upload-queue';
import { cx } from '../internal/cx';
import styles from './upload-queue.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { uploadQueue: uploadQueueWords };

/**
 * recorded: kept on the phone, not queued yet; waiting: queued, waiting for the network; uploading:
 * going up (`progress`); sent: the server has it; failed: gave up (`error`), a retry may send it again.
 */
export type UploadItemState = 'recorded' | 'waiting' | 'uploading' | 'sent' | 'failed';

export interface UploadQueueItem {
  /** The ayah's number in its surah. */
  ayah: number;
  state: UploadItemState;
  /** 0–1, the bytes sent while uploading. */
  progress?: number;
  /** Why it failed, in Bengali (shown when failed). */
  error?: string | null;
}

export interface UploadQueueProps {
  items: UploadQueueItem[];
  online: boolean;
  /** When given, a failed ayah has "আবার চেষ্টা করুন". */
  onRetry?: (ayah: number) => void;
  className?: string;
}

/** 0–1 as a whole percentage within 0…100 (anything not a finite number is 0). */
const percentOf = (n: number | undefined) =>
  n !== undefined && Number.isFinite(n) ? Math.min(100, Math.max(0, Math.round(n * 100))) : 0;

/**
 * Where each recorded ayah is on its way to the teacher, as a list named "রেকর্ডিং পাঠানোর অবস্থা":
 * "আয়াত ৩" and its state in words and a shape as well as colour — রেকর্ড হয়েছে (●), নেটওয়ার্কের
 * অপেক্ষায় (◷), পাঠানো হচ্ছে with a bar (`role="progressbar"`, aria-valuenow, "৪২%"), পাঠানো হয়েছে
 * (✓), পাঠানো যায়নি (!) with the reason and "আবার চেষ্টা করুন" (`onRetry`, described by the ayah).
 *
 * Above the list, "৭টির মধ্যে ৫টি পাঠানো হয়েছে" (and how many failed) is a polite status: it changes
 * when an ayah is sent or fails, never with the percentages; "সব রেকর্ডিং পাঠানো হয়েছে" at the end.
 * Offline (`online` false), a banner says the recordings are kept on this phone and will go by
 * themselves when the network returns (announced when the network goes). When a pressed retry
 * button leaves, the focus stays on its ayah.
 */
export function UploadQueue({ items, online, onRetry, className }: UploadQueueProps) {
  const t = bn.uploadQueue;
  const id = useId();
  const listRef = useRef<HTMLUListElement>(null);
  /** The ayah whose focused retry button just left the page. */
  const lostFocus = useRef<number | null>(null);

  useLayoutEffect(() => {
    const ayah = lostFocus.current;
    if (ayah === null) return;
    lostFocus.current = null;
    const active = document.activeElement;
    if (active !== null && active !== document.body) return;
    listRef.current?.querySelector<HTMLElement>(`[data-ayah="${ayah}"]`)?.focus();
  });

  const sent = items.filter((item) => item.state === 'sent').length;
  const failed = items.filter((item) => item.state === 'failed').length;
  const summary =
    items.length === 0
      ? ''
      : sent === items.length
        ? t.allSent
        : `${t.summary(sent, items.length)}${failed ? t.failedCount(failed) : ''}`;

  return (
    <div className={cx(styles.queue, className)} data-online={online}>
      {/* Always in the page, so going offline is heard. */}
      <div role="status" className={styles.offlineSlot}>
        {online ? null : (
          <p className={styles.offline}>
            <span className={styles.offlineIcon} aria-hidden="true" />
            {t.offline}
          </p>
        )}
      </div>
      {items.length === 0 ? (
        <p className={styles.empty}>{t.empty}</p>
      ) : (
        <>
          <p role="status" className={styles.summary} data-done={sent === items.length || undefined}>
            {summary}
          </p>
          <ul ref={listRef} className={styles.items} aria-label={t.label}>
            {items.map((item) => {
              const nameId = `${id}-${item.ayah}`;
              const percent = percentOf(item.progress);
              const uploading = item.state === 'uploading';
              return (
                <li
                  key={item.ayah}
                  className={styles.item}
                  data-state={item.state}
                  data-ayah={item.ayah}
                  tabIndex={-1}
                >
                  <span className={styles.icon} aria-hidden="true" />
                  <span id={nameId} className={styles.ayah}>
                    {t.ayah(item.ayah)}
                  </span>
                  <span className={styles.state}>
                    {t.state[item.state]}
                    {uploading ? <span aria-hidden="true">{t.percentAfter(percent)}</span> : null}
                  </span>
                  {uploading ? (
                    <div
                      className={styles.bar}
                      role="progressbar"
                      aria-labelledby={nameId}
                      aria-valuemin={0}
                      aria-valuemax={100}
                      aria-valuenow={percent}
                      aria-valuetext={t.percent(percent)}
                    >
                      <div className={styles.fill} style={{ inlineSize: `${percent}%` }} />
                    </div>
                  ) : null}
                  {item.state === 'failed' && (item.error || onRetry) ? (
                    <div className={styles.failure}>
                      {item.error ? <p className={styles.error}>{item.error}</p> : null}
                      {onRetry ? (
                        <Button
                          variant="secondary"
                          aria-describedby={nameId}
                          onClick={() => onRetry(item.ayah)}
                          ref={(node) => {
                            if (!node) return;
                            // Called as the button goes (before it leaves the page): did it hold the focus?
                            return () => {
                              if (document.activeElement === node) lostFocus.current = item.ayah;
                            };
                          }}
                        >
                          {t.retry}
                        </Button>
                      ) : null}
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}
