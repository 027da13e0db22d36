// Recitation uploads that any host continues (issue 37): two api instances over one PostgreSQL and one
// S3-compatible store (s3rver), each with a folder of its own. A learner's upload made on one host goes
// on, chunk by chunk, on whichever host the proxy picks; two PATCHes of one upload at the same offset on
// two hosts are one write and one conflict, because the lock is PostgreSQL's (upload-locker.ts), not
// each process's memory. PostgreSQL only; vitest.config.ts includes this file when DATABASE_URL is set.
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { and, eq, sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, type Learner, type TestApp } from '../../../test/helpers';
import { assignedPractice, createUpload, makeAudio, uploadPath } from '../../../test/practice';
import { addMultipartShim } from '../../../test/s3rver-multipart';
import { buildApp } from '../../app';
import { createDatabase, type Database } from '../../db/client';
import { audioSourceKey } from './practice.service';
import { practiceAudio } from './practice.table';

const tus = { 'tus-resumable': '1.0.0' };
const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

let s3rver: S3rver;
let s3: S3Client;
let a: TestApp;
let b: Awaited<ReturnType<typeof buildApp>>;
let bDatabase: Database;
let bFolder: string;
const folders: string[] = [];
let learner: Learner;
let practice: number;

beforeAll(async () => {
  const s3folder = mkdtempSync(join(tmpdir(), 'tilawat-s3rver-'));
  folders.push(s3folder);
  s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3folder,
    configureBuckets: [{ name: 'tilawat' }],
  });
  addMultipartShim(s3rver);
  const { port } = await s3rver.run();
  const endpoint = `127.0.0.1:${port}`;
  s3 = new S3Client({
    endpoint: `http://${endpoint}`,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  // host A: the test app (its own PostgreSQL database); its locks on the server of DATABASE_URL
  a = await createTestApp({
    STORAGE_URL: `s3+http://S3RVER:S3RVER@${endpoint}/tilawat/files?forcePathStyle=true&region=us-east-1`,
    DATABASE_URL: process.env.DATABASE_URL as string,
  });
  // host B: another app over the same database, bucket and locks, with a folder of its own
  const current = await a.db.execute(sql`select current_database() as name`);
  const { name } = (current as unknown as { rows: [{ name: string }] }).rows[0];
  const url = new URL(process.env.DATABASE_URL as string);
  url.pathname = `/${name}`;
  bDatabase = createDatabase({ databaseUrl: url.toString(), pgliteDir: '', poolSize: 4 });
  bFolder = mkdtempSync(join(tmpdir(), 'tilawat-uploads-b-'));
  folders.push(bFolder);
  b = await buildApp({
    env: { ...a.env, UPLOAD_DIR: bFolder },
    database: bDatabase,
    logger: false,
    clock: a.clock,
  });
  await b.ready();

  ({ learner, practice } = await assignedPractice(a));
}, 120_000);

afterAll(async () => {
  await b?.close();
  await bDatabase?.close();
  await a?.close();
  s3?.destroy();
  await s3rver?.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
}, 60_000);

/** The hosts by name: A's requests are checked against the contract, B's are B's own. */
const host =
  (which: 'A' | 'B') =>
  (options: InjectOptions): Promise<LightMyRequestResponse> =>
    which === 'A' ? a.inject(options) : b.inject(options);

const patch = (which: 'A' | 'B', path: string, offset: number, bytes: Buffer) =>
  host(which)({
    method: 'PATCH',
    url: path,
    headers: {
      ...auth(learner),
      ...tus,
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    payload: bytes,
  });

const head = (which: 'A' | 'B', path: string) =>
  host(which)({ method: 'HEAD', url: path, headers: { ...auth(learner), ...tus } });

/** The keys in the bucket below the unfinished uploads' prefix. */
async function unfinishedKeys(): Promise<string[]> {
  const page = await s3.send(new ListObjectsV2Command({ Bucket: 'tilawat', Prefix: 'files/.tus/practice/' }));
  return (page.Contents ?? []).map((object) => object.Key ?? '');
}

describe('a recitation upload on two api hosts (tus on S3, locks in PostgreSQL)', () => {
  it('goes on, chunk by chunk, on whichever host takes each PATCH, and is taken whole', async () => {
    const recording = makeAudio(8);
    const created = await createUpload(a, learner, { practice, ayah: 1 }, recording.length);
    expect(created.statusCode, created.body).toBe(201);
    const path = uploadPath(created.headers.location);
    expect(path).toMatch(/^\/api\/v3\/practice-uploads\/[0-9a-f]{32}$/);
    // nothing of the upload is on either host's disk: it is in the bucket
    expect(await unfinishedKeys()).toContain(`files/.tus/practice/${path.split('/').pop()}.info`);

    const chunk = Math.ceil(recording.length / 6);
    const hosts: ('A' | 'B')[] = [];
    let offset = 0;
    for (let i = 0; offset < recording.length; i++) {
      const which = i % 2 === 0 ? 'B' : 'A';
      // after a lost connection the client asks the other host how far it got
      const asked = await head(which === 'A' ? 'B' : 'A', path);
      expect(asked.statusCode, asked.body).toBe(200);
      expect(Number(asked.headers['upload-offset'])).toBe(offset);
      const sent = await patch(which, path, offset, recording.subarray(offset, offset + chunk));
      expect(sent.statusCode, `${which}: ${sent.body}`).toBe(204);
      offset = Number(sent.headers['upload-offset']);
      hosts.push(which);
    }
    expect(offset).toBe(recording.length);
    expect(hosts).toEqual(['B', 'A', 'B', 'A', 'B', 'A']);

    // the recording was checked and kept: its bytes are the learner's, byte for byte
    const [audio] = await a.db
      .select({ id: practiceAudio.id, size: practiceAudio.size })
      .from(practiceAudio)
      .where(and(eq(practiceAudio.createdBy, learner.user.id), eq(practiceAudio.kind, 'recording')));
    expect(audio?.size).toBe(recording.length);
    const stored = await s3.send(
      new GetObjectCommand({ Bucket: 'tilawat', Key: `files/${audioSourceKey(audio?.id as string)}` }),
    );
    expect(sha(await (stored.Body as NonNullable<typeof stored.Body>).transformToByteArray())).toBe(
      sha(recording),
    );
    // nothing of the finished upload is left in the bucket, nor its copy on the host that checked it
    expect(await unfinishedKeys()).toEqual([]);
    for (const folder of [a.env.UPLOAD_DIR, bFolder]) {
      const copies = join(folder, '.tus', 'practice');
      expect(existsSync(copies) ? readdirSync(copies) : []).toEqual([]);
    }
  });

  it('lets one of two PATCHes at the same offset on two hosts write, and answers the other 409', async () => {
    const size = 2_000_000;
    const created = await createUpload(a, learner, { practice, ayah: 2 }, size);
    expect(created.statusCode, created.body).toBe(201);
    const path = uploadPath(created.headers.location);
    const half = Buffer.alloc(size / 2, 7);
    const both = await Promise.all([patch('A', path, 0, half), patch('B', path, 0, half)]);
    expect(both.map((answer) => answer.statusCode).sort()).toEqual([204, 409]);
    const won = both.find((answer) => answer.statusCode === 204);
    expect(Number(won?.headers['upload-offset'])).toBe(size / 2);
    const lost = both.find((answer) => answer.statusCode === 409);
    expect(lost?.json()).toMatchObject({
      code: 'UPLOAD_OFFSET_CONFLICT',
      msg: expect.stringMatching(/[ঀ-৿]/),
    });
    // one half was written, once: either host says so
    for (const which of ['A', 'B'] as const) {
      expect(Number((await head(which, path)).headers['upload-offset'])).toBe(size / 2);
    }
  });

  it('keeps the per-learner rules across hosts: a new take of an ayah on one host replaces the one made on the other', async () => {
    const first = await createUpload(a, learner, { practice, ayah: 3 }, 1000);
    expect(first.statusCode, first.body).toBe(201);
    const firstId = uploadPath(first.headers.location).split('/').pop() as string;
    const again = await b.inject({
      method: 'POST',
      url: '/api/v3/practice-uploads',
      headers: {
        ...auth(learner),
        ...tus,
        'upload-length': '1000',
        'upload-metadata': `practice ${Buffer.from(String(practice)).toString('base64')},ayah ${Buffer.from('3').toString('base64')}`,
      },
    });
    expect(again.statusCode, again.body).toBe(201);
    const keys = await unfinishedKeys();
    expect(keys.filter((key) => key.includes(firstId))).toEqual([]);
    for (const which of ['A', 'B'] as const) {
      expect((await head(which, uploadPath(first.headers.location))).statusCode).toBe(404);
      expect((await head(which, uploadPath(again.headers.location))).statusCode).toBe(200);
    }
  });
});
