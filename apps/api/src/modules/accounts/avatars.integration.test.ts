import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appForFile, auth, createTestApp, type Learner, type TestApp } from '../../../test/helpers';
import { msg } from '../../copy/messages';

let t: TestApp;
appForFile((app) => {
  t = app;
});

const bengali = /[\u0980-\u09FF]/;

/** A picture `width` × `height`: its left part red, its right `blue` pixels blue. */
async function picture(width: number, height: number, blue = Math.floor(width / 2)) {
  const right = await sharp({ create: { width: blue, height, channels: 3, background: '#0000ff' } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#ff0000' } }).composite([
    { input: right, left: width - blue, top: 0 },
  ]);
}

function multipart(field: string, filename: string, type: string, content: Buffer) {
  const boundary = '----tilawat';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function upload(app: TestApp, learner: Learner, body: { payload: Buffer; headers: Record<string, string> }) {
  return app.inject({
    method: 'POST',
    url: '/api/v2/user/upload-avatar',
    payload: body.payload,
    headers: { ...body.headers, ...auth(learner) },
  });
}

/** A PNG chunk with its CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG header claiming 10000 × 10000 pixels, in under 100 bytes: a decompression bomb's shape. */
function hugePng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(10_000, 0);
  header.writeUInt32BE(10_000, 4);
  header[8] = 8; // bit depth; colour type 0 (grey)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(10_001))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The files in the test app's avatars folder. */
function avatarFiles(): string[] {
  const folder = join(t.env.UPLOAD_DIR, 'avatars');
  return existsSync(folder) ? readdirSync(folder) : [];
}

describe('POST /api/v2/user/upload-avatar', () => {
  it('re-encodes a PNG as a 256 × 256 WebP under a random name and serves it', async () => {
    const learner = await t.signUp();
    const png = await (await picture(300, 200)).png().toBuffer();
    const answer = await upload(t, learner, multipart('avatar', 'me.png', 'image/png', png));
    expect(answer.statusCode, answer.body).toBe(200);
    const avatar: string = answer.json().avatar;
    expect(avatar).toMatch(/\/media\/avatars\/[0-9a-f-]{36}\.webp$/);

    const served = await t.app.inject({ url: new URL(avatar).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-length': String(served.rawPayload.length),
    });
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(served.rawPayload.equals(png)).toBe(false);

    // the name never changes its bytes: a cache asks with the ETag and is told it still holds them
    const again = await t.app.inject({
      url: new URL(avatar).pathname,
      headers: { 'if-none-match': String(served.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('turns a JPEG upright by its EXIF orientation, crops the centre square and drops its metadata', async () => {
    const learner = await t.signUp();
    // 400 × 200, red left and blue right, stored sideways: orientation 6 shows it turned 90° clockwise,
    // red on top and blue below
    const jpeg = await (await picture(400, 200))
      .jpeg({ quality: 95 })
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret place' } } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).orientation).toBe(6);

    const answer = await upload(t, learner, multipart('avatar', 'me.jpg', 'image/jpeg', jpeg));
    expect(answer.statusCode, answer.body).toBe(200);
    const served = await t.app.inject({ url: new URL(answer.json().avatar).pathname });
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(meta.icc).toBeUndefined();

    const { data, info } = await sharp(served.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels).subarray(0, 3),
    ];
    const [topRed, , topBlue] = pixel(128, 20) as [number, number, number];
    const [bottomRed, , bottomBlue] = pixel(128, 236) as [number, number, number];
    expect(topRed).toBeGreaterThan(200);
    expect(topBlue).toBeLessThan(60);
    expect(bottomBlue).toBeGreaterThan(200);
    expect(bottomRed).toBeLessThan(60);
  });

  it('takes a WebP too', async () => {
    const learner = await t.signUp();
    const webp = await (await picture(64, 64)).webp().toBuffer();
    const answer = await upload(t, learner, multipart('avatar', 'me.webp', 'image/webp', webp));
    expect(answer.statusCode, answer.body).toBe(200);
    const served = await t.app.inject({ url: new URL(answer.json().avatar).pathname });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 256, height: 256 });
  });

  it('removes the old photo once the new one is in place', async () => {
    const learner = await t.signUp();
    const first = await upload(
      t,
      learner,
      multipart('avatar', 'a.png', 'image/png', await (await picture(50, 50)).png().toBuffer()),
    );
    const firstName = new URL(first.json().avatar).pathname.split('/').pop() as string;
    expect(avatarFiles()).toContain(firstName);

    const second = await upload(
      t,
      learner,
      multipart('avatar', 'b.jpg', 'image/jpeg', await (await picture(80, 60)).jpeg().toBuffer()),
    );
    expect(second.statusCode, second.body).toBe(200);
    const secondName = new URL(second.json().avatar).pathname.split('/').pop() as string;
    expect(secondName).not.toBe(firstName);
    expect(avatarFiles()).toContain(secondName);
    expect(avatarFiles()).not.toContain(firstName);
    expect((await t.app.inject({ url: `/media/avatars/${firstName}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/media/avatars/${secondName}` })).statusCode).toBe(200);
    expect((await t.inject({ url: '/api/v2/user/me', headers: auth(learner) })).json().avatar).toBe(
      second.json().avatar,
    );
  });

  const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(120, 0x41)]);
  it.each([
    ['a text file', () => multipart('avatar', 'a.txt', 'text/plain', Buffer.from('hello')), msg.avatarType],
    ['an EXE renamed .png', () => multipart('avatar', 'setup.png', 'image/png', exe), msg.avatarType],
    [
      'a PNG declared as a JPEG',
      async () => multipart('avatar', 'a.jpg', 'image/jpeg', await (await picture(8, 8)).png().toBuffer()),
      msg.avatarType,
    ],
    [
      'the PNG signature followed by garbage',
      () =>
        multipart(
          'avatar',
          'a.png',
          'image/png',
          Buffer.concat([
            Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
            Buffer.alloc(200, 7),
          ]),
        ),
      msg.avatarUnreadable,
    ],
    [
      'a PNG cut in half',
      async () => {
        const png = await (await picture(300, 200)).png().toBuffer();
        return multipart('avatar', 'a.png', 'image/png', png.subarray(0, Math.floor(png.length / 2)));
      },
      msg.avatarUnreadable,
    ],
    [
      'a JPEG cut short',
      async () => {
        const jpeg = await (await picture(300, 200)).jpeg().toBuffer();
        return multipart('avatar', 'a.jpg', 'image/jpeg', jpeg.subarray(0, Math.floor(jpeg.length * 0.6)));
      },
      msg.avatarUnreadable,
    ],
    [
      'JSON',
      () => ({ payload: Buffer.from('{"avatar":"x"}'), headers: { 'content-type': 'application/json' } }),
      undefined,
    ],
  ])('refuses %s with 415', async (_, body, message) => {
    const learner = await t.signUp();
    const before = avatarFiles();
    const answer = await upload(t, learner, await body());
    expect(answer.statusCode, answer.body).toBe(415);
    expect(answer.json()).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      msg: expect.stringMatching(bengali),
    });
    if (message) expect(answer.json().msg).toBe(message);
    expect(avatarFiles()).toEqual(before);
    expect((await t.inject({ url: '/api/v2/user/me', headers: auth(learner) })).json().avatar).toBeNull();
  });

  it('refuses the wrong field with 400', async () => {
    const learner = await t.signUp();
    const png = await (await picture(8, 8)).png().toBuffer();
    const answer = await upload(t, learner, multipart('photo', 'me.png', 'image/png', png));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().msg).toMatch(bengali);
  });

  it('refuses a file over AVATAR_MAX_BYTES (2 MiB) with 413', async () => {
    const learner = await t.signUp();
    const png = await (await picture(8, 8)).png().toBuffer();
    const big = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]);
    const answer = await upload(t, learner, multipart('avatar', 'big.png', 'image/png', big));
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', msg: msg.avatarTooLarge });
  });

  it('refuses a small file that claims too many pixels with 413, before decoding it', async () => {
    const learner = await t.signUp();
    const answer = await upload(t, learner, multipart('avatar', 'bomb.png', 'image/png', hugePng()));
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', msg: msg.avatarTooManyPixels });
  });
});

describe('avatars in an S3-compatible store (STORAGE_URL)', () => {
  let s3rver: S3rver;
  let folder: string;
  let app: TestApp;
  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'tilawat-s3rver-'));
    s3rver = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: folder,
      configureBuckets: [{ name: 'avatars-test' }],
    });
    const { port } = await s3rver.run();
    app = await createTestApp({
      STORAGE_URL: `s3+http://S3RVER:S3RVER@127.0.0.1:${port}/avatars-test/uploads?forcePathStyle=true`,
    });
  });
  afterAll(async () => {
    await app?.close();
    await s3rver?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('stores, serves and replaces an avatar through the bucket, never the folder', async () => {
    const learner = await app.signUp();
    const png = await (await picture(120, 90)).png().toBuffer();
    const first = await upload(app, learner, multipart('avatar', 'a.png', 'image/png', png));
    expect(first.statusCode, first.body).toBe(200);
    const firstPath = new URL(first.json().avatar).pathname;
    const served = await app.app.inject({ url: firstPath });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 256,
      height: 256,
    });

    const second = await upload(app, learner, multipart('avatar', 'b.png', 'image/png', png));
    expect(second.statusCode).toBe(200);
    expect((await app.app.inject({ url: firstPath })).statusCode).toBe(404);
    expect((await app.app.inject({ url: new URL(second.json().avatar).pathname })).statusCode).toBe(200);
    // no file in the folder (only the empty working folder of unfinished recitation uploads, `.tus`,
    // which every machine keeps on its own disk)
    const files = readdirSync(app.env.UPLOAD_DIR, { recursive: true, withFileTypes: true }).filter((entry) =>
      entry.isFile(),
    );
    expect(files.map((entry) => entry.name)).toEqual([]);
  });
});
