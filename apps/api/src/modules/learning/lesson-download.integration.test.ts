// A lesson kept on the learner's device (issue 39): what `GET /recording/{id}/offline` gives, to whom, for
// how long, and the PDF openings the device reports later (`POST /recording/notes-opened`).
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { V3Schemas } from '@tilawat/sdk';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appForFile, auth, type Learner, type TestApp } from '../../../test/helpers';
import { type SeededIds, seededIds } from '../../../test/seeded';
import { DEFAULT_MEDIA_DIR } from '../../env';
import { enrollments } from '../enrollments/enrollments.table';
import { recordings, resourceOpens } from './learning.table';

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
    // the locked lesson carries one of the demo's PDFs
    await t.db
      .update(recordings)
      .set({ resources: [{ key: 'qs-makhraj-chart', title: 'মাখরাজের চার্ট', kind: 'pdf' }] })
      .where(eq(recordings.id, ids.lockedRecording));
  },
  { DOWNLOAD_URL_TTL_SECONDS: '7200' },
);

const offline = (id: number, batch: number, who: Learner | null = learner) =>
  t.inject({ url: `/api/v3/recording/${id}/offline?batch=${batch}`, headers: who ? auth(who) : {} });
const local = (url: string) => url.replace(t.env.PUBLIC_ORIGIN, '');
const sample = join(DEFAULT_MEDIA_DIR, 'hls', 'sample');

describe('GET /recording/{id}/offline', () => {
  it('gives an enrolled learner the rendition, segment by segment with sizes, and the PDFs, under links of hours', async () => {
    const answer = await offline(ids.lockedRecording, ids.liveBatch);
    expect(answer.statusCode, answer.body).toBe(200);
    const data = answer.json().data as V3Schemas['LessonDownload'];
    expect(data).toMatchObject({ recording: ids.lockedRecording, batch: ids.liveBatch });
    const [rendition] = data.renditions;
    expect(rendition?.playlist).toBe(readFileSync(join(sample, 'index.m3u8'), 'utf8'));
    expect(rendition?.segments.map((s) => s.name)).toEqual(['seg0.ts', 'seg1.ts', 'seg2.ts', 'seg3.ts']);
    for (const segment of rendition?.segments ?? []) {
      expect(segment.size_bytes).toBe(statSync(join(sample, segment.name)).size);
    }
    expect(rendition?.size_bytes).toBe(rendition?.segments.reduce((sum, s) => sum + s.size_bytes, 0));
    expect(data.resources).toEqual([
      expect.objectContaining({
        key: 'qs-makhraj-chart',
        filename: 'qs-makhraj-chart.pdf',
        size_bytes: statSync(join(DEFAULT_MEDIA_DIR, 'notes', 'qs-makhraj-chart.pdf')).size,
      }),
    ]);
    // the links live DOWNLOAD_URL_TTL_SECONDS (two hours here), to the second
    const left = Date.parse(data.links_expire_at) - t.clock.now().getTime();
    expect(left).toBeGreaterThan(7_199_000);
    expect(left).toBeLessThanOrEqual(7_200_000);

    // every link fetches its file, byte for byte, until it expires
    const first = rendition?.segments[0];
    const segment = await t.app.inject({ url: local(first?.url ?? '') });
    expect(segment.statusCode).toBe(200);
    expect(segment.rawPayload.equals(readFileSync(join(sample, 'seg0.ts')))).toBe(true);
    const pdf = await t.app.inject({ url: local(data.resources[0]?.url ?? '') });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    t.clock.advance(7_201_000);
    const late = await t.app.inject({ url: local(first?.url ?? '') });
    expect(late.statusCode).toBe(403);
    expect(late.json()).toMatchObject({ code: 'MEDIA_LINK_EXPIRED' });
    [learner, other] = [await t.refreshed(learner), await t.refreshed(other)];
  });

  it('licenses the copy for a week, or until the enrollment ends when that is sooner', async () => {
    const week = Date.parse(
      ((await offline(ids.lockedRecording, ids.liveBatch)).json().data as V3Schemas['LessonDownload'])
        .licence_expires_at,
    );
    expect(week - t.clock.now().getTime()).toBe(7 * 24 * 3_600_000);

    const ends = new Date(t.clock.now().getTime() + 2 * 24 * 3_600_000);
    const mine = and(eq(enrollments.userId, learner.user.id), eq(enrollments.batchId, ids.liveBatch));
    await t.db.update(enrollments).set({ expiresAt: ends }).where(mine);
    const sooner = (await offline(ids.lockedRecording, ids.liveBatch)).json()
      .data as V3Schemas['LessonDownload'];
    expect(Date.parse(sooner.licence_expires_at)).toBe(ends.getTime());

    // once it has ended, the device asking again is told 404: it removes the copy
    t.clock.advance(2 * 24 * 3_600_000 + 1_000);
    [learner, other] = [await t.refreshed(learner), await t.refreshed(other)];
    const ended = await offline(ids.lockedRecording, ids.liveBatch);
    expect(ended.statusCode).toBe(404);
    expect(ended.json()).toMatchObject({ msg: expect.stringMatching(/[\u0980-\u09FF]/) });
    await t.db.update(enrollments).set({ expiresAt: null }).where(mine);
  });

  it('404 to a learner not enrolled (a free lesson too), for another batch, or without a sign-in 401', async () => {
    expect((await offline(ids.lockedRecording, ids.liveBatch, other)).statusCode).toBe(404);
    expect((await offline(ids.freeRecording, ids.liveBatch, other)).statusCode).toBe(404);
    expect((await offline(ids.lockedRecording, ids.onDemandBatch)).statusCode).toBe(404);
    expect((await offline(999_999, ids.liveBatch)).statusCode).toBe(404);
    expect((await offline(ids.lockedRecording, ids.liveBatch, null)).statusCode).toBe(401);
    expect((await offline(ids.freeRecording, ids.liveBatch)).statusCode).toBe(200);
  });

  it('409 in Bengali for a lesson whose video is not made yet or is served from elsewhere', async () => {
    for (const videoUrl of ['', 'https://cdn.example.com/hls/1/index.m3u8', 'hls/never-made']) {
      await t.db.update(recordings).set({ videoUrl }).where(eq(recordings.id, ids.freeRecording));
      const answer = await offline(ids.freeRecording, ids.liveBatch);
      expect(answer.statusCode, videoUrl).toBe(409);
      expect(answer.json()).toMatchObject({
        code: 'LESSON_NOT_DOWNLOADABLE',
        msg: expect.stringMatching(/ডাউনলোড/),
      });
    }
    await t.db.update(recordings).set({ videoUrl: 'hls/sample' }).where(eq(recordings.id, ids.freeRecording));
  });
});

describe('POST /recording/notes-opened', () => {
  const opened = (body: Record<string, unknown>, who: Learner = learner) =>
    t.inject({ method: 'POST', url: '/api/v3/recording/notes-opened', headers: auth(who), payload: body });
  const opens = () =>
    t.db
      .select()
      .from(resourceOpens)
      .where(
        and(eq(resourceOpens.userId, learner.user.id), eq(resourceOpens.recordingId, ids.lockedRecording)),
      );

  it('keeps an opening made offline at its moment (as GET /download keeps one), the first one only', async () => {
    const at = new Date(t.clock.now().getTime() - 3_600_000);
    const body = { recording: ids.lockedRecording, batch: ids.liveBatch, key: 'qs-makhraj-chart' };
    const answer = await opened({ ...body, opened_at: at.toISOString() });
    expect(answer.statusCode, answer.body).toBe(204);
    expect((await opens()).map((row) => row.firstOpenedAt.getTime())).toEqual([at.getTime()]);
    // again, later: nothing changes
    expect((await opened({ ...body, opened_at: new Date().toISOString() })).statusCode).toBe(204);
    expect((await opens()).map((row) => row.firstOpenedAt.getTime())).toEqual([at.getTime()]);
  });

  it('404 for a PDF the lesson does not have, a learner not enrolled, another batch; 400 for a bad body', async () => {
    const body = { recording: ids.lockedRecording, batch: ids.liveBatch, key: 'qs-makhraj-chart' };
    expect((await opened({ ...body, key: 'not-this-lessons' })).statusCode).toBe(404);
    expect((await opened(body, other)).statusCode).toBe(404);
    expect((await opened({ ...body, batch: ids.onDemandBatch })).statusCode).toBe(404);
    const bad = await opened({ ...body, opened_at: 'yesterday' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ msg: expect.stringMatching(/[\u0980-\u09FF]/) });
    expect((await opened({ recording: ids.lockedRecording, batch: ids.liveBatch })).statusCode).toBe(400);
  });
});
