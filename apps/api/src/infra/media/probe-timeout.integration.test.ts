// ffprobe runs while an upload's request waits (issue 35): a probe that hangs — a file made to keep the
// demuxer busy, a stuck tool — is killed after PROBE_TIMEOUT_SECONDS, and the upload answers 503
// `MEDIA_CHECK_TIMEOUT` in Bengali with nothing kept, instead of holding the request (and a process) for
// as long as the probe runs. Here FFPROBE_PATH is a script that writes its process id and sleeps.
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../../test/console';
import { auth, createTestApp, type Learner, type TestApp } from '../../../test/helpers';
import { createUpload, makeAudio, sendBytes, uploadOffset, uploadPath } from '../../../test/practice';
import { seededIds } from '../../../test/seeded';
import { batches } from '../../modules/catalogue/catalogue.table';
import { videoJobs } from '../../modules/learning/learning.table';
import { practiceRecordings } from '../../modules/practice/practice.table';

const bengali = /[\u0980-\u09FF]/;
const work = mkdtempSync(join(tmpdir(), 'tilawat-probe-timeout-'));
const pidFile = join(work, 'ffprobe.pid');
const hangingProbe = join(work, 'ffprobe');
// a wrapper that never answers: its shell and the sleep it started must both be killed
writeFileSync(hangingProbe, `#!/bin/sh\necho $$ > '${pidFile}'\nsleep 30\necho '{}'\n`);
chmodSync(hangingProbe, 0o755);

/** Whether the process whose id the script wrote is still running (a zombie is not). */
function probeStillRunning(): boolean {
  const pid = readFileSync(pidFile, 'utf8').trim();
  try {
    return !/^\d+ \(.*\) [ZX] /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

let t: TestApp;
let admin: Learner;
let learner: Learner;
let lesson: number;
let practice: number;
beforeAll(async () => {
  t = await createTestApp({ FFPROBE_PATH: hangingProbe, PROBE_TIMEOUT_SECONDS: '1' });
  const ids = await seededIds(t);
  admin = await signedInAs(t, 'admin');
  const teacher = await signedInAs(t, 'teacher');
  await t.db.update(batches).set({ teacherId: teacher.user.id }).where(eq(batches.id, ids.liveBatch));
  learner = await t.signUp();
  await t.enroll(learner.user.id, ids.liveBatch);
  lesson = ids.freeRecording;
  const made = await t.inject({
    method: 'POST',
    url: `/api/v3/admin/batches/${ids.liveBatch}/practice-assignments`,
    headers: auth(teacher),
    payload: { surah: 1, ayah_from: 1, ayah_to: 2 },
  });
  practice = made.json().data.id;
});
afterAll(async () => {
  await t?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('a probe past PROBE_TIMEOUT_SECONDS', () => {
  it('answers a recording’s last PATCH 503 MEDIA_CHECK_TIMEOUT within seconds, kills ffprobe and keeps nothing', async () => {
    const audio = makeAudio(1);
    const created = await createUpload(t, learner, { practice, ayah: 1 }, audio.length);
    expect(created.statusCode).toBe(201);
    const path = uploadPath(created.headers.location);
    const started = performance.now();
    const last = await sendBytes(t, learner, path, 0, audio);
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(last.statusCode).toBe(503);
    expect(last.json()).toEqual({ code: 'MEDIA_CHECK_TIMEOUT', msg: expect.stringMatching(bengali) });
    expect(probeStillRunning()).toBe(false);
    // nothing kept: the upload is gone and the ayah has no recording
    expect((await uploadOffset(t, learner, path)).statusCode).toBe(404);
    expect(await t.db.select().from(practiceRecordings)).toEqual([]);
    expect(existsSync(join(t.env.UPLOAD_DIR, '.tus', 'practice', path.split('/').pop() as string))).toBe(
      false,
    );
  });

  it('answers a lesson video’s upload 503 MEDIA_CHECK_TIMEOUT within seconds, kills ffprobe and queues nothing', async () => {
    // an MP4 by its first bytes (an `ftyp` box): what ffprobe is then asked to read
    const video = Buffer.concat([
      Buffer.from('000000186674797069736f6d0000020069736f6d', 'hex'),
      Buffer.alloc(4000),
    ]);
    const boundary = '----tilawat-probe';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="lesson.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
      ),
      video,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const started = performance.now();
    const answer = await t.inject({
      method: 'POST',
      url: `/api/v3/admin/lessons/${lesson}/video`,
      headers: { ...auth(admin), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(answer.statusCode, answer.body).toBe(503);
    expect(answer.json()).toEqual({ code: 'MEDIA_CHECK_TIMEOUT', msg: expect.stringMatching(bengali) });
    expect(probeStillRunning()).toBe(false);
    expect(await t.db.select().from(videoJobs)).toEqual([]);
  });
});
