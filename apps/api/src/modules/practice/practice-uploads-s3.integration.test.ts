// Recitation uploads kept in the bucket when STORAGE_URL is S3 (issue 37), on the embedded database (one
// process: tus's in-memory locker). The same rules as in the folder: the bytes arrive in chunks and are
// taken whole, an upload past its expiry is 404 and its objects go, and nothing of a finished one stays.
// practice-uploads-hosts.postgres.test.ts runs two hosts over PostgreSQL's locks.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { and, eq } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appForFile, type Learner, type TestApp } from '../../../test/helpers';
import {
  assignedPractice,
  createUpload,
  makeAudio,
  sendBytes,
  uploadOffset,
  uploadPath,
} from '../../../test/practice';
import { addMultipartShim } from '../../../test/s3rver-multipart';
import { audioSourceKey } from './practice.service';
import { practiceAudio } from './practice.table';

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

let s3rver: S3rver;
let s3: S3Client;
let folder: string;
// filled in before the app is made (appForFile reads it then)
const env: Record<string, string> = {};
beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'tilawat-s3rver-'));
  s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: folder,
    configureBuckets: [{ name: 'tilawat' }],
  });
  addMultipartShim(s3rver);
  const { port } = await s3rver.run();
  env.STORAGE_URL = `s3+http://S3RVER:S3RVER@127.0.0.1:${port}/tilawat/files?forcePathStyle=true&region=us-east-1`;
  s3 = new S3Client({
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
});

let t: TestApp;
let learner: Learner;
let practice: number;
appForFile(async (app) => {
  t = app;
  ({ learner, practice } = await assignedPractice(t));
}, env);

afterAll(async () => {
  s3?.destroy();
  await s3rver?.close();
  rmSync(folder, { recursive: true, force: true });
});

/** The keys in the bucket below the unfinished uploads' prefix. */
async function unfinishedKeys(): Promise<string[]> {
  const page = await s3.send(new ListObjectsV2Command({ Bucket: 'tilawat', Prefix: 'files/.tus/practice/' }));
  return (page.Contents ?? []).map((object) => object.Key ?? '');
}

describe('recitation uploads in the bucket (STORAGE_URL on S3)', () => {
  it('takes a recording sent in chunks whole, and leaves nothing of the upload in the bucket', async () => {
    const recording = makeAudio(6);
    const created = await createUpload(t, learner, { practice, ayah: 1 }, recording.length);
    expect(created.statusCode, created.body).toBe(201);
    const path = uploadPath(created.headers.location);
    const id = path.split('/').pop() as string;
    expect(await unfinishedKeys()).toEqual([`files/.tus/practice/${id}.info`]);
    const chunk = Math.ceil(recording.length / 3);
    let offset = 0;
    while (offset < recording.length) {
      const sent = await sendBytes(t, learner, path, offset, recording.subarray(offset, offset + chunk));
      expect(sent.statusCode, sent.body).toBe(204);
      offset = Number(sent.headers['upload-offset']);
      if (offset < recording.length) {
        const asked = await uploadOffset(t, learner, path);
        expect(Number(asked.headers['upload-offset'])).toBe(offset);
      }
    }
    const [audio] = await t.db
      .select({ id: practiceAudio.id })
      .from(practiceAudio)
      .where(and(eq(practiceAudio.createdBy, learner.user.id), eq(practiceAudio.kind, 'recording')));
    const stored = await s3.send(
      new GetObjectCommand({ Bucket: 'tilawat', Key: `files/${audioSourceKey(audio?.id as string)}` }),
    );
    expect(sha(await (stored.Body as NonNullable<typeof stored.Body>).transformToByteArray())).toBe(
      sha(recording),
    );
    expect(await unfinishedKeys()).toEqual([]);
  });

  it('answers 404 for an upload past its expiry, and deletes its objects', async () => {
    const created = await createUpload(t, learner, { practice, ayah: 2 }, 1000);
    expect(created.statusCode, created.body).toBe(201);
    const path = uploadPath(created.headers.location);
    expect((await sendBytes(t, learner, path, 0, Buffer.alloc(400, 1))).statusCode).toBe(204);
    expect((await unfinishedKeys()).length).toBeGreaterThan(0);
    t.clock.advance(t.env.PRACTICE_UPLOAD_EXPIRY_MINUTES * 60_000 + 1000);
    // the access token's life ended with the hour too
    learner = await t.refreshed(learner);
    expect((await uploadOffset(t, learner, path)).statusCode).toBe(404);
    expect(await unfinishedKeys()).toEqual([]);
  });
});
