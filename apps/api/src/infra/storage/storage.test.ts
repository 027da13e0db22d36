import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addListingShim } from '../../../test/s3rver-listing';
import { addMultipartShim } from '../../../test/s3rver-multipart';
import { type FileStorage, storageConfig } from '../../core/storage';
import { createLocalStorage, localContentType as localType } from './storage-local';
import { createS3Storage, MULTIPART_PART_BYTES } from './storage-s3';

async function bytesOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

const folders: string[] = [];
const tempFolder = (name: string) => {
  const folder = mkdtempSync(join(tmpdir(), `tilawat-${name}-`));
  folders.push(folder);
  return folder;
};
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

// A real S3 API (s3rver) on a loopback port, its objects in a temporary folder.
let s3rver: S3rver | undefined;
let s3: ReturnType<typeof createS3Storage> | undefined;
let multipart: { partsSent: number[] } = { partsSent: [] };
let port = 0;
beforeAll(async () => {
  s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: tempFolder('s3rver'),
    configureBuckets: [{ name: 'tilawat' }],
  });
  multipart = addMultipartShim(s3rver);
  addListingShim(s3rver);
  ({ port } = await s3rver.run());
  // s3rver's own credentials; a prefix, as a bucket shared with other data would have
  const config = storageConfig(
    `s3+http://S3RVER:S3RVER@127.0.0.1:${port}/tilawat/uploads?forcePathStyle=true&region=us-east-1`,
    '',
  );
  if (config.kind !== 's3') throw new Error('expected an s3 configuration');
  s3 = createS3Storage(config);
});
afterAll(async () => {
  s3?.destroy();
  await s3rver?.close();
});

const drivers: [string, () => FileStorage][] = [
  ['the folder', () => createLocalStorage(tempFolder('uploads'))],
  ['S3 (s3rver)', () => s3 as FileStorage],
];

describe.each(drivers)('FileStorage: %s', (_, make) => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = make();
  });

  it('puts, gets, overwrites and deletes a file', async () => {
    const key = 'avatars/0b6f4f3e-8d7a-4d0e-9a55-3f1d2c9e7a10.webp';
    const first = Buffer.from('RIFF first version WEBP');
    await storage.put(key, first, 'image/webp');
    const got = await storage.get(key);
    expect(got).toMatchObject({ contentType: 'image/webp', size: first.length });
    expect(await bytesOf((got as NonNullable<typeof got>).body)).toEqual(first);

    const second = Buffer.from('RIFF the second, longer version WEBP');
    await storage.put(key, second, 'image/webp');
    const again = await storage.get(key);
    expect(again?.size).toBe(second.length);
    expect(again?.etag).toMatch(/^"[^"]+"$/);
    expect(again?.etag).not.toBe(got?.etag);
    expect(await bytesOf((again as NonNullable<typeof again>).body)).toEqual(second);

    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
  });

  it('puts a file from this machine, streamed (a segment of a rendition)', async () => {
    const source = join(tempFolder('source'), 'seg00000.ts');
    const bytes = Buffer.alloc(200_000, 0x47);
    writeFileSync(source, bytes);
    const key = 'media/uploads/3c7e1f2a-9b1d-4a8e-8f00-6a2b9c0d1e2f/seg00000.ts';
    await storage.putFile(key, source, 'video/mp2t');
    const got = await storage.get(key);
    expect(got).toMatchObject({ contentType: 'video/mp2t', size: bytes.length });
    expect(await bytesOf((got as NonNullable<typeof got>).body)).toEqual(bytes);
    await storage.delete(key);
  });

  it('tells a stored file’s size without reading it, and null for one never stored', async () => {
    const key = 'media/uploads/size-check/seg00000.ts';
    await storage.put(key, Buffer.alloc(1234, 7), 'video/mp2t');
    expect(await storage.size(key)).toBe(1234);
    await storage.delete(key);
    expect(await storage.size(key)).toBeNull();
    expect(await storage.size('no-such-folder/deeper/x.pdf')).toBeNull();
  });

  it('answers null for a key never stored, and deleting one is not an error', async () => {
    expect(await storage.get('avatars/never-stored.webp')).toBeNull();
    expect(await storage.get('no-such-folder/deeper/x.pdf')).toBeNull();
    await expect(storage.delete('avatars/never-stored.webp')).resolves.toBeUndefined();
  });

  it('deletes a folder of files and nothing beside it', async () => {
    const folder = 'media/uploads/7a1c2e3f-4b5d-4e6f-8a9b-0c1d2e3f4a5b';
    const names = ['index.m3u8', 'seg00000.ts', 'seg00001.ts'];
    for (const name of names) await storage.put(`${folder}/${name}`, Buffer.from(name), localType(name));
    // a folder whose name starts with the same letters, and a file named like the folder
    const beside = `${folder}0/index.m3u8`;
    await storage.put(beside, Buffer.from('#EXTM3U'), 'application/vnd.apple.mpegurl');
    await storage.put('practice/one.webm', Buffer.from('webm'), 'audio/webm');

    expect(await storage.deleteFolder(folder)).toBe(3);
    for (const name of names) expect(await storage.get(`${folder}/${name}`)).toBeNull();
    expect(await storage.get(beside)).not.toBeNull();
    expect(await storage.deleteFolder(folder)).toBe(0);
    expect(await storage.deleteFolder('media/uploads/never-stored')).toBe(0);
    // a file is no folder: nothing under it, and it stays
    expect(await storage.deleteFolder('practice/one.webm')).toBe(0);
    expect(await storage.get('practice/one.webm')).not.toBeNull();
    await storage.delete(beside);
    await storage.delete('practice/one.webm');
  });

  it.each([
    '../escape.webp',
    'avatars/../../escape.webp',
    '/etc/passwd',
    'avatars//x.webp',
    'avatars/./x.webp',
    'avatars/.hidden',
    'avatars\\..\\x.webp',
    'avatars/x.webp\u0000',
    '',
  ])('refuses the key %j before touching the store', async (key) => {
    await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(/storage key/);
    await expect(storage.get(key)).rejects.toThrow(/storage key/);
    await expect(storage.delete(key)).rejects.toThrow(/storage key/);
    await expect(storage.deleteFolder(key)).rejects.toThrow(/storage key/);
  });
});

describe('the S3 storage', () => {
  it('sends a large file (a lesson video) by multipart upload, its bytes whole', async () => {
    const storage = s3 as NonNullable<typeof s3>;
    const source = join(tempFolder('video'), 'source.mp4');
    // two whole parts and a short last one
    const bytes = randomBytes(2 * MULTIPART_PART_BYTES + 123_457);
    writeFileSync(source, bytes);
    const key = 'media/uploads/5d0b7c1e-2f3a-4b5c-8d6e-7f8091a2b3c4/source';
    const before = multipart.partsSent.length;
    await storage.putFile(key, source, 'video/mp4');
    expect(multipart.partsSent.slice(before).sort()).toEqual([1, 2, 3]);
    const got = await storage.get(key);
    expect(got).toMatchObject({ contentType: 'video/mp4', size: bytes.length });
    expect((await bytesOf((got as NonNullable<typeof got>).body)).equals(bytes)).toBe(true);
    await storage.delete(key);
  });

  it('sends a file of one part or less with one PUT', async () => {
    const storage = s3 as NonNullable<typeof s3>;
    const source = join(tempFolder('pdf'), 'notes.pdf');
    const bytes = randomBytes(300_000);
    writeFileSync(source, bytes);
    const before = multipart.partsSent.length;
    await storage.putFile('notes/c.pdf', source, 'application/pdf');
    expect(multipart.partsSent.length).toBe(before);
    const got = await storage.get('notes/c.pdf');
    expect((await bytesOf((got as NonNullable<typeof got>).body)).equals(bytes)).toBe(true);
    await storage.delete('notes/c.pdf');
  });
});

describe('the S3 storage, deleting a folder', () => {
  it('lists and deletes page after page', async () => {
    const config = storageConfig(
      `s3+http://S3RVER:S3RVER@127.0.0.1:${port}/tilawat/paged?forcePathStyle=true&region=us-east-1`,
      '',
    );
    if (config.kind !== 's3') throw new Error('expected an s3 configuration');
    const paged = createS3Storage(config, { listPageSize: 2 });
    try {
      const folder = 'practice/2f3e4d5c-6b7a-4988-a7b6-c5d4e3f2a1b0';
      const names = ['source', 'audio.m4a', 'audio.webm', 'extra-1.webm', 'extra-2.webm'];
      for (const name of names) await paged.put(`${folder}/${name}`, Buffer.from(name), 'audio/webm');
      expect(await paged.deleteFolder(folder)).toBe(5);
      for (const name of names) expect(await paged.get(`${folder}/${name}`)).toBeNull();
    } finally {
      paged.destroy();
    }
  });
});

describe('the folder storage', () => {
  it('writes files readable by their owner only, in the folder and nowhere else', async () => {
    const parent = tempFolder('parent');
    const dir = join(parent, 'uploads');
    const storage = createLocalStorage(dir);
    await storage.put('avatars/a.webp', Buffer.from('x'), 'image/webp');
    expect(statSync(join(dir, 'avatars/a.webp')).mode & 0o777).toBe(0o600);
    const source = join(parent, 'source.pdf');
    writeFileSync(source, '%PDF-1.4', { mode: 0o644 });
    await storage.putFile('notes/b.pdf', source, 'application/pdf');
    expect(statSync(join(dir, 'notes/b.pdf')).mode & 0o777).toBe(0o600);
    expect(statSync(join(dir, 'avatars')).mode & 0o077).toBe(0);
    await expect(storage.put('../b.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();
    expect(readdirSync(parent).sort()).toEqual(['source.pdf', 'uploads']);
    expect(readdirSync(join(dir, 'avatars'))).toEqual(['a.webp']);
  });

  it('keeps the media type of the extension and refuses another', async () => {
    const storage = createLocalStorage(tempFolder('types'));
    await expect(storage.put('a.webp', Buffer.from('x'), 'image/png')).rejects.toThrow(/image\/webp/);
    await storage.put('notes/a.pdf', Buffer.from('%PDF'), 'application/pdf');
    expect((await storage.get('notes/a.pdf'))?.contentType).toBe('application/pdf');
  });
});
