// The background job that turns an uploaded practice audio (a learner's recording of an ayah, a
// teacher's voice correction) into its playable files (issue 20): AAC in MP4 and Opus in WebM. The same
// pattern as the lesson videos' worker (learning/video-worker.ts): every api process with VIDEO_WORKER=on
// runs one, one audio at a time; the database hands each queued audio to one worker under a lease, so a
// process that dies mid-way leaves it to another; an upload to the same process wakes it at once.
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { msg } from '../../copy/messages';
import type { Clock } from '../../core/clock';
import type { FileStorage } from '../../core/storage';
import type { Db } from '../../db/client';
import { createJobLoop } from '../../infra/jobs/job-loop';
import type { MediaTools } from '../../infra/media/ffmpeg';
import { practiceAudioKey } from '../../infra/media/media';
import {
  AUDIO_DEMUXERS,
  AUDIO_FILES,
  type AudioContainer,
  transcodeAudio,
} from '../../infra/media/transcode-audio';
import type { AudioRow } from './practice.repository';
import { audioSourceKey } from './practice.service';
import * as repo from './practice-audio.repository';

/** How many times an audio is taken before it fails for good. */
export const MAX_AUDIO_ATTEMPTS = 3;
/** How long a worker holds an audio: a minute's recording converts in a second or two. */
const LEASE_MS = 2 * 60_000;

export interface AudioWorkerLog {
  info(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

export function createAudioWorker({
  db,
  clock,
  storage,
  tools,
  log,
  pollMs,
}: {
  db: Db;
  clock: Clock;
  storage: FileStorage;
  tools: MediaTools;
  log: AudioWorkerLog;
  /** How long an idle worker waits before it looks again. */
  pollMs: number;
}) {
  const loop = createJobLoop({
    look: () => drain(),
    pollMs,
    onError: (error) => log.error({ err: error }, 'the audio worker could not read its queue'),
  });

  /** Makes the files of an audio this worker holds. */
  async function process(audio: AudioRow): Promise<void> {
    const work = await mkdtemp(join(tmpdir(), 'tilawat-audio-'));
    const take = { id: audio.id, attempts: audio.attempts };
    try {
      const stored = await storage.get(audioSourceKey(audio.id));
      if (!stored) {
        await repo.settleAudio(db, take, { status: 'failed', error: msg.audioJobFailed, now: clock.now() });
        log.error({ audio: audio.id }, 'the uploaded audio is no longer in the storage');
        return;
      }
      const source = join(work, 'source');
      await pipeline(stored.body, createWriteStream(source, { mode: 0o600 }));
      if (!(audio.container in AUDIO_DEMUXERS)) throw new Error(`unknown container ${audio.container}`);
      await transcodeAudio(tools, {
        input: source,
        container: audio.container as AudioContainer,
        outDir: work,
        signal: loop.signal,
      });
      const key = practiceAudioKey(audio.id);
      await storage.putFile(`${key}/${AUDIO_FILES.mp4}`, join(work, AUDIO_FILES.mp4), 'audio/mp4');
      await storage.putFile(`${key}/${AUDIO_FILES.webm}`, join(work, AUDIO_FILES.webm), 'audio/webm');
      if (await repo.settleAudio(db, take, { status: 'ready', now: clock.now() })) {
        await storage.delete(audioSourceKey(audio.id)).catch(() => {});
        log.info({ audio: audio.id, kind: audio.kind }, 'a practice audio is ready');
      }
    } catch (error) {
      if (loop.signal.aborted) {
        // this process is closing: the audio waits for the next worker
        await repo.settleAudio(db, take, { status: 'queued', now: clock.now() }).catch(() => {});
        return;
      }
      const last = audio.attempts >= MAX_AUDIO_ATTEMPTS;
      log.error(
        { err: error, audio: audio.id, attempt: audio.attempts },
        'converting a practice audio failed',
      );
      const settled = await repo.settleAudio(db, take, {
        status: last ? 'failed' : 'queued',
        error: msg.audioJobFailed,
        now: clock.now(),
      });
      if (last && settled) await storage.delete(audioSourceKey(audio.id)).catch(() => {});
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }

  /** Converts the audio waiting, one after another. */
  async function drain(): Promise<void> {
    for (const lost of await repo.failAbandonedAudio(db, {
      now: clock.now(),
      maxAttempts: MAX_AUDIO_ATTEMPTS,
      error: msg.audioJobFailed,
    })) {
      await storage.delete(audioSourceKey(lost.id)).catch(() => {});
    }
    while (!loop.signal.aborted) {
      const audio = await repo.claimAudio(db, {
        now: clock.now(),
        leaseUntil: new Date(clock.now().getTime() + LEASE_MS),
        maxAttempts: MAX_AUDIO_ATTEMPTS,
      });
      if (!audio) break;
      await process(audio);
    }
  }

  return {
    /** Looks for queued audio now and every `pollMs` after. */
    start: loop.start,
    /** An audio was queued: look at once (when started). */
    wake: loop.wake,
    /** Converts every audio waiting now (tests; a command run by hand). */
    drain,
    /** Stops looking; a conversion under way is stopped and its audio queued again. */
    stop: loop.stop,
  };
}

export type AudioWorker = ReturnType<typeof createAudioWorker>;
