import { formatClock, formatDuration } from '@tilawat/domain';
import type { RefObject } from 'react';
import { video as videoWords } from '../copy/words/video';
import { type PlaybackRate, SpeedMenu } from '../speed-menu/speed-menu';
import { VideoIcon } from './video-icon';
import styles from './video-player.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { video: videoWords };

/** How far the back and forward buttons (and ←/→) move: seconds. */
export const SEEK_STEP = 10;

export interface VideoControlsProps {
  /** The player waits for where to start: the bar is drawn, inert. */
  pending: boolean;
  time: number;
  duration: number;
  playing: boolean;
  muted: boolean;
  fullscreen: boolean;
  rate: PlaybackRate;
  onRate: (rate: PlaybackRate) => void;
  /** Goes to a position (seconds). */
  onSeek: (seconds: number) => void;
  /** Moves by some seconds from where the video is. */
  onSeekBy: (seconds: number) => void;
  onTogglePlay: () => void;
  onToggleMute: () => void;
  onToggleFullscreen: () => void;
  /** The play button, focused when the resume banner goes. */
  playButton: RefObject<HTMLButtonElement | null>;
  /** The id of the keyboard hint, which describes the player. */
  hintId: string;
}

/** The video player's control bar: the seek slider, play, back, forward, the time, speed, sound and full screen. */
export function VideoControls({
  pending,
  time,
  duration,
  playing,
  muted,
  fullscreen,
  rate,
  onRate,
  onSeek,
  onSeekBy,
  onTogglePlay,
  onToggleMute,
  onToggleFullscreen,
  playButton,
  hintId,
}: VideoControlsProps) {
  const clock = bn.video.position(formatClock(time), formatClock(duration));
  return (
    <div className={styles.controls} inert={pending}>
      <input
        type="range"
        className={styles.seek}
        min={0}
        max={duration || 0}
        step="any"
        value={Math.min(time, duration || 0)}
        aria-label={bn.video.seek}
        aria-valuetext={bn.video.positionText(formatDuration(time), formatDuration(duration))}
        onChange={(event) => onSeek(Number(event.target.value))}
        disabled={!duration}
      />
      <div className={styles.buttons}>
        <button
          ref={playButton}
          type="button"
          className={styles.button}
          onClick={onTogglePlay}
          aria-label={playing ? bn.video.pause : bn.video.play}
        >
          <VideoIcon name={playing ? 'pause' : 'play'} />
        </button>
        <button
          type="button"
          className={styles.button}
          onClick={() => onSeekBy(-SEEK_STEP)}
          aria-label={bn.video.back}
        >
          <VideoIcon name="back" />
        </button>
        <button
          type="button"
          className={styles.button}
          onClick={() => onSeekBy(SEEK_STEP)}
          aria-label={bn.video.forward}
        >
          <VideoIcon name="forward" />
        </button>
        <span className={styles.time}>
          <span aria-hidden="true">{clock}</span>
        </span>
        <SpeedMenu value={rate} onChange={onRate} />
        <button
          type="button"
          className={styles.button}
          onClick={onToggleMute}
          aria-label={muted ? bn.video.unmute : bn.video.mute}
        >
          <VideoIcon name={muted ? 'muted' : 'sound'} />
        </button>
        <button
          type="button"
          className={styles.button}
          onClick={onToggleFullscreen}
          aria-label={fullscreen ? bn.video.exitFullscreen : bn.video.fullscreen}
        >
          <VideoIcon name={fullscreen ? 'shrink' : 'expand'} />
        </button>
      </div>
      <p id={hintId} className={styles.keys}>
        {bn.video.keys}
      </p>
    </div>
  );
}
