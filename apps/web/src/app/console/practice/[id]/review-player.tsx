'use client';

import { formatClock } from '@tilawat/domain';
import type { V3Schemas } from '@tilawat/sdk';
import { Button } from '@tilawat/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { consoleBn } from '~/copy/console';
import styles from '../../console.module.css';

const copy = consoleBn.practice;
const SPEEDS = [0.75, 1, 1.25] as const;

/**
 * A learner's recording as the teacher listens to it: the browser's own controls, a speed of 0.75×–1.25×
 * (the pitch kept), three seconds back, and a stretch marked from here to there and played again.
 */
export function ReviewPlayer({ ayah, audio }: { ayah: number; audio: V3Schemas['PracticeAudio'] }) {
  const ref = useRef<HTMLAudioElement>(null);
  const speedId = useId();
  const [speed, setSpeed] = useState<number>(1);
  const [stretch, setStretch] = useState<{ a: number | null; b: number | null }>({ a: null, b: null });
  useEffect(() => {
    if (ref.current) ref.current.playbackRate = speed;
  }, [speed]);
  if (audio.status !== 'ready' || (!audio.webm_url && !audio.mp4_url)) {
    return <p className={styles.muted}>{audio.status === 'failed' ? copy.failed : copy.processing}</p>;
  }
  const now = () => ref.current?.currentTime ?? 0;
  const playStretch = () => {
    const el = ref.current;
    if (!el || stretch.a === null || stretch.b === null) return;
    const end = stretch.b;
    el.currentTime = stretch.a;
    const stop = () => {
      if (el.currentTime >= end) {
        el.pause();
        el.removeEventListener('timeupdate', stop);
      }
    };
    el.addEventListener('timeupdate', stop);
    void el.play();
  };
  return (
    <div className={styles.media}>
      {/* biome-ignore lint/a11y/useMediaCaption: a learner's recitation of an ayah whose text is printed beside it. */}
      <audio ref={ref} controls preload="metadata" aria-label={copy.player(ayah)}>
        {audio.webm_url ? <source src={audio.webm_url} type="audio/webm" /> : null}
        {audio.mp4_url ? <source src={audio.mp4_url} type="audio/mp4" /> : null}
      </audio>
      <div className={styles.actions}>
        <label htmlFor={speedId}>
          {copy.speed}{' '}
          <select id={speedId} value={speed} onChange={(event) => setSpeed(Number(event.target.value))}>
            {SPEEDS.map((value) => (
              <option key={value} value={value}>
                {`${value.toLocaleString('bn-BD')}×`}
              </option>
            ))}
          </select>
        </label>
        <Button
          variant="secondary"
          onClick={() => {
            if (ref.current) ref.current.currentTime = Math.max(0, now() - 3);
          }}
        >
          {copy.back3}
        </Button>
        <Button variant="secondary" onClick={() => setStretch({ a: now(), b: null })}>
          {copy.markA}
        </Button>
        <Button
          variant="secondary"
          disabled={stretch.a === null}
          onClick={() => setStretch((s) => ({ a: s.a, b: Math.max(now(), (s.a ?? 0) + 0.5) }))}
        >
          {copy.markB}
        </Button>
        <Button variant="secondary" disabled={stretch.a === null || stretch.b === null} onClick={playStretch}>
          {copy.playStretch}
        </Button>
      </div>
      {stretch.a !== null ? (
        <p className={styles.muted}>
          {copy.stretch(formatClock(stretch.a), stretch.b === null ? '…' : formatClock(stretch.b))}
        </p>
      ) : null}
    </div>
  );
}
