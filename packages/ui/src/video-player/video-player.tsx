import {
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  type SyntheticEvent,
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import { video as videoWords } from '../copy/words/video';
import { cx } from '../internal/cx';
import { useControllableState } from '../internal/use-controllable-state';
import { ResumeBanner } from '../resume-banner/resume-banner';
import type { PlaybackRate } from '../speed-menu/speed-menu';
import { SEEK_STEP, VideoControls } from './video-controls';
import { VideoLocked } from './video-locked';
import styles from './video-player.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { video: videoWords };

export interface VideoProgress {
  /** Seconds watched into the video. */
  position: number;
  /** Length of the video in seconds. */
  duration: number;
  /** The video has played to its end. */
  ended: boolean;
  /**
   * The page is being hidden or left (`visibilitychange` → hidden, `pagehide`) after the video
   * played: the last chance to save, so send it with `fetch(…, { keepalive: true })`. Absent otherwise.
   */
  leaving?: true;
}

export interface VideoPlayerProps {
  /** The recording's `playback_url`; null when it is locked for this learner. */
  src: string | null;
  /** The lesson's title: names the player for assistive technology. */
  title: string;
  /** A still shown before playing (the recording's `thumbnail`). */
  poster?: string | null;
  /** Where to resume, in seconds (the last reported position). */
  startAt?: number;
  /**
   * Reported while playing (every `progressInterval` seconds), on pause, at the end, and when the page
   * is hidden or left after the video played (`leaving: true`): save it to resume.
   */
  onProgress?: (progress: VideoProgress) => void;
  /** Seconds between progress reports while playing. */
  progressInterval?: number;
  /**
   * The playback speed (the learner's saved `playback_rate`). With it the speed is controlled: follow
   * `onPlaybackRateChange`. Without it the player keeps the learner's choice itself, starting at 1×.
   * The speed menu is always in the control bar; the speed survives a new source.
   */
  playbackRate?: PlaybackRate;
  /** The learner chose a speed in the menu (save it as `playback_rate`). */
  onPlaybackRateChange?: (rate: PlaybackRate) => void;
  /** Shown instead of the video when `src` is null (e.g. an enroll button). */
  lockedAction?: ReactNode;
  /** What is said when `src` is null; "ভর্তি হলে দেখা যাবে"-like `bn.video.locked` unless a page knows better (a video not made yet). */
  lockedMessage?: ReactNode;
  /** The <video> element, e.g. to attach hls.js where HLS is not native. */
  videoRef?: Ref<HTMLVideoElement | null>;
  /**
   * The page does not know yet where to start (e.g. the learner's progress is still being read): the
   * player's own frame and control bar are drawn, without the video and inert, so that nothing below it
   * moves when it turns into the player (layout shift). Takes the place of the locked frame too.
   */
  pending?: boolean;
  /**
   * What the <video> fetches before the learner plays: `metadata` (the default: its length, and where it
   * resumes is checked against it) or `none` — nothing until the learner presses play (issue 38: a lesson
   * page's first paint does not wait for the video's first frame, and a learner who only reads the page
   * spends none of their data on it). With `none` the resume point is the element's start position and
   * the bar shows it at once; the length comes when the learner plays.
   */
  preload?: 'metadata' | 'none';
  className?: string;
}

/**
 * A lesson video: native <video> with our own labelled Bengali controls, no download button, no
 * picture-in-picture, no context menu. Resumes at `startAt` and reports progress. Keyboard (while
 * focus is in the player): Space or K play/pause, ←/→ 10 seconds, M mute, F full screen.
 */
export function VideoPlayer({
  src,
  title,
  poster,
  startAt = 0,
  onProgress,
  progressInterval = 10,
  playbackRate,
  onPlaybackRateChange,
  lockedAction,
  lockedMessage,
  videoRef,
  pending = false,
  preload = 'metadata',
  className,
}: VideoPlayerProps) {
  const root = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the <video> element is (re)created when the source changes or the pending frame turns into the player.
  useImperativeHandle<HTMLVideoElement | null, HTMLVideoElement | null>(videoRef, () => video.current, [
    src,
    pending,
  ]);
  const hintId = useId();

  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [fullscreen, setFullscreen] = useState(false);
  const [failed, setFailed] = useState(false);
  const [resumedAt, setResumedAt] = useState<number | null>(null);
  const [rate, setRate] = useControllableState<PlaybackRate>({
    value: playbackRate,
    defaultValue: 1,
    onChange: onPlaybackRateChange,
  });
  const lastReport = useRef(0);
  /** The current source has played (a leaving report is only worth sending then). */
  const played = useRef(false);
  /** The position of the last leaving report: hiding then leaving the page reports once. */
  const leftAt = useRef<number | null>(null);
  const playButton = useRef<HTMLButtonElement>(null);

  const onProgressRef = useRef(onProgress);
  onProgressRef.current = onProgress;

  // Reads refs only: stable, so the page listeners below are added once.
  const report = useCallback((ended = false, leaving = false) => {
    const element = video.current;
    if (!element || !Number.isFinite(element.duration)) return;
    lastReport.current = element.currentTime;
    const progress: VideoProgress = { position: element.currentTime, duration: element.duration, ended };
    if (leaving) progress.leaving = true;
    onProgressRef.current?.(progress);
  }, []);

  // The page is hidden (tab switched, phone locked, app switched) or left: report where the learner is.
  useEffect(() => {
    const leave = () => {
      const at = video.current?.currentTime;
      if (!played.current || at === undefined || leftAt.current === at) return;
      leftAt.current = at;
      report(false, true);
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    window.addEventListener('pagehide', leave);
    return () => {
      document.removeEventListener('visibilitychange', onVisibilityChange);
      window.removeEventListener('pagehide', leave);
    };
  }, [report]);

  // The speed applies to the element now, and (as its default) after a new source loads.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new source (or the end of `pending`) makes a new <video> to set.
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    element.defaultPlaybackRate = rate;
    element.playbackRate = rate;
  }, [rate, src, pending]);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === root.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  // A new recording starts afresh.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on a new source only.
  useEffect(() => {
    setPlaying(false);
    setTime(0);
    setDuration(0);
    setFailed(false);
    setResumedAt(null);
    played.current = false;
    leftAt.current = null;
  }, [src]);

  const togglePlay = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused || element.ended) {
      const started = element.play();
      // Autoplay policies or a bad source refuse play(): stay paused.
      if (started && typeof started.catch === 'function') started.catch(() => setPlaying(false));
    } else {
      element.pause();
    }
  };

  const seekTo = (seconds: number) => {
    const element = video.current;
    if (!element) return;
    const end = Number.isFinite(element.duration) ? element.duration : seconds;
    element.currentTime = Math.min(Math.max(0, seconds), end);
    setTime(element.currentTime);
  };

  const toggleMute = () => {
    const element = video.current;
    if (!element) return;
    element.muted = !element.muted;
    setMuted(element.muted);
  };

  const toggleFullscreen = () => {
    if (document.fullscreenElement) {
      void document.exitFullscreen?.();
    } else {
      const request = root.current?.requestFullscreen?.();
      if (request && typeof request.catch === 'function') request.catch(() => {});
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement;
    const onButton = target.tagName === 'BUTTON';
    // Physical keys (event.code) so the shortcuts work on Bengali keyboard layouts too.
    const key = event.code || event.key;
    if ((key === 'Space' || event.key === ' ') && !onButton) {
      event.preventDefault();
      togglePlay();
    } else if (key === 'KeyK' || event.key === 'k' || event.key === 'K') {
      event.preventDefault();
      togglePlay();
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      const current = video.current?.currentTime ?? 0;
      seekTo(current + (event.key === 'ArrowRight' ? SEEK_STEP : -SEEK_STEP));
    } else if (key === 'KeyM' || event.key === 'm' || event.key === 'M') {
      event.preventDefault();
      toggleMute();
    } else if (key === 'KeyF' || event.key === 'f' || event.key === 'F') {
      event.preventDefault();
      toggleFullscreen();
    }
  };

  const restart = () => {
    setResumedAt(null);
    seekTo(0);
    lastReport.current = 0;
    // The banner goes: focus moves to the play button, then the lesson plays from the start.
    playButton.current?.focus();
    const element = video.current;
    if (element?.paused) togglePlay();
  };

  const dismissResumed = () => {
    setResumedAt(null);
    playButton.current?.focus();
  };

  /** Once the element knows its length: the learner's speed, the length, and where to resume. */
  const metadataLoaded = (element: HTMLVideoElement) => {
    // Loading a source resets the speed to the default: the learner's speed stays.
    element.defaultPlaybackRate = rate;
    element.playbackRate = rate;
    setDuration(Number.isFinite(element.duration) ? element.duration : 0);
    if (startAt > 0 && Number.isFinite(element.duration) && startAt < element.duration - 2) {
      element.currentTime = startAt;
      lastReport.current = startAt;
      setTime(startAt);
      // Said before the learner plays; once it plays on, it is old news.
      if (!played.current) setResumedAt(startAt);
    } else if (startAt > 0 && element.currentTime === startAt) {
      // A start position given before the length was known (`preload="none"`) at the very end: from the start.
      element.currentTime = 0;
      lastReport.current = 0;
      setTime(0);
      setResumedAt(null);
    }
  };
  const onLoadedMetadata = (event: SyntheticEvent<HTMLVideoElement>) => metadataLoaded(event.currentTarget);

  // A <video> drawn in the server's HTML may have read its metadata before the page was hydrated (the
  // event then came before any listener); and the resume point may change before the learner plays
  // (this device's unsent position, known once the page's session is loaded): apply it now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on a new element or a new resume point only.
  useEffect(() => {
    const element = video.current;
    if (!element || played.current) return;
    if (element.readyState >= 1) metadataLoaded(element);
    else if (preload === 'none' && startAt > 0) {
      // Nothing loaded yet (and nothing will be before the learner plays): the element starts there when it
      // does (its default playback start position), and the bar and the banner say so now.
      element.currentTime = startAt;
      lastReport.current = startAt;
      setTime(startAt);
      setResumedAt(startAt);
    }
  }, [src, pending, startAt, preload]);

  if (!src && !pending) {
    return (
      <VideoLocked
        title={title}
        poster={poster}
        message={lockedMessage}
        action={lockedAction}
        className={className}
      />
    );
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: a media player is a group of controls, not a form's fieldset; its keyboard shortcuts come from the controls inside (they bubble here).
    <div
      ref={root}
      className={cx(styles.player, fullscreen && styles.fullscreen, className)}
      role="group"
      aria-label={bn.video.player(title)}
      aria-describedby={hintId}
      aria-busy={pending || undefined}
      onKeyDown={onKeyDown}
    >
      <div className={styles.stage}>
        {pending || !src ? null : (
          // biome-ignore lint/a11y/useMediaCaption: recitation lessons have no caption track yet; the web adds one with <track> when there is.
          <video
            ref={video}
            className={styles.video}
            src={src}
            poster={poster ?? undefined}
            preload={preload}
            playsInline
            controls={false}
            controlsList="nodownload noremoteplayback"
            disablePictureInPicture
            onContextMenu={(event) => event.preventDefault()}
            onClick={togglePlay}
            onLoadedMetadata={onLoadedMetadata}
            onDurationChange={(event) => {
              const d = event.currentTarget.duration;
              if (Number.isFinite(d)) setDuration(d);
            }}
            onPlay={() => {
              setPlaying(true);
              played.current = true;
              // Once it plays on, "continues from ০:১২" is old news.
              setResumedAt(null);
            }}
            onPause={() => {
              setPlaying(false);
              report();
            }}
            onEnded={() => {
              setPlaying(false);
              report(true);
            }}
            onTimeUpdate={(event) => {
              const t = event.currentTarget.currentTime;
              setTime(t);
              if (!event.currentTarget.paused && Math.abs(t - lastReport.current) >= progressInterval)
                report();
            }}
            onVolumeChange={(event) => setMuted(event.currentTarget.muted)}
            onError={() => setFailed(true)}
          />
        )}
        {failed ? (
          <p className={styles.error} role="alert">
            {bn.video.error}
          </p>
        ) : null}
        {resumedAt !== null && !failed ? (
          <ResumeBanner
            className={styles.resumed}
            position={resumedAt}
            onRestart={restart}
            onDismiss={dismissResumed}
          />
        ) : null}
      </div>

      <VideoControls
        pending={pending}
        time={time}
        duration={duration}
        playing={playing}
        muted={muted}
        fullscreen={fullscreen}
        rate={rate}
        onRate={setRate}
        onSeek={seekTo}
        onSeekBy={(seconds) => seekTo((video.current?.currentTime ?? 0) + seconds)}
        onTogglePlay={togglePlay}
        onToggleMute={toggleMute}
        onToggleFullscreen={toggleFullscreen}
        playButton={playButton}
        hintId={hintId}
      />
    </div>
  );
}
