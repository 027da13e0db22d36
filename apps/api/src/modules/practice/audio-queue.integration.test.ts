// The practice audio queue's job (issue 20, on the job engine since issue 37): a queued recording becomes
// ready; a conversion that keeps failing is failed after its last try with a Bengali reason — the learner
// sees it failed and must record the ayah again before sending — its source kept for an operator's retry;
// a try the engine gave to another host (a try more) writes nothing.
import type { V3Schemas } from '@tilawat/sdk';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appForFile, auth, type Learner, type TestApp } from '../../../test/helpers';
import { assignedPractice, makeAudio, uploadRecording } from '../../../test/practice';
import { msg } from '../../copy/messages';
import { createLocalStorage } from '../../infra/storage/storage-local';
import { audioQueue, MAX_AUDIO_ATTEMPTS } from './audio-queue';
import { audioSourceKey } from './practice.service';
import { practiceAudio } from './practice.table';
import { findAudio, settleAudio, startAudio } from './practice-audio.repository';

let t: TestApp;
let learner: Learner;
let practice: number;
let audio: Buffer;
// no worker in this file's app: each test runs the queue's job as the engine would
appForFile(
  async (app) => {
    t = app;
    ({ learner, practice } = await assignedPractice(t, { surah: 103 }));
    audio = makeAudio(2);
  },
  { JOB_WORKERS: 'off' },
);

const silent = { info: () => {}, error: () => {} };
/** One try of the audio's job, as the engine runs it. */
const convert = (audioId: string, attempt: number, ffmpeg = 'ffmpeg') =>
  audioQueue({
    db: t.db,
    clock: t.clock,
    storage: createLocalStorage(t.env.UPLOAD_DIR),
    tools: { ffmpeg, ffprobe: 'ffprobe', probeTimeoutMs: 30_000 },
    log: silent,
  }).handle({
    id: 'job',
    data: { audioId },
    attempt,
    lastAttempt: attempt === MAX_AUDIO_ATTEMPTS,
    signal: new AbortController().signal,
  });
const read = async () =>
  (await t.inject({ url: `/api/v3/practice/${practice}`, headers: auth(learner) })).json()
    .data as V3Schemas['PracticeDetail'];

describe('the audio worker', () => {
  beforeAll(async () => {
    for (const ayah of [1, 2])
      expect((await uploadRecording(t, learner, { practice, ayah }, audio)).statusCode).toBe(204);
  });

  it('leaves a new recording processing; a conversion that keeps failing waits for its next try, and is failed after the last', async () => {
    const before = await read();
    expect(before.ayahs[0]?.recording?.audio).toMatchObject({
      status: 'processing',
      mp4_url: null,
      webm_url: null,
    });
    const id = before.ayahs[0]?.recording?.id as string;
    const other = before.ayahs[1]?.recording?.id as string;
    // a host that cannot run ffmpeg: the first try fails, and the audio waits, processing, for the next
    await expect(convert(id, 1, '/nonexistent/ffmpeg')).rejects.toThrow();
    expect(await findAudio(t.db, id)).toMatchObject({
      status: 'queued',
      attempts: 1,
      error: msg.audioJobFailed,
    });
    expect((await read()).ayahs[0]?.recording?.audio.status).toBe('processing');
    // the last try fails too: failed for good
    for (const audioId of [id, other]) {
      await expect(convert(audioId, MAX_AUDIO_ATTEMPTS, '/nonexistent/ffmpeg')).rejects.toThrow();
    }
    const failed = await read();
    for (const ayah of failed.ayahs.slice(0, 2)) expect(ayah.recording?.audio.status).toBe('failed');
    const [row] = await t.db.select().from(practiceAudio).where(eq(practiceAudio.id, id));
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_AUDIO_ATTEMPTS, error: msg.audioJobFailed });
    // its source stays for an operator's retry from the console's failed jobs
    const storage = createLocalStorage(t.env.UPLOAD_DIR);
    expect(await storage.get(audioSourceKey(id))).not.toBeNull();
    // a failed recording does not count: the ayah is to be recorded again before the practice is sent
    const refused = await t.inject({
      method: 'POST',
      url: `/api/v3/practice/${practice}/submit`,
      headers: auth(learner),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toContain('১, ২, ৩');
  });

  it('converts what is queued; a try the engine gave to another host writes nothing', async () => {
    // a second take of ayah 1, a moment after the first (which is its current recording until then)
    t.clock.advance(1_000);
    expect((await uploadRecording(t, learner, { practice, ayah: 1 }, audio)).statusCode).toBe(204);
    const id = (await read()).ayahs[0]?.recording?.id as string;
    // a host started try 1 and went quiet; the engine gave the job to another host as try 2
    expect(await startAudio(t.db, { id, attempts: 1, now: t.clock.now() })).toMatchObject({
      status: 'converting',
    });
    await convert(id, 2);
    expect(await settleAudio(t.db, { id, attempts: 1 }, { status: 'failed', now: t.clock.now() })).toBe(
      false,
    );
    const row = await findAudio(t.db, id);
    expect(row).toMatchObject({ status: 'ready', attempts: 2, error: null });
    const ready = await read();
    expect(ready.ayahs[0]?.recording?.audio.status).toBe('ready');
    expect(ready.ayahs[0]?.recording?.audio.webm_url).toMatch(/audio\.webm/);
    const storage = createLocalStorage(t.env.UPLOAD_DIR);
    expect(await storage.get(audioSourceKey(id))).toBeNull();
    expect(await storage.get(`practice/${id}/audio.m4a`)).not.toBeNull();
    // a ready audio is not converted again
    expect(await startAudio(t.db, { id, attempts: 3, now: t.clock.now() })).toBeUndefined();
  });
});
