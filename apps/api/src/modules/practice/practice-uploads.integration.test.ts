// What unfinished recording uploads may take of the machine (issue 35): before it, any enrolled learner
// could open 60 unfinished 2 MiB uploads a minute, each kept on disk for 24 hours. Now a learner keeps
// at most one unfinished upload per ayah they may record now (a new take replaces the one before; more
// is 429), an upload expires an hour after it was made and its files are deleted, and the folder as a
// whole is capped (507 when full).
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInAs } from '../../../test/console';
import { appForFile, auth, type Learner, type TestApp } from '../../../test/helpers';
import { createUpload, sendBytes, uploadOffset, uploadPath } from '../../../test/practice';
import { type SeededIds, seededIds } from '../../../test/seeded';
import { batches } from '../catalogue/catalogue.table';
import { createPracticeUploads } from './practice-uploads';

const bengali = /[\u0980-\u09FF]/;
const MiB = 1024 * 1024;

let t: TestApp;
let ids: SeededIds;
let teacher: Learner;
let learner: Learner;
let classmate: Learner;
appForFile(
  async (app) => {
    t = app;
    ids = await seededIds(t);
    teacher = await signedInAs(t, 'teacher');
    await t.db.update(batches).set({ teacherId: teacher.user.id }).where(eq(batches.id, ids.liveBatch));
    [learner, classmate] = [await t.signUp(), await t.signUp()];
    await t.enroll(learner.user.id, ids.liveBatch);
    await t.enroll(classmate.user.id, ids.liveBatch);
  },
  { PRACTICE_AUDIO_MAX_BYTES: String(MiB), PRACTICE_UPLOADS_MAX_BYTES: String(3 * MiB) },
);

/** The folder unfinished uploads wait in (`UPLOAD_DIR/.tus/practice`). */
const folder = () => join(t.env.UPLOAD_DIR, '.tus', 'practice');

/** The uploads in the folder now, with their learner and ayah (from @tus/file-store's `<id>.json`). */
function uploadsInFolder(): { id: string; learner: string; practice: string; ayah: string }[] {
  if (!existsSync(folder())) return [];
  return readdirSync(folder())
    .filter((name) => name.endsWith('.json'))
    .map((name) => {
      const info = JSON.parse(readFileSync(join(folder(), name), 'utf8')) as {
        metadata: Record<string, string>;
      };
      return {
        id: name.slice(0, -5),
        learner: info.metadata.learner ?? '',
        practice: info.metadata.practice ?? '',
        ayah: info.metadata.ayah ?? '',
      };
    });
}

/** A practice the teacher assigns to the whole batch. */
async function assign(surah: number, ayahFrom: number, ayahTo: number): Promise<number> {
  const answer = await t.inject({
    method: 'POST',
    url: `/api/v3/admin/batches/${ids.liveBatch}/practice-assignments`,
    headers: auth(teacher),
    payload: { surah, ayah_from: ayahFrom, ayah_to: ayahTo },
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().data.id;
}

describe('POST /practice-uploads: unfinished uploads per learner', () => {
  it('keeps at most one unfinished upload per ayah the learner may record now: a new take of an ayah replaces the one before', async () => {
    const practice = await assign(1, 1, 3);
    const made: string[] = [];
    // ten takes of three ayahs, none finished (before issue 35 each stayed on disk for a day)
    for (const ayah of [1, 2, 3, 1, 2, 3, 1, 2, 3, 1]) {
      const created = await createUpload(t, learner, { practice, ayah }, 1000);
      expect(created.statusCode, created.body).toBe(201);
      made.push(uploadPath(created.headers.location));
    }
    const mine = uploadsInFolder().filter(
      (upload) => upload.learner === learner.user.id && upload.practice === String(practice),
    );
    expect(mine.map((upload) => upload.ayah).sort()).toEqual(['1', '2', '3']);
    // the newest take of each ayah goes on; the ones it replaced are gone
    for (const path of made.slice(-3)) expect((await uploadOffset(t, learner, path)).statusCode).toBe(200);
    for (const path of made.slice(0, -3)) {
      const gone = await uploadOffset(t, learner, path);
      expect(gone.statusCode).toBe(404);
      expect(existsSync(join(folder(), path.split('/').pop() as string))).toBe(false);
    }
    // a classmate's takes of the same ayahs are their own, and replace nothing of the learner's
    expect((await createUpload(t, classmate, { practice, ayah: 1 }, 1000)).statusCode).toBe(201);
    expect((await uploadOffset(t, learner, made.at(-1) as string)).statusCode).toBe(200);
  });

  it('answers 429 in Bengali when the learner already holds as many unfinished uploads as ayahs open (made by another api process at the same time)', async () => {
    const practice = await assign(112, 1, 2);
    const created = await createUpload(t, learner, { practice, ayah: 2 }, 1000);
    expect(created.statusCode).toBe(201);
    // another process of this machine took a second take of ayah 2 at the same moment: a copy of the
    // upload's description under a new id, as that process's tus server would have written it
    const id = uploadPath(created.headers.location).split('/').pop() as string;
    const info = JSON.parse(readFileSync(join(folder(), `${id}.json`), 'utf8'));
    const twin = randomBytes(16).toString('hex');
    writeFileSync(join(folder(), `${twin}.json`), JSON.stringify({ ...info, id: twin }));
    writeFileSync(join(folder(), twin), '');

    const refused = await createUpload(t, learner, { practice, ayah: 1 }, 1000);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'UPLOADS_UNFINISHED', msg: expect.stringMatching(bengali) });
    // until the older of them expires (an hour)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    // a new take of ayah 2 replaces both of its unfinished ones, and the learner goes on
    expect((await createUpload(t, learner, { practice, ayah: 2 }, 1000)).statusCode).toBe(201);
    expect((await createUpload(t, learner, { practice, ayah: 1 }, 1000)).statusCode).toBe(201);
    expect(existsSync(join(folder(), twin))).toBe(false);
  });
});

describe('POST /practice-uploads: the folder’s cap (PRACTICE_UPLOADS_MAX_BYTES)', () => {
  it('answers 507 in Bengali when a new upload would take the folder past its cap, and nothing is made', async () => {
    const practice = await assign(103, 1, 3);
    const before = uploadsInFolder().length;
    // 3 MiB in all: the uploads above hold a few kilobytes, these two 2 MiB
    for (const ayah of [1, 2])
      expect((await createUpload(t, learner, { practice, ayah }, MiB)).statusCode).toBe(201);
    const full = await createUpload(t, learner, { practice, ayah: 3 }, MiB);
    expect(full.statusCode).toBe(507);
    expect(full.json()).toEqual({ code: 'UPLOADS_FULL', msg: expect.stringMatching(bengali) });
    const theirs = await createUpload(t, classmate, { practice, ayah: 1 }, MiB);
    expect(theirs.statusCode).toBe(507);
    expect(uploadsInFolder().length).toBe(before + 2);
    // what fits is taken, and a new take of an ayah gives back the bytes of the one it replaces
    expect((await createUpload(t, learner, { practice, ayah: 3 }, 100_000)).statusCode).toBe(201);
    expect((await createUpload(t, learner, { practice, ayah: 1 }, MiB)).statusCode).toBe(201);
  });
});

describe('unfinished uploads expire (PRACTICE_UPLOAD_EXPIRY_MINUTES)', () => {
  it('says when an upload expires: an hour after it was made', async () => {
    const practice = await assign(108, 1, 3);
    const created = await createUpload(t, learner, { practice, ayah: 1 }, 1000);
    expect(created.statusCode).toBe(201);
    const expires = Date.parse(String(created.headers['upload-expires']));
    // @tus/server dates it from the machine's clock
    expect(expires - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(60 * 60_000);
  });

  it('deletes an unfinished upload’s files an hour after it was made: HEAD and PATCH answer 404; the sweep deletes those nobody asks for', async () => {
    const practice = await assign(110, 1, 3);
    const paths: string[] = [];
    for (const ayah of [1, 2]) {
      const created = await createUpload(t, learner, { practice, ayah }, 1000);
      expect(created.statusCode).toBe(201);
      const path = uploadPath(created.headers.location);
      expect((await sendBytes(t, learner, path, 0, Buffer.alloc(400))).statusCode).toBe(204);
      paths.push(path);
    }
    const [first, second] = paths.map((path) => path.split('/').pop() as string);
    const minutes = t.env.PRACTICE_UPLOAD_EXPIRY_MINUTES;
    expect(minutes).toBe(60);

    t.clock.advance((minutes - 1) * 60_000);
    let me = await t.refreshed(learner);
    expect((await uploadOffset(t, me, paths[0] as string)).statusCode).toBe(200);

    t.clock.advance(2 * 60_000);
    me = await t.refreshed(me);
    const expired = await uploadOffset(t, me, paths[0] as string);
    expect(expired.statusCode).toBe(404);
    const patch = await sendBytes(t, me, paths[0] as string, 400, Buffer.alloc(600));
    expect(patch.statusCode).toBe(404);
    expect(patch.json().msg).toMatch(bengali);
    expect(existsSync(join(folder(), first as string))).toBe(false);
    expect(existsSync(join(folder(), `${first}.json`))).toBe(false);

    // the other one nobody asked for: the sweep (every api process runs one every few minutes; this is
    // a second one over the same folder, as another process of the machine would be) deletes it
    expect(existsSync(join(folder(), second as string))).toBe(true);
    const sweeper = createPracticeUploads({
      practice: {} as never,
      dir: folder(),
      maxBytes: t.env.PRACTICE_AUDIO_MAX_BYTES,
      folderMaxBytes: t.env.PRACTICE_UPLOADS_MAX_BYTES,
      expiryMs: minutes * 60_000,
      publicOrigin: t.env.PUBLIC_ORIGIN,
      log: { error: () => {} },
      clock: t.clock,
    });
    await sweeper.sweep();
    expect(existsSync(join(folder(), second as string))).toBe(false);
    expect(existsSync(join(folder(), `${second}.json`))).toBe(false);
    // every upload of the tests above was made more than an hour ago (on the test's clock): all gone
    expect(uploadsInFolder()).toEqual([]);
  });
});
