import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { V3Schemas } from '@tilawat/sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appForFile, auth, type Learner, type TestApp } from '../../../test/helpers';
import { type SeededIds, seededIds } from '../../../test/seeded';
import { recordings } from './learning.table';

// A media folder of this file's own, with one lesson's PDF (the bytes need not be a drawing here).
const mediaDir = mkdtempSync(join(tmpdir(), 'tilawat-notes-'));
const PDF = Buffer.from(`%PDF-1.4\n${'% তিলাওয়াত নোট\n'.repeat(40)}%%EOF\n`);
beforeAll(() => {
  mkdirSync(join(mediaDir, 'notes'), { recursive: true });
  writeFileSync(join(mediaDir, 'notes', 'test-note.pdf'), PDF);
});
afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));

let t: TestApp;
let learner: Learner;
let other: Learner;
let ids: SeededIds;
appForFile(
  async (app) => {
    t = app;
    [learner, other] = [await t.signUp(), await t.signUp()];
    ids = await seededIds(t);
    await t.enroll(learner.user.id, ids.liveBatch);
    // the free and a locked recording of the live batch both carry the test note
    for (const id of [ids.freeRecording, ids.lockedRecording]) {
      await t.db
        .update(recordings)
        .set({ resources: [{ key: 'test-note', title: 'পরীক্ষার নোট', kind: 'pdf' }] })
        .where(eq(recordings.id, id));
    }
  },
  { MEDIA_DIR: mediaDir, NOTES_URL_TTL_SECONDS: '300' },
);

const download = (id: number, key = 'test-note', who: Learner | null = learner) =>
  t.inject({ url: `/api/v3/download?key=${key}&id=${id}`, headers: who ? auth(who) : {} });

/** The path and query of a signed link, to fetch from the app. */
const local = (url: string) => url.replace(t.env.PUBLIC_ORIGIN, '');

describe('GET /download', () => {
  it('gives an enrolled learner a link of a few minutes to a locked lesson’s PDF', async () => {
    const answer = await download(ids.lockedRecording);
    expect(answer.statusCode, answer.body).toBe(200);
    const data = answer.json().data as V3Schemas['Download'];
    expect(data).toMatchObject({ filename: 'test-note.pdf', content_type: 'application/pdf' });
    expect(data.url).toMatch(
      /^http:\/\/localhost:4000\/media\/notes\/test-note\.pdf\?exp=\d+&sig=[0-9a-f]{64}$/,
    );
    // five minutes, to the second
    const left = Date.parse(data.expires_at) - t.clock.now().getTime();
    expect(left).toBeGreaterThan(299_000);
    expect(left).toBeLessThanOrEqual(300_000);
  });

  it('a free lesson’s PDF to anyone, signed in or not', async () => {
    expect((await download(ids.freeRecording, 'test-note', null)).statusCode).toBe(200);
    expect((await download(ids.freeRecording, 'test-note', other)).statusCode).toBe(200);
  });

  it('404 to anyone else, and for a key that is not the lesson’s', async () => {
    expect((await download(ids.lockedRecording, 'test-note', other)).statusCode).toBe(404);
    expect((await download(ids.lockedRecording, 'test-note', null)).statusCode).toBe(404);
    expect((await download(ids.lockedRecording, 'qs-makhraj-chart')).statusCode).toBe(404);
    expect((await download(999_999)).statusCode).toBe(404);
    expect((await download(ids.lockedRecording, '../etc')).statusCode).toBe(400);
  });
});

describe('the signed link', () => {
  it('serves the PDF inline with its name, in ranges, cached privately until it expires', async () => {
    const { url } = (await download(ids.lockedRecording)).json().data as V3Schemas['Download'];
    const whole = await t.app.inject({ url: local(url) });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('application/pdf');
    expect(whole.headers['content-disposition']).toBe('inline; filename="test-note.pdf"');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['cache-control']).toMatch(/^private, max-age=(299|300)$/);
    expect(whole.rawPayload.equals(PDF)).toBe(true);

    const part = await t.app.inject({ url: local(url), headers: { range: 'bytes=0-7' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-7/${PDF.length}`);
    expect(part.body).toBe('%PDF-1.4');
    const outside = await t.app.inject({ url: local(url), headers: { range: `bytes=${PDF.length + 10}-` } });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${PDF.length}`);

    t.clock.advance(200_000);
    expect((await t.app.inject({ url: local(url) })).headers['cache-control']).toMatch(
      /^private, max-age=(99|100)$/,
    );
  });

  it('refuses an altered or expired signature with 403 in Bengali, and a signature of another file', async () => {
    const { url } = (await download(ids.lockedRecording)).json().data as V3Schemas['Download'];
    const forged = await t.app.inject({
      url: local(url).replace(/sig=[0-9a-f]/, (m) => (m.endsWith('0') ? 'sig=1' : 'sig=0')),
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ code: 'MEDIA_LINK_INVALID', msg: expect.stringMatching(/পিডিএফ/) });
    const moved = await t.app.inject({ url: local(url).replace('test-note.pdf', 'other-note.pdf') });
    expect(moved.statusCode).toBe(403);

    t.clock.advance(301_000);
    const expired = await t.app.inject({ url: local(url) });
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toMatchObject({ code: 'MEDIA_LINK_EXPIRED', msg: expect.stringMatching(/মেয়াদ/) });
  });
});
