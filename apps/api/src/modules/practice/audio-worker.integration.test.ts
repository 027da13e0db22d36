// The practice audio worker (issue 20): a queued recording becomes ready; a conversion that keeps failing is
// tried three times and then failed with a Bengali reason — the learner sees it failed and must record the
// ayah again before sending; a process that dies leaves its audio to another worker after the lease.
import type { V3Schemas } from '@tilawat/sdk';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appForFile, auth, type Learner, type TestApp } from '../../../test/helpers';
import { assignedPractice, makeAudio, uploadRecording } from '../../../test/practice';
import { msg } from '../../copy/messages';
import { createLocalStorage } from '../../infra/storage/storage-local';
import { createAudioWorker, MAX_AUDIO_ATTEMPTS } from './audio-queue';
import { audioSourceKey } from './practice.service';
import { practiceAudio } from './practice.table';
import { claimAudio, findAudio } from './practice-audio.repository';

let t: TestApp;
let learner: Learner;
let practice: number;
let audio: Buffer;
// no background worker in this file's app: each test drains with the worker it makes
appForFile(async (app) => {
  t = app;
  ({ learner, practice } = await assignedPractice(t, { surah: 103 }));
  audio = makeAudio(2);
});

const silent = { info: () => {}, error: () => {} };
const worker = (ffmpeg = 'ffmpeg') =>
  createAudioWorker({
    db: t.db,
    clock: t.clock,
    storage: createLocalStorage(t.env.UPLOAD_DIR),
    tools: { ffmpeg, ffprobe: 'ffprobe', probeTimeoutMs: 30_000 },
    log: silent,
    pollMs: 60_000,
  });
const read = async () =>
  (await t.inject({ url: `/api/v3/practice/${practice}`, headers: auth(learner) })).json()
    .data as V3Schemas['PracticeDetail'];

describe('the audio worker', () => {
  beforeAll(async () => {
    for (const ayah of [1, 2])
      expect((await uploadRecording(t, learner, { practice, ayah }, audio)).statusCode).toBe(204);
  });

  it('leaves a new recording processing; a conversion that keeps failing is failed after three tries', async () => {
    const before = await read();
    expect(before.ayahs[0]?.recording?.audio).toMatchObject({
      status: 'processing',
      mp4_url: null,
      webm_url: null,
    });
    const id = before.ayahs[0]?.recording?.id as string;
    // a worker that cannot run ffmpeg first: tried, queued again, tried…, then failed for good
    const broken = worker('/nonexistent/ffmpeg');
    for (let i = 0; i < MAX_AUDIO_ATTEMPTS; i++) await broken.drain();
    const failed = await read();
    for (const ayah of failed.ayahs.slice(0, 2)) expect(ayah.recording?.audio.status).toBe('failed');
    const [row] = await t.db.select().from(practiceAudio).where(eq(practiceAudio.id, id));
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_AUDIO_ATTEMPTS, error: msg.audioJobFailed });
    const storage = createLocalStorage(t.env.UPLOAD_DIR);
    expect(await storage.get(audioSourceKey(id))).toBeNull();
    // a failed recording does not count: the ayah is to be recorded again before the practice is sent
    const refused = await t.inject({
      method: 'POST',
      url: `/api/v3/practice/${practice}/submit`,
      headers: auth(learner),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toContain('১, ২, ৩');
  });

  it('converts what is queued, and a worker that died leaves its audio to another after the lease', async () => {
    // a second take of ayah 1, a moment after the first (which is its current recording until then)
    t.clock.advance(1_000);
    expect((await uploadRecording(t, learner, { practice, ayah: 1 }, audio)).statusCode).toBe(204);
    const id = (await read()).ayahs[0]?.recording?.id as string;
    // a worker takes it and dies (its lease left to lapse)
    const taken = await claimAudio(t.db, {
      now: t.clock.now(),
      leaseUntil: new Date(t.clock.now().getTime() + 60_000),
      maxAttempts: MAX_AUDIO_ATTEMPTS,
    });
    expect(taken?.id).toBe(id);
    await worker().drain();
    expect((await findAudio(t.db, id))?.status).toBe('converting');
    t.clock.advance(61_000);
    await worker().drain();
    const row = await findAudio(t.db, id);
    expect(row).toMatchObject({ status: 'ready', attempts: 2, error: null });
    const ready = await read();
    expect(ready.ayahs[0]?.recording?.audio.status).toBe('ready');
    expect(ready.ayahs[0]?.recording?.audio.webm_url).toMatch(/audio\.webm/);
    const storage = createLocalStorage(t.env.UPLOAD_DIR);
    expect(await storage.get(audioSourceKey(id))).toBeNull();
    expect(await storage.get(`practice/${id}/audio.m4a`)).not.toBeNull();
  });
});
