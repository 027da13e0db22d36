/**
 * One ayah's take from the microphone (issue 20): getUserMedia (mono, echo cancellation and noise
 * suppression on), MediaRecorder with Opus at 24 kbit/s (in WebM, else Ogg, else the browser's own
 * choice), a level from an AnalyserNode (RMS, once per animation frame) and the time elapsed; it stops
 * by itself at 60 s and lets go of the microphone when done. Loaded with `import()` on the first
 * "record" press: no page carries it before.
 */

/** Opus in WebM (Chrome, Firefox, Android), then in Ogg (older Firefox); else the browser default. */
export const RECORDER_MIME_TYPES = ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus'] as const;

/**
 * 24 kbit/s: speech in Opus stays clear at this rate, and Al-Fatiha's seven ayahs at a normal pace
 * (about a minute) come to roughly 200 kB in all — under the 300 kB a learner's data plan is asked for.
 */
export const AUDIO_BITS_PER_SECOND = 24_000;

/** A take stops by itself here (the api refuses anything longer than 60 s). */
export const MAX_TAKE_MS = 60_000;

/** The constraints asked of the microphone. */
export const AUDIO_CONSTRAINTS: MediaTrackConstraints = {
  channelCount: 1,
  echoCancellation: true,
  noiseSuppression: true,
};

/** The first of the wanted types the browser records, or undefined (let it choose). */
export function pickMimeType(isTypeSupported: (type: string) => boolean): string | undefined {
  return RECORDER_MIME_TYPES.find((type) => {
    try {
      return isTypeSupported(type);
    } catch {
      return false;
    }
  });
}

/** Below this (dBFS) the meter shows nothing; at 0 dBFS it is full. */
const FLOOR_DB = -60;

/**
 * The loudness of one frame of samples (−1…1) as the meter shows it, 0–1: the RMS in decibels, from
 * −60 dBFS (silence, 0) to full scale (1) — linear in dB, as the ear hears it.
 */
export function rmsLevel(samples: ArrayLike<number>): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < samples.length; i++) {
    const sample = samples[i] ?? 0;
    sum += sample * sample;
  }
  const rms = Math.sqrt(sum / samples.length);
  if (rms <= 0) return 0;
  const db = 20 * Math.log10(rms);
  return Math.min(1, Math.max(0, (db - FLOOR_DB) / -FLOOR_DB));
}

/** Bytes from `getByteTimeDomainData` (128 is silence) as samples −1…1. */
export function byteSamples(bytes: Uint8Array): Float32Array {
  const out = new Float32Array(bytes.length);
  bytes.forEach((byte, i) => {
    out[i] = (byte - 128) / 128;
  });
  return out;
}

/**
 * Why a take could not start: the learner (or the browser's settings) refused the microphone; the
 * browser cannot record (no getUserMedia or MediaRecorder, or not a secure page); no microphone was
 * found; anything else (the microphone busy in another app, a recorder error).
 */
export type RecorderFailureKind = 'denied' | 'unsupported' | 'no-microphone' | 'failed';

export class RecorderError extends Error {
  readonly kind: RecorderFailureKind;
  constructor(kind: RecorderFailureKind, cause?: unknown) {
    super(`recorder: ${kind}`, { cause });
    this.name = 'RecorderError';
    this.kind = kind;
  }
}

/** What getUserMedia's rejection means for the learner (a DOMException's `name`). */
export function recorderFailureKind(error: unknown): RecorderFailureKind {
  if (error instanceof RecorderError) return error.kind;
  const name = (error as { name?: unknown } | null)?.name;
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'denied';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'no-microphone';
    case 'NotSupportedError':
    case 'TypeError':
      return 'unsupported';
    default:
      return 'failed';
  }
}

/** Whether this browser can record at all (before asking for the microphone). */
export function canRecord(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function' &&
    typeof MediaRecorder !== 'undefined'
  );
}

/** A finished take. */
export interface RecordedTake {
  blob: Blob;
  mime: string;
  durationMs: number;
}

export interface RecordingCallbacks {
  /** Once per animation frame while recording: the level 0–1 and the time elapsed. */
  onFrame?: (level: number, elapsedMs: number) => void;
}

/** A take under way. `done` settles once it stopped: by `stop()`, at `maxMs`, or when the microphone went away. */
export interface Recording {
  /** The recorder's MIME type. */
  mime: string;
  done: Promise<RecordedTake & { reachedMax: boolean }>;
  stop(): void;
  /** Stops and throws the take away (the page was left). */
  cancel(): void;
}

type AudioContextConstructor = typeof AudioContext;

/**
 * Asks for the microphone and starts recording. Rejects with a `RecorderError` (denied, unsupported,
 * no microphone, failed) when it cannot start; the microphone is released on every path.
 */
export async function startRecording(
  callbacks: RecordingCallbacks = {},
  { maxMs = MAX_TAKE_MS }: { maxMs?: number } = {},
): Promise<Recording> {
  if (!canRecord()) throw new RecorderError('unsupported');
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({ audio: AUDIO_CONSTRAINTS });
  } catch (error) {
    throw new RecorderError(recorderFailureKind(error), error);
  }
  const releaseMicrophone = () => {
    for (const track of stream.getTracks()) track.stop();
  };

  let recorder: MediaRecorder;
  const wanted = pickMimeType((type) => MediaRecorder.isTypeSupported(type));
  try {
    recorder = new MediaRecorder(stream, {
      ...(wanted ? { mimeType: wanted } : {}),
      audioBitsPerSecond: AUDIO_BITS_PER_SECOND,
    });
  } catch {
    try {
      recorder = new MediaRecorder(stream, { audioBitsPerSecond: AUDIO_BITS_PER_SECOND });
    } catch (error) {
      releaseMicrophone();
      throw new RecorderError('unsupported', error);
    }
  }

  // The level meter: an AnalyserNode on the microphone (processed without reaching the speakers).
  let context: AudioContext | null = null;
  let analyser: AnalyserNode | null = null;
  try {
    const Context =
      globalThis.AudioContext ??
      (globalThis as unknown as { webkitAudioContext?: AudioContextConstructor }).webkitAudioContext;
    if (Context) {
      context = new Context();
      analyser = context.createAnalyser();
      analyser.fftSize = 1024;
      context.createMediaStreamSource(stream).connect(analyser);
      if (context.state === 'suspended') void context.resume().catch(() => undefined);
    }
  } catch {
    analyser = null; // no meter: recording works all the same
  }

  const chunks: Blob[] = [];
  let startedAt = 0;
  let endedAt = 0;
  let frame = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let reachedMax = false;
  let cancelled = false;

  const cleanUp = () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    releaseMicrophone();
    void context?.close().catch(() => undefined);
  };

  const stop = () => {
    if (recorder.state === 'inactive') return;
    endedAt = performance.now();
    recorder.stop();
  };

  const done = new Promise<RecordedTake & { reachedMax: boolean }>((resolve, reject) => {
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = () => {
      cleanUp();
      if (cancelled) {
        reject(new RecorderError('failed'));
        return;
      }
      const mime = recorder.mimeType || wanted || 'audio/webm';
      const durationMs = Math.min(maxMs, Math.round((endedAt || performance.now()) - startedAt));
      resolve({ blob: new Blob(chunks, { type: mime }), mime, durationMs, reachedMax });
    };
    recorder.onerror = (event) => {
      cleanUp();
      reject(new RecorderError('failed', (event as Event & { error?: unknown }).error));
    };
  });
  // A cancelled take is nobody's business.
  done.catch(() => undefined);

  // The microphone went away (unplugged, permission taken back): keep what was recorded.
  for (const track of stream.getAudioTracks()) track.addEventListener('ended', stop);

  const samples = analyser ? new Uint8Array(analyser.fftSize) : null;
  const tick = () => {
    const elapsed = performance.now() - startedAt;
    let level = 0;
    if (analyser && samples) {
      analyser.getByteTimeDomainData(samples);
      level = rmsLevel(byteSamples(samples));
    }
    callbacks.onFrame?.(level, Math.min(maxMs, elapsed));
    frame = requestAnimationFrame(tick);
  };

  try {
    recorder.start(1_000);
  } catch (error) {
    cleanUp();
    throw new RecorderError('failed', error);
  }
  startedAt = performance.now();
  frame = requestAnimationFrame(tick);
  timer = setTimeout(() => {
    reachedMax = true;
    stop();
  }, maxMs);

  return {
    mime: recorder.mimeType || wanted || '',
    done,
    stop,
    cancel() {
      cancelled = true;
      if (recorder.state === 'inactive') cleanUp();
      else stop();
    },
  };
}
