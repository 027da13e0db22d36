import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { V3Schemas } from '@tilawat/sdk';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appForFile, createTestApp, type TestApp } from '../../../test/helpers';
import { batches } from '../../modules/catalogue/catalogue.table';
import { modules, recordings } from '../../modules/learning/learning.table';
import { createMediaSigner } from '../media/media';

const bengali = /[\u0980-\u09FF]/;
const WEB = 'http://localhost:3000';

let t: TestApp;
/** The signed playlist URL of a free recording, as GET /api/v3/recording/free/{id} answers it. */
let playlist: URL;

/** The path and query of a URL, for app.inject. */
const local = (url: URL | string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

/** The app's clock in unix seconds. */
const seconds = (app: TestApp) => Math.floor(app.clock.now().getTime() / 1000);

/** A hex string with its last digit changed. */
const flipLast = (hex: string) => `${hex.slice(0, -1)}${hex.endsWith('0') ? '1' : '0'}`;

/** The same signer the app uses, for links with an expiry of the test's choosing. */
const signer = () =>
  createMediaSigner({
    secret: t.env.MEDIA_SECRET,
    ttlSeconds: t.env.MEDIA_URL_TTL_SECONDS,
    publicOrigin: t.env.PUBLIC_ORIGIN,
  });

appForFile(async (app) => {
  t = app;
  const [free] = await t.db.select().from(recordings).where(eq(recordings.free, true)).limit(1);
  const answer = await t.inject({ url: `/api/v3/recording/free/${free?.id}` });
  expect(answer.statusCode, answer.body).toBe(200);
  const recording = (answer.json() as V3Schemas['RecordingResponse']).data;
  playlist = new URL(recording.playback_url as string);
});

describe('GET /media/<key>/<file>', () => {
  it('serves a free recording’s playlist with every segment signed like the playlist', async () => {
    const answer = await t.inject({ url: local(playlist) });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/vnd\.apple\.mpegurl/);
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(String(answer.headers['cache-control']))?.[1]);
    const exp = Number(playlist.searchParams.get('exp'));
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(exp - seconds(t) + 1);

    const lines = answer.body.split('\n');
    expect(lines[0]).toBe('#EXTM3U');
    expect(lines).toContain('#EXT-X-ENDLIST');
    const uris = lines.filter((line) => line !== '' && !line.startsWith('#'));
    expect(uris.length).toBeGreaterThanOrEqual(3);
    for (const uri of uris) expect(uri).toMatch(new RegExp(`^seg\\d+\\.ts\\?${playlist.search.slice(1)}$`));
  });

  it('streams a segment as MPEG-TS', async () => {
    const body = (await t.inject({ url: local(playlist) })).body;
    const first = body.split('\n').find((line) => line.startsWith('seg')) as string;
    const answer = await t.inject({ url: local(new URL(first, playlist)) });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('video/mp2t');
    expect(answer.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(answer.rawPayload.length).toBeGreaterThan(1000);
    expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.length);
    expect(answer.rawPayload[0]).toBe(0x47); // the MPEG-TS sync byte
  });

  it('answers the web’s origins by CORS, and no other', async () => {
    const allowed = await t.inject({ url: local(playlist), headers: { origin: WEB } });
    expect(allowed.headers['access-control-allow-origin']).toBe(WEB);
    const refused = await t.inject({ url: local(playlist), headers: { origin: 'https://evil.example' } });
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    // Refusals carry CORS too, so that hls.js can read the 403.
    const forged = await t.inject({
      url: local(playlist).replace(/sig=\w+/, `sig=${'f'.repeat(64)}`),
      headers: { origin: WEB },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.headers['access-control-allow-origin']).toBe(WEB);
  });

  it.each([
    ['a changed signature', (q: URLSearchParams) => q.set('sig', flipLast(q.get('sig') ?? ''))],
    ['junk after the signature', (q: URLSearchParams) => q.set('sig', `${q.get('sig')}zz`)],
    ['a later expiry', (q: URLSearchParams) => q.set('exp', String(Number(q.get('exp')) + 3600))],
    ['no signature', (q: URLSearchParams) => q.delete('sig')],
    [
      'no query at all',
      (q: URLSearchParams) => {
        for (const k of [...q.keys()]) q.delete(k);
      },
    ],
  ])('refuses %s with 403 and a Bengali message', async (_, tamper) => {
    const url = new URL(playlist);
    tamper(url.searchParams);
    const answer = await t.inject({ url: local(url) });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ code: 'MEDIA_LINK_INVALID', msg: expect.stringMatching(bengali) });
    const segment = await t.inject({ url: local(url).replace('index.m3u8', 'seg0.ts') });
    expect(segment.statusCode).toBe(403);
  });

  it('refuses an expired link with 403 and a Bengali message', async () => {
    const { exp, sig } = signer().sign('hls/sample', seconds(t) - 1);
    const answer = await t.inject({ url: `/media/hls/sample/index.m3u8?exp=${exp}&sig=${sig}` });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ code: 'MEDIA_LINK_EXPIRED', msg: expect.stringMatching(bengali) });
  });

  it('does not let one key’s signature open another key', async () => {
    const answer = await t.inject({ url: local(playlist).replace('/hls/sample/', '/hls/other/') });
    expect(answer.statusCode).toBe(403);
  });

  it('answers 404 for files that do not exist, even correctly signed', async () => {
    const signed = (key: string) => new URLSearchParams(signer().sign(key, seconds(t) + 60));
    expect((await t.inject({ url: `/media/hls/sample/seg999.ts?${signed('hls/sample')}` })).statusCode).toBe(
      404,
    );
    expect(
      (await t.inject({ url: `/media/hls/missing/index.m3u8?${signed('hls/missing')}` })).statusCode,
    ).toBe(404);
  });

  it.each([
    '/media/hls/sample/../../../package.json',
    '/media/hls/../../package.json/index.m3u8',
    '/media/%2e%2e/%2e%2e/package.json',
    '/media/hls/%2e%2e/%2e%2e/src/index.m3u8',
    '/media/hls%2f..%2f..%2fsrc/index.m3u8',
    '/media/%2fetc/passwd/index.m3u8',
    '//media/etc/index.m3u8',
    '/media/hls/sample/index.m3u8%00.ts',
    '/media/hls/sample/seg0.ts%2f..%2f..%2f..%2fpackage.json',
    '/media/hls/sample/',
    '/media/hls/sample',
    '/media/index.m3u8',
    '/media/',
    '/media/hls\\..\\..\\package.json/index.m3u8',
  ])('answers %s with 404 or 400, never with a file', async (path) => {
    const query = playlist.search;
    for (const url of [path, `${path}${query}`]) {
      const answer = await t.inject({ url });
      expect([400, 404], `${url}: ${answer.statusCode} ${answer.body}`).toContain(answer.statusCode);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  it('keeps a locked recording’s playback_url null', async () => {
    const [locked] = await t.db
      .select({ id: recordings.id, batchId: batches.id })
      .from(recordings)
      .innerJoin(modules, eq(modules.id, recordings.moduleId))
      .innerJoin(batches, eq(batches.id, modules.batchId))
      .where(and(eq(recordings.free, false), eq(batches.mode, 'on-demand')))
      .limit(1);
    const answer = await t.inject({ url: `/api/v3/batch/on-demand/${locked?.batchId}` });
    expect(answer.statusCode).toBe(200);
    const all = (answer.json() as V3Schemas['OnDemandBatchResponse']).data.modules.flatMap(
      (m) => m.recordings,
    );
    expect(all.find((r) => r.id === locked?.id)).toMatchObject({ free: false, playback_url: null });
    expect((await t.inject({ url: `/api/v3/recording/free/${locked?.id}` })).statusCode).toBe(404);
  });
});

describe('MEDIA_DIR', () => {
  let dir: string;
  let other: TestApp;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tilawat-media-'));
    mkdirSync(join(dir, 'hls', 'lesson'), { recursive: true });
    writeFileSync(join(dir, 'hls', 'lesson', 'index.m3u8'), '#EXTM3U\n#EXTINF:2,\nseg7.ts\n#EXT-X-ENDLIST\n');
    writeFileSync(join(dir, 'hls', 'lesson', 'seg7.ts'), Buffer.alloc(188, 0x47));
    other = await createTestApp({ MEDIA_DIR: dir });
  });

  afterAll(async () => {
    await other?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves renditions from the configured folder', async () => {
    const signed = createMediaSigner({
      secret: other.env.MEDIA_SECRET,
      ttlSeconds: 60,
      publicOrigin: other.env.PUBLIC_ORIGIN,
    }).playbackUrl('hls/lesson', other.clock.now());
    const list = await other.inject({ url: local(signed) });
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain(`seg7.ts${new URL(signed).search}`);
    const segment = await other.inject({ url: local(signed).replace('index.m3u8', 'seg7.ts') });
    expect(segment.statusCode).toBe(200);
    expect(segment.rawPayload.length).toBe(188);
    // The sample of the default folder is not there.
    const unsigned = await other.inject({ url: local(signed).replaceAll('lesson', 'sample') });
    expect(unsigned.statusCode).toBe(403);
    const sampleSigned = new URLSearchParams(
      createMediaSigner({ secret: other.env.MEDIA_SECRET, ttlSeconds: 60, publicOrigin: '' }).sign(
        'hls/sample',
        seconds(other) + 60,
      ),
    );
    const sample = await other.inject({ url: `/media/hls/sample/index.m3u8?${sampleSigned}` });
    expect(sample.statusCode).toBe(404);
    expect(sample.statusCode).toBe(404);
  });
});
