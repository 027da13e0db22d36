// What the recitation practice tests share (issue 20): short recordings made with Debian's ffmpeg, and
// the tus requests a browser's tus-js-client sends.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { batches } from '../src/modules/catalogue/catalogue.table';
import { signedInAs } from './console';
import { auth, type Learner, type TestApp } from './helpers';
import { seededIds } from './seeded';

// One folder for the test process, removed when it ends: the api suite's processes run many files each
// (vitest.config.ts, isolate: false), so a file's own afterAll would take it from the files after it.
const work = mkdtempSync(join(tmpdir(), 'tilawat-practice-test-'));
process.once('exit', () => rmSync(work, { recursive: true, force: true }));

/** `seconds` of a tone recorded as a browser would: Opus in WebM (or AAC in MP4 with `format: 'm4a'`). */
export function makeAudio(seconds: number, format: 'webm' | 'm4a' = 'webm'): Buffer {
  const path = join(work, `tone-${seconds}.${format}`);
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`],
    ...(format === 'webm' ? ['-c:a', 'libopus', '-b:a', '24k'] : ['-c:a', 'aac', '-b:a', '32k']),
    path,
  ]);
  return readFileSync(path);
}

/** What ffprobe says of a file's first stream: its codec, channels and length in seconds. */
export function probe(bytes: Buffer, name: string): { codec: string; channels: number; seconds: number } {
  const path = join(work, name);
  writeFileSync(path, bytes);
  const out = JSON.parse(
    execFileSync('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', path], {
      encoding: 'utf8',
    }),
  ) as { format: { duration: string }; streams: { codec_name: string; channels: number }[] };
  const [stream] = out.streams;
  return {
    codec: stream?.codec_name ?? '',
    channels: stream?.channels ?? 0,
    seconds: Number(out.format.duration),
  };
}

const b64 = (text: string) => Buffer.from(text).toString('base64');
const tus = { 'tus-resumable': '1.0.0' };

/** POST /api/v3/practice-uploads: a new upload of an ayah's recording of `length` bytes. */
export const createUpload = (
  t: TestApp,
  who: Learner,
  target: { practice: number | string; ayah: number | string },
  length: number,
) =>
  t.inject({
    method: 'POST',
    url: '/api/v3/practice-uploads',
    headers: {
      ...auth(who),
      ...tus,
      'upload-length': String(length),
      'upload-metadata': `practice ${b64(String(target.practice))},ayah ${b64(String(target.ayah))},filetype ${b64('audio/webm')}`,
    },
  });

/** The path of an upload's `Location`. */
export const uploadPath = (location: unknown) => new URL(String(location)).pathname;

/** PATCH: bytes of an upload from `offset`. */
export const sendBytes = (t: TestApp, who: Learner, path: string, offset: number, bytes: Buffer) =>
  t.inject({
    method: 'PATCH',
    url: path,
    headers: {
      ...auth(who),
      ...tus,
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    payload: bytes,
  });

/** HEAD: how much of an upload has arrived. */
export const uploadOffset = (t: TestApp, who: Learner, path: string) =>
  t.inject({ method: 'HEAD', url: path, headers: { ...auth(who), ...tus } });

/** A whole recording of an ayah, in one PATCH: the last PATCH's answer. */
export async function uploadRecording(
  t: TestApp,
  who: Learner,
  target: { practice: number; ayah: number },
  bytes: Buffer,
) {
  const created = await createUpload(t, who, target, bytes.length);
  expect(created.statusCode, created.body).toBe(201);
  return sendBytes(t, who, uploadPath(created.headers.location), 0, bytes);
}

/** Reads until `done` holds (the app's audio worker converting in the background), for at most `ms`. */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  ms = 30_000,
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until)
      throw new Error(`not done after ${ms} ms: ${JSON.stringify(value).slice(0, 500)}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/**
 * A new learner enrolled in the seed's live batch, with a recitation practice of `surah` ayahs `from`…`to`
 * assigned by the batch's teacher (made its teacher here).
 */
export async function assignedPractice(
  t: TestApp,
  { surah = 1, from = 1, to = 3 }: { surah?: number; from?: number; to?: number } = {},
): Promise<{ learner: Learner; practice: number; ids: Awaited<ReturnType<typeof seededIds>> }> {
  const ids = await seededIds(t);
  const teacher = await signedInAs(t, 'teacher');
  await t.db.update(batches).set({ teacherId: teacher.user.id }).where(eq(batches.id, ids.liveBatch));
  const learner = await t.signUp();
  await t.enroll(learner.user.id, ids.liveBatch);
  const assigned = await t.inject({
    method: 'POST',
    url: `/api/v3/admin/batches/${ids.liveBatch}/practice-assignments`,
    headers: auth(teacher),
    payload: { surah, ayah_from: from, ayah_to: to },
  });
  expect(assigned.statusCode, assigned.body).toBe(201);
  return { learner, practice: assigned.json().data.id as number, ids };
}
