import { formatClock } from '@tilawat/domain';
import { type ReactNode, useCallback, useId, useLayoutEffect, useRef } from 'react';
import { Button } from '../button/button';
import { ayahRecorder as ayahRecorderWords } from '../copy/words/ayah-recorder';
import { cx } from '../internal/cx';
import hidden from '../internal/visually-hidden.module.css';
import styles from './ayah-recorder.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { ayahRecorder: ayahRecorderWords };

/**
 * idle: nothing recorded yet; asking: the browser's microphone prompt is open; denied: the learner
 * (or the browser) refused the microphone; unsupported: this browser cannot record (no
 * `getUserMedia` or `MediaRecorder`); recording; recorded: a take exists (`takeUrl` to listen back).
 */
export type AyahRecorderState = 'idle' | 'asking' | 'denied' | 'unsupported' | 'recording' | 'recorded';

/** The microphone's level in words, so the meter is read by more than its colour. */
export type MicLevel = 'silent' | 'quiet' | 'good' | 'loud';

/** A take's longest length unless the page says otherwise (the api refuses more than 60 s). */
export const RECORDING_MAX_MS = 60_000;

/** In its last this-many seconds a take is drawn urgent and says so once. */
export const RECORDING_LAST_SECONDS = 10;

/** 0–1 as words: below 0.05 silent, below 0.2 quiet, above 0.9 loud (clipping), else good. */
export function micLevel(level: number): MicLevel {
  if (!(level >= 0.05)) return 'silent';
  if (level < 0.2) return 'quiet';
  if (level > 0.9) return 'loud';
  return 'good';
}

export interface AyahRecorderProps {
  /**
   * The ayah: its number and its Uthmani text. No meaning: no Bengali translation is licensed for a
   * platform that sells courses (docs/licences.md).
   */
  ayah: { number: number; text: string };
  /** idle (nothing yet), asking (permission prompt open), denied, unsupported, recording, recorded. */
  state: AyahRecorderState;
  /** 0–1, the microphone's level while recording. */
  level?: number;
  elapsedMs?: number;
  /** 60 000 by default. */
  maxMs?: number;
  /** An object URL of the take, to listen back before (or after) sending. */
  takeUrl?: string | null;
  onStart: () => void;
  onStop: () => void;
  /** Re-record: forget the take and start again. */
  onRerecord: () => void;
  /** Disabled while the practice waits for the teacher (with why). */
  locked?: string | null;
  error?: string | null;
  /** The level of the "আয়াত ২" heading (3 by default). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

const clamp01 = (n: number | undefined) =>
  n !== undefined && Number.isFinite(n) ? Math.min(1, Math.max(0, n)) : 0;

/** 'সর্বোচ্চ ১ মিনিট' or '৪৫ সেকেন্ড': whole minutes in minutes, else seconds. */
function limitWords(maxMs: number): string {
  const seconds = Math.round(maxMs / 1000);
  return seconds % 60 === 0 ? bn.ayahRecorder.minutes(seconds / 60) : bn.ayahRecorder.seconds(seconds);
}

/** Arabic-Indic digits for the end-of-ayah sign (۝٢), drawn by the Quran face as one ornament. */
const arabicDigits = new Intl.NumberFormat('ar-u-nu-arab', { useGrouping: false });

function MicIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M12 3a3 3 0 0 0-3 3v6a3 3 0 0 0 6 0V6a3 3 0 0 0-3-3Zm-7 9a7 7 0 0 0 6 6.93V21h2v-2.07A7 7 0 0 0 19 12h-2a5 5 0 0 1-10 0H5Z"
        fill="currentColor"
      />
    </svg>
  );
}

function LockIcon() {
  return (
    <svg
      className={styles.lockIcon}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 0 1 6 0v3H9Zm3 4a1.5 1.5 0 0 1 .75 2.8V18h-1.5v-1.2A1.5 1.5 0 0 1 12 14Z"
        fill="currentColor"
      />
    </svg>
  );
}

function StopIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <rect x="6" y="6" width="12" height="12" rx="2" fill="currentColor" />
    </svg>
  );
}

/**
 * One ayah to recite: its number ("আয়াত ২"), the text in the Quran's script (`lang="ar"`, right to
 * left, large, in the Quran face, closed by the end-of-ayah sign) and the microphone around it —
 * presentational: the page owns the MediaRecorder and passes `state`.
 *
 * - idle: "রেকর্ড শুরু করুন" (`onStart`) and how long a take may be;
 * - asking: the same button busy, and that the browser is about to ask for the microphone;
 * - denied: how to allow the microphone in the browser's site settings, and "আবার চেষ্টা করুন" (`onStart`);
 * - unsupported: this browser cannot record — open the page in Chrome on Android;
 * - recording: a level meter (a native `<meter>`, named, its value in words as well as colour), the
 *   elapsed time of the most ("০:১২ / ১:০০", Bengali digits, urgent in the last ১০ seconds) and
 *   "রেকর্ড থামান" (`onStop`);
 * - recorded: an `<audio controls>` of `takeUrl` and "আবার রেকর্ড করুন" (`onRerecord`).
 *
 * A polite status line says "রেকর্ড হচ্ছে", "রেকর্ড হয়েছে — শুনে দেখুন" or that the microphone is
 * blocked: it changes when the state does (and once when the last seconds begin), never with each
 * tick of the clock or the meter. `locked` replaces the controls with why recording is not possible
 * now (a take stays playable); `error` is an alert. When the focused control goes with a change of
 * state, the focus moves to the next state's own control (start → stop → the player), never to the
 * page's start.
 */
export function AyahRecorder({
  ayah,
  state,
  level,
  elapsedMs = 0,
  maxMs = RECORDING_MAX_MS,
  takeUrl,
  onStart,
  onStop,
  onRerecord,
  locked,
  error,
  headingLevel = 3,
  className,
}: AyahRecorderProps) {
  const t = bn.ayahRecorder;
  const id = useId();
  const headingId = `${id}-heading`;
  const levelId = `${id}-level`;
  const Heading = `h${headingLevel}` as const;

  const rootRef = useRef<HTMLElement>(null);
  /** The control the focus goes to when the focused one leaves: the state's main control. */
  const mainRef = useRef<HTMLElement | null>(null);
  const focusLost = useRef(false);
  /** Called as a control leaves the page (React 19 ref cleanup, before removal): did it hold the focus? */
  const track = useCallback((node: HTMLElement | null) => {
    if (!node) return;
    return () => {
      if (document.activeElement === node) focusLost.current = true;
    };
  }, []);
  const main = useCallback((node: HTMLElement | null) => {
    if (!node) return;
    mainRef.current = node;
    return () => {
      if (document.activeElement === node) focusLost.current = true;
      if (mainRef.current === node) mainRef.current = null;
    };
  }, []);

  // In the same commit as the change, so nothing (a test, a quick tap) sees the focus fall to the page.
  useLayoutEffect(() => {
    if (!focusLost.current) return;
    focusLost.current = false;
    const active = document.activeElement;
    if (active !== null && active !== document.body) return;
    const target = mainRef.current;
    target?.focus();
    // A player the browser does not let take the focus (some do not): the whole ayah then.
    if (!target || document.activeElement !== target) rootRef.current?.focus();
  });

  const max = Math.max(1000, maxMs);
  const elapsed = Math.min(Math.max(0, Number.isFinite(elapsedMs) ? elapsedMs : 0), max);
  const lastSeconds = state === 'recording' && max - elapsed <= RECORDING_LAST_SECONDS * 1000;
  const share = clamp01(level);
  const percent = Math.round(share * 100);
  const levelKind = micLevel(share);
  const isLocked = Boolean(locked);

  // What the polite status line holds: changed with the state, and once for the last seconds.
  const status = isLocked
    ? ''
    : state === 'recording'
      ? lastSeconds
        ? t.lastSeconds(RECORDING_LAST_SECONDS)
        : t.recording
      : state === 'recorded'
        ? t.recorded
        : state === 'denied'
          ? t.deniedTitle
          : '';

  const player = takeUrl ? (
    // biome-ignore lint/a11y/useMediaCaption: the learner's own recitation, a voice with no words to caption beyond the ayah shown above.
    <audio
      ref={main}
      className={styles.player}
      controls
      preload="metadata"
      src={takeUrl}
      aria-label={t.take}
    />
  ) : null;

  let controls: ReactNode = null;
  if (isLocked) {
    controls = (
      <>
        <div className={styles.locked}>
          <LockIcon />
          <div>
            <p className={styles.panelTitle}>{t.lockedTitle}</p>
            <p className={styles.panelText}>{locked}</p>
          </div>
        </div>
        {player}
      </>
    );
  } else if (state === 'idle' || state === 'asking') {
    const asking = state === 'asking';
    controls = (
      <>
        <Button
          ref={main}
          size="lg"
          icon={<MicIcon />}
          loading={asking}
          onClick={onStart}
          className={styles.action}
        >
          {asking ? t.askingButton : t.start}
        </Button>
        <p className={styles.panelText}>{asking ? t.asking : t.startHint(limitWords(max))}</p>
      </>
    );
  } else if (state === 'denied') {
    controls = (
      <div className={styles.help}>
        <p className={styles.panelText}>{t.deniedLead}</p>
        <ol className={styles.steps}>
          {t.deniedSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <Button ref={main} variant="secondary" onClick={onStart} className={styles.action}>
          {t.retry}
        </Button>
      </div>
    );
  } else if (state === 'unsupported') {
    controls = (
      <div className={styles.help}>
        <p className={styles.panelTitle}>{t.unsupportedTitle}</p>
        <p className={styles.panelText}>{t.unsupported}</p>
      </div>
    );
  } else if (state === 'recording') {
    controls = (
      <>
        <div className={styles.meterRow}>
          <span id={levelId} className={styles.meterLabel}>
            {t.level}
          </span>
          <meter
            className={styles.meter}
            aria-labelledby={levelId}
            min={0}
            max={100}
            value={percent}
            aria-valuetext={t.levelText(t.levels[levelKind], percent)}
            data-level={levelKind}
          />
          <span className={styles.levelWords} aria-hidden="true">
            {t.levels[levelKind]}
          </span>
        </div>
        <p className={styles.clock} role="timer" data-urgent={lastSeconds || undefined}>
          <span className={hidden.hidden}>{t.elapsed}: </span>
          {t.clock(formatClock(elapsed / 1000), formatClock(max / 1000))}
        </p>
        <Button ref={main} size="lg" icon={<StopIcon />} onClick={onStop} className={styles.action}>
          {t.stop}
        </Button>
      </>
    );
  } else {
    controls = (
      <>
        {player}
        <Button
          ref={takeUrl ? track : main}
          variant="secondary"
          onClick={onRerecord}
          className={styles.action}
        >
          {t.rerecord}
        </Button>
      </>
    );
  }

  return (
    <article
      ref={rootRef}
      className={cx(styles.recorder, className)}
      data-state={isLocked ? 'locked' : state}
      aria-labelledby={headingId}
      tabIndex={-1}
    >
      <Heading id={headingId} className={styles.number}>
        {t.ayah(ayah.number)}
      </Heading>
      <p className={styles.text} lang="ar" dir="rtl">
        {ayah.text}
        <span className={styles.end} aria-hidden="true">
          {` \u06DD${arabicDigits.format(ayah.number)}`}
        </span>
      </p>
      <div className={styles.panel}>
        {/* Always in the page, so each change of state is heard; never the clock's ticks. */}
        <p role="status" aria-live="polite" className={styles.status}>
          {status}
        </p>
        {controls}
      </div>
      {/* Always there, so an error that arrives later is announced. */}
      <div role="alert" className={styles.alertSlot}>
        {error ? (
          <p className={styles.error}>
            <span aria-hidden="true" className={styles.errorIcon}>
              !
            </span>
            {error}
          </p>
        ) : null}
      </div>
    </article>
  );
}
