// The lesson videos' nightly clean-up (issue 37): a rendition no lesson plays goes a week after it was
// found so, with its row; one a lesson plays, or plays again, stays; a failed upload's source goes a month
// after it failed; a video still on its way is never touched.
import { randomUUID } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runCleanup } from '../../../test/cleanup';
import { appForFile, type TestApp } from '../../../test/helpers';
import { DAY_MS } from '../../core/cleanup';
import { createMediaSigner, storedMediaKey, uploadedMediaKey } from '../../infra/media/media';
import { createLocalStorage } from '../../infra/storage/storage-local';
import { users } from '../accounts/accounts.table';
import { DEMO_OPERATORS } from '../accounts/operators';
import { recordings, videoJobs } from './learning.table';
import { FAILED_UPLOAD_KEPT_DAYS, learningCleanup, REPLACED_RENDITION_KEPT_DAYS } from './learning-cleanup';
import { sourceKey } from './lesson-uploads.service';

let t: TestApp;
appForFile((app) => {
  t = app;
});

const storage = () => createLocalStorage(t.env.UPLOAD_DIR);
const cleanup = () =>
  runCleanup((log) => learningCleanup({ db: t.db, clock: t.clock, storage: storage(), log }));
const at = (offsetMs: number) => new Date(t.clock.now().getTime() + offsetMs);
const RENDITION = ['index.m3u8', 'seg00000.ts', 'seg00001.ts'];

describe('learning.cleanup', () => {
  it('deletes a replaced rendition a week on and a failed upload a month on, and keeps what plays or waits', async () => {
    const [admin] = await t.db.select().from(users).where(eq(users.phone, DEMO_OPERATORS[0].phone));
    const [lesson, other] = await t.db.select().from(recordings).orderBy(asc(recordings.id)).limit(2);
    if (!admin || !lesson || !other) throw new Error('the seed has no lessons');

    /** A video_jobs row of a lesson, with its files in the storage as its status leaves them. */
    async function upload(
      recordingId: number,
      status: 'ready' | 'failed' | 'queued',
      changedAgoMs = 0,
    ): Promise<string> {
      const id = randomUUID();
      await t.db.insert(videoJobs).values({
        id,
        recordingId,
        uploadedBy: admin?.id as string,
        filename: 'lesson.mp4',
        sourceKey: sourceKey(id),
        status,
        progress: status === 'ready' ? 100 : 0,
        durationSeconds: 600,
        attempts: status === 'queued' ? 0 : 3,
        createdAt: at(-changedAgoMs),
        updatedAt: at(-changedAgoMs),
      });
      if (status === 'ready') {
        for (const name of RENDITION) {
          const type = name.endsWith('.ts') ? 'video/mp2t' : 'application/vnd.apple.mpegurl';
          await storage().put(storedMediaKey(uploadedMediaKey(id), name), Buffer.from(name), type);
        }
      } else {
        await storage().put(sourceKey(id), Buffer.from('the uploaded video'), 'application/octet-stream');
      }
      return id;
    }
    const play = (recordingId: number, videoUrl: string) =>
      t.db.update(recordings).set({ videoUrl }).where(eq(recordings.id, recordingId));

    const replaced = await upload(lesson.id, 'ready');
    const current = await upload(lesson.id, 'ready');
    await play(lesson.id, uploadedMediaKey(current));
    const putBack = await upload(other.id, 'ready');
    const otherCurrent = await upload(other.id, 'ready');
    await play(other.id, uploadedMediaKey(otherCurrent));
    // failed so that it is 30 days old the moment the replaced rendition's grace ends; the other, 2 days later
    const failedLongAgo = await upload(
      lesson.id,
      'failed',
      (FAILED_UPLOAD_KEPT_DAYS - REPLACED_RENDITION_KEPT_DAYS) * DAY_MS + 30_000,
    );
    const failedLately = await upload(
      lesson.id,
      'failed',
      (FAILED_UPLOAD_KEPT_DAYS - REPLACED_RENDITION_KEPT_DAYS - 2) * DAY_MS,
    );
    const waiting = await upload(lesson.id, 'queued');

    const hasRendition = async (id: string) =>
      (await storage().get(storedMediaKey(uploadedMediaKey(id), 'index.m3u8'))) !== null;
    const hasSource = async (id: string) => (await storage().get(sourceKey(id))) !== null;
    const rows = async () =>
      (
        await t.db
          .select({ id: videoJobs.id })
          .from(videoJobs)
          .where(
            inArray(videoJobs.id, [
              replaced,
              current,
              putBack,
              otherCurrent,
              failedLongAgo,
              failedLately,
              waiting,
            ]),
          )
      ).map((row) => row.id);

    // tonight: the renditions no lesson plays are found, and kept for the grace
    expect(await cleanup()).toMatchObject({
      renditionsNowUnused: 2,
      replacedRenditions: 0,
      failedUploads: 0,
    });
    // three days on, an operator gives the other lesson its earlier video again (written with slashes)
    t.clock.advance(3 * DAY_MS);
    await play(other.id, `/${uploadedMediaKey(putBack)}/`);
    expect(await cleanup()).toMatchObject({ renditionsNowUnused: 1, renditionsPlayedAgain: 1 });

    t.clock.advance((REPLACED_RENDITION_KEPT_DAYS - 3) * DAY_MS - 60_000);
    expect(await cleanup()).toMatchObject({ replacedRenditions: 0, failedUploads: 0 });
    expect(await hasRendition(replaced)).toBe(true);
    expect(await hasSource(failedLongAgo)).toBe(true);

    t.clock.advance(2 * 60_000);
    const deleted = await cleanup();
    expect(deleted).toMatchObject({ replacedRenditions: 1, failedUploads: 1, files: RENDITION.length });
    expect(await hasRendition(replaced)).toBe(false);
    expect((await rows()).sort()).toEqual([current, putBack, otherCurrent, failedLately, waiting].sort());
    for (const kept of [current, putBack, otherCurrent]) expect(await hasRendition(kept)).toBe(true);
    expect(await hasSource(failedLongAgo)).toBe(false);
    expect(await hasSource(failedLately)).toBe(true);
    expect(await hasSource(waiting)).toBe(true);

    // the lesson plays on, from its signed link; the replaced rendition is gone from there too
    const signer = createMediaSigner({
      secret: t.env.MEDIA_SECRET,
      ttlSeconds: 3_600,
      publicOrigin: t.env.PUBLIC_ORIGIN,
      clock: t.clock,
    });
    const served = (id: string) => {
      const url = new URL(signer.playbackUrl(uploadedMediaKey(id)));
      return t.app.inject({ url: `${url.pathname}${url.search}` });
    };
    expect((await served(current)).statusCode).toBe(200);
    expect((await served(replaced)).statusCode).toBe(404);
  });
});
