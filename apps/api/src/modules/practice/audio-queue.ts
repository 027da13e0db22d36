// The background job that turns an uploaded practice audio (a learner's recording of an ayah, a
// teacher's voice correction) into its playable files (issue 20): AAC in MP4 and Opus in WebM. A queue of
// the job engine (issue 37), like the lesson videos' (learning/video-queue.ts): the audio's row and its
// job are written in one transaction; a worker on a host with VIDEO_WORKER=on converts it; a failed try
// is tried again with backoff, and after the last the audio is failed with its source kept for a retry.
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { msg } from '../../copy/messages';
import type { Clock } from '../../core/clock';
import type { QueueDefinition } from '../../core/jobs';
import type { FileStorage } from '../../core/storage';
import type { Db } from '../../db/client';
import type { MediaTools } from '../../infra/media/ffmpeg';
import { practiceAudioKey } from '../../infra/media/media';
import {
  AUDIO_DEMUXERS,
  AUDIO_FILES,
  type AudioContainer,
  transcodeAudio,
} from '../../infra/media/transcode-audio';
import { audioSourceKey } from './practice.service';
import * as repo from './practice-audio.repository';

/** The queue of practice audio waiting for its playable files. */
export const AUDIO_QUEUE = 'practice.audio';
/** How many times an audio is tried before it fails (the first try included). */
export const MAX_AUDIO_ATTEMPTS = 3;

export interface AudioWorkerLog {
  info(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

/** The data of a job of the audio queue. */
export interface AudioJobData {
  audioId: string;
}

export function audioQueue({
  db,
  clock,
  storage,
  tools,
  log,
  retryDelaySeconds = 10,
}: {
  db: Db;
  clock: Clock;
  storage: FileStorage;
  tools: MediaTools;
  log: AudioWorkerLog;
  /** The pause before the second try (MEDIA_RETRY_DELAY_SECONDS, a third of it: audio is short). */
  retryDelaySeconds?: number;
}): QueueDefinition<AudioJobData> {
  return {
    name: AUDIO_QUEUE,
    title: 'তিলাওয়াতের অডিও তৈরি',
    media: true,
    // a minute's recording converts in a second or two
    policy: {
      retryLimit: MAX_AUDIO_ATTEMPTS - 1,
      retryDelaySeconds,
      backoff: true,
      expireInSeconds: 300,
    },
    async handle({ data, attempt, lastAttempt, signal }) {
      const audio = await repo.startAudio(db, { id: data.audioId, attempts: attempt, now: clock.now() });
      if (!audio) return;
      const take = { id: audio.id, attempts: attempt };
      const work = await mkdtemp(join(tmpdir(), 'tilawat-audio-'));
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
          signal,
        });
        const key = practiceAudioKey(audio.id);
        await storage.putFile(`${key}/${AUDIO_FILES.mp4}`, join(work, AUDIO_FILES.mp4), 'audio/mp4');
        await storage.putFile(`${key}/${AUDIO_FILES.webm}`, join(work, AUDIO_FILES.webm), 'audio/webm');
        if (await repo.settleAudio(db, take, { status: 'ready', now: clock.now() })) {
          await storage.delete(audioSourceKey(audio.id)).catch(() => {});
          log.info({ audio: audio.id, kind: audio.kind }, 'a practice audio is ready');
        }
      } catch (error) {
        // this host is stopping: the audio waits, queued, for the next worker (the engine gives the job back)
        const stopping = signal.aborted;
        await repo
          .settleAudio(db, take, {
            status: stopping ? 'queued' : lastAttempt ? 'failed' : 'queued',
            error: stopping ? null : msg.audioJobFailed,
            now: clock.now(),
          })
          .catch(() => {});
        throw error;
      } finally {
        await rm(work, { recursive: true, force: true });
      }
    },
  };
}
