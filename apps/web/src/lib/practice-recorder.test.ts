import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AUDIO_BITS_PER_SECOND,
  AUDIO_CONSTRAINTS,
  byteSamples,
  pickMimeType,
  RecorderError,
  recorderFailureKind,
  rmsLevel,
  startRecording,
} from './practice-recorder';

describe('pickMimeType', () => {
  it.each([
    [
      'Chrome, Android, Firefox: Opus in WebM',
      ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus'],
      'audio/webm;codecs=opus',
    ],
    ['Opus in Ogg only', ['audio/ogg;codecs=opus'], 'audio/ogg;codecs=opus'],
    ['neither (Safari records MP4): the browser chooses', ['audio/mp4'], undefined],
  ])('%s', (_, supported, want) => {
    expect(pickMimeType((type) => supported.includes(type))).toBe(want);
  });

  it('a browser whose isTypeSupported throws is left to choose', () => {
    expect(
      pickMimeType(() => {
        throw new Error('not implemented');
      }),
    ).toBeUndefined();
  });
});

describe('rmsLevel', () => {
  const constant = (value: number, n = 512) => new Float32Array(n).fill(value);
  it.each([
    ['silence', constant(0), 0],
    ['no samples', new Float32Array(0), 0],
    ['full scale (0 dBFS)', constant(1), 1],
    ['−20 dBFS (loud speech)', constant(0.1), 2 / 3],
    ['−40 dBFS (quiet)', constant(0.01), 1 / 3],
    ['below −60 dBFS (the floor)', constant(0.0005), 0],
  ])('%s', (_, samples, want) => {
    expect(rmsLevel(samples)).toBeCloseTo(want, 5);
  });

  it('a sine of amplitude 1 has an RMS of 1/√2 (−3 dBFS)', () => {
    const sine = Float32Array.from({ length: 1024 }, (_, i) => Math.sin((2 * Math.PI * i) / 64));
    expect(rmsLevel(sine)).toBeCloseTo(1 - 3.0103 / 60, 3);
  });
});

describe('byteSamples', () => {
  it('128 is silence; 0 and 255 are the extremes', () => {
    expect([...byteSamples(Uint8Array.from([128, 0, 255]))]).toEqual([0, -1, 127 / 128]);
  });
});

describe('recorderFailureKind', () => {
  const named = (name: string) => Object.assign(new Error(name), { name });
  it.each([
    ['NotAllowedError', 'denied'],
    ['PermissionDeniedError', 'denied'],
    ['SecurityError', 'denied'],
    ['NotFoundError', 'no-microphone'],
    ['OverconstrainedError', 'no-microphone'],
    ['NotSupportedError', 'unsupported'],
    ['NotReadableError', 'failed'],
    ['AbortError', 'failed'],
  ])('%s → %s', (name, want) => {
    expect(recorderFailureKind(named(name))).toBe(want);
  });

  it('keeps a RecorderError’s kind; anything else failed', () => {
    expect(recorderFailureKind(new RecorderError('unsupported'))).toBe('unsupported');
    expect(recorderFailureKind('boom')).toBe('failed');
    expect(recorderFailureKind(null)).toBe('failed');
  });
});

/** A MediaRecorder double: records its options, hands out one chunk on stop. */
class FakeMediaRecorder {
  static instances: FakeMediaRecorder[] = [];
  static supported = ['audio/webm;codecs=opus'];
  static isTypeSupported = (type: string) => FakeMediaRecorder.supported.includes(type);
  state: 'inactive' | 'recording' = 'inactive';
  mimeType: string;
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  timeslice: number | undefined;
  constructor(
    readonly stream: unknown,
    readonly options: { mimeType?: string; audioBitsPerSecond?: number },
  ) {
    this.mimeType = options.mimeType ?? 'audio/webm';
    FakeMediaRecorder.instances.push(this);
  }
  start(timeslice?: number) {
    this.timeslice = timeslice;
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob([new Uint8Array(3000)], { type: this.mimeType }) });
    this.onstop?.();
  }
}

describe('startRecording', () => {
  let track: { stop: ReturnType<typeof vi.fn>; addEventListener: ReturnType<typeof vi.fn> };
  let getUserMedia: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    vi.useFakeTimers();
    FakeMediaRecorder.instances = [];
    track = { stop: vi.fn(), addEventListener: vi.fn() };
    const stream = { getTracks: () => [track], getAudioTracks: () => [track] };
    getUserMedia = vi.fn(async () => stream);
    vi.stubGlobal('navigator', { mediaDevices: { getUserMedia } });
    vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
    vi.stubGlobal(
      'requestAnimationFrame',
      (callback: () => void) => setTimeout(callback, 16) as unknown as number,
    );
    vi.stubGlobal('cancelAnimationFrame', (id: number) => clearTimeout(id));
    vi.stubGlobal('AudioContext', undefined);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks for one channel with echo cancellation and noise suppression; Opus in WebM at 24 kbit/s', async () => {
    const recording = await startRecording();
    expect(getUserMedia).toHaveBeenCalledWith({ audio: AUDIO_CONSTRAINTS });
    expect(AUDIO_CONSTRAINTS).toEqual({ channelCount: 1, echoCancellation: true, noiseSuppression: true });
    expect(FakeMediaRecorder.instances[0]?.options).toEqual({
      mimeType: 'audio/webm;codecs=opus',
      audioBitsPerSecond: AUDIO_BITS_PER_SECOND,
    });
    expect(AUDIO_BITS_PER_SECOND).toBe(24_000);
    expect(recording.mime).toBe('audio/webm;codecs=opus');
    recording.stop();
  });

  it('reports the elapsed time each frame, stops by itself at the limit and lets go of the microphone', async () => {
    const frames: number[] = [];
    const recording = await startRecording(
      { onFrame: (_, elapsed) => frames.push(elapsed) },
      { maxMs: 1000 },
    );
    await vi.advanceTimersByTimeAsync(1000);
    const take = await recording.done;
    expect(take).toMatchObject({ mime: 'audio/webm;codecs=opus', reachedMax: true });
    expect(take.blob.size).toBe(3000);
    expect(take.durationMs).toBeLessThanOrEqual(1000);
    expect(frames.length).toBeGreaterThan(10);
    expect(frames.every((ms) => ms <= 1000)).toBe(true);
    expect(track.stop).toHaveBeenCalled();
  });

  it('stop() ends the take early with its length', async () => {
    const recording = await startRecording();
    await vi.advanceTimersByTimeAsync(4000);
    recording.stop();
    const take = await recording.done;
    expect(take.reachedMax).toBe(false);
    expect(take.durationMs).toBeGreaterThanOrEqual(3900);
    expect(take.durationMs).toBeLessThanOrEqual(4100);
    expect(track.stop).toHaveBeenCalled();
  });

  it('without Opus support the browser chooses its own type, still at 24 kbit/s', async () => {
    FakeMediaRecorder.supported = [];
    const recording = await startRecording();
    expect(FakeMediaRecorder.instances[0]?.options).toEqual({ audioBitsPerSecond: 24_000 });
    recording.cancel();
    FakeMediaRecorder.supported = ['audio/webm;codecs=opus'];
  });

  it('the microphone refused: a RecorderError "denied"', async () => {
    getUserMedia.mockRejectedValueOnce(Object.assign(new Error('denied'), { name: 'NotAllowedError' }));
    await expect(startRecording()).rejects.toMatchObject({ kind: 'denied' });
  });

  it('no MediaRecorder: "unsupported", without asking for the microphone', async () => {
    vi.stubGlobal('MediaRecorder', undefined);
    await expect(startRecording()).rejects.toMatchObject({ kind: 'unsupported' });
    expect(getUserMedia).not.toHaveBeenCalled();
  });

  it('cancel() throws the take away and lets go of the microphone', async () => {
    const recording = await startRecording();
    recording.cancel();
    await expect(recording.done).rejects.toBeInstanceOf(RecorderError);
    expect(track.stop).toHaveBeenCalled();
  });
});
