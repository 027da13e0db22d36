// The console's uploads (issue 19): a short video becomes a playable HLS rendition through the
// background worker; what is not a video (or a PDF) is refused and nothing is kept; a teacher of
// another batch and a learner change nothing; every write is in the audit log.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { V3Schemas } from '@tilawat/sdk';
import type { AdminSchemas } from '@tilawat/sdk/admin';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedInAs } from '../../../test/console';
import { appForFile, auth, createTestApp, type Learner, type TestApp } from '../../../test/helpers';
import { makeVideo, multipart } from '../../../test/media';
import { type SeededIds, seededIds } from '../../../test/seeded';
import { msg } from '../../copy/messages';
import { createLocalStorage } from '../../infra/storage/storage-local';
import { createAuditService } from '../audit/audit.service';
import { auditLog } from '../audit/audit.table';
import { recordings, videoJobs } from './learning.table';
import { reportVideoJob, settleVideoJob, startVideoJob } from './video-jobs.repository';
import { MAX_VIDEO_ATTEMPTS, videoQueue } from './video-queue';

const work = mkdtempSync(join(tmpdir(), 'tilawat-upload-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const PDF = Buffer.from(`%PDF-1.4\n${'% তিলাওয়াত নোট\n'.repeat(40)}%%EOF\n`);
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

let t: TestApp;
let admin: Learner;
let otherTeacher: Learner;
let learner: Learner;
let ids: SeededIds;
let video: Buffer;
appForFile(
  async (app) => {
    t = app;
    [admin, otherTeacher, learner] = [
      await signedInAs(t, 'admin'),
      await signedInAs(t, 'teacher'),
      await t.signUp(),
    ];
    ids = await seededIds(t);
    await t.enroll(learner.user.id, ids.liveBatch);
    video = makeVideo('short.mp4', 3);
  },
  // this file's app works the video queue (woken when a job is committed, looking every 0.5 s besides)
  {
    VIDEO_WORKER: 'on',
    JOB_POLL_SECONDS: '0.5',
    VIDEO_MAX_BYTES: String(4 * 1024 * 1024),
    PDF_MAX_BYTES: '100000',
  },
);

const uploadVideo = (
  lesson: number,
  who: Learner,
  body = multipart([{ field: 'video', filename: 'ক্লাস ১.mp4', type: 'video/mp4', content: video }]),
) =>
  t.inject({
    method: 'POST',
    url: `/api/v3/admin/lessons/${lesson}/video`,
    ...body,
    headers: { ...body.headers, ...auth(who) },
  });

const addNote = (
  lesson: number,
  who: Learner,
  parts = [
    { field: 'title', content: 'মাখরাজ চার্ট' },
    { field: 'pdf', filename: 'chart.pdf', type: 'application/pdf', content: PDF },
  ],
) => {
  const body = multipart(parts);
  return t.inject({
    method: 'POST',
    url: `/api/v3/admin/lessons/${lesson}/notes`,
    ...body,
    headers: { ...body.headers, ...auth(who) },
  });
};

const jobOf = (id: string, who: Learner = admin) =>
  t.inject({ url: `/api/v3/admin/video-jobs/${id}`, headers: auth(who) });

/** Asks for an upload every 0.2 s until it is done (ready or failed), for up to a minute. */
async function settled(id: string): Promise<AdminSchemas['AdminVideoJob']> {
  for (let i = 0; i < 300; i++) {
    const job = (await jobOf(id)).json().data as AdminSchemas['AdminVideoJob'];
    if (job.status === 'ready' || job.status === 'failed') return job;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`upload ${id} was not done within a minute`);
}

const local = (url: string) => url.replace(t.env.PUBLIC_ORIGIN, '');
const entries = (action: string, target: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action as never), eq(auditLog.target, target)));

describe('POST /lessons/{id}/video', () => {
  it('turns a short video into a rendition the enrolled learner plays', async () => {
    const lesson = ids.lockedRecording;
    const answer = await uploadVideo(lesson, admin);
    expect(answer.statusCode, answer.body).toBe(202);
    const queued = answer.json().data as AdminSchemas['AdminVideoJob'];
    expect(queued).toMatchObject({
      lesson_id: lesson,
      filename: 'ক্লাস ১.mp4',
      status: 'queued',
      progress: 0,
      duration_seconds: 3,
    });

    const done = await settled(queued.id);
    expect(done).toMatchObject({ status: 'ready', progress: 100, error: null });

    // the lesson plays the rendition now, and the console shows the upload on it
    const [row] = await t.db.select().from(recordings).where(eq(recordings.id, lesson));
    expect(row).toMatchObject({ videoUrl: `uploads/${queued.id}`, durationSeconds: 3 });

    // the learner's signed playlist, its segments signed too, served from the storage
    const recording = await t.inject({
      url: `/api/v3/recording/${lesson}?batch=${ids.liveBatch}`,
      headers: auth(learner),
    });
    expect(recording.statusCode, recording.body).toBe(200);
    const { playback_url } = recording.json().data as V3Schemas['Recording'];
    expect(playback_url).toMatch(
      new RegExp(`/media/uploads/${queued.id}/index\\.m3u8\\?exp=\\d+&sig=[0-9a-f]{64}$`),
    );
    const playlist = await t.app.inject({ url: local(playback_url as string) });
    expect(playlist.statusCode).toBe(200);
    expect(playlist.headers['content-type']).toContain('application/vnd.apple.mpegurl');
    expect(playlist.body).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    const segments = playlist.body.split('\n').filter((line) => line.startsWith('seg'));
    expect(segments.length).toBeGreaterThan(0);

    // every file the player fetches, written out and read back by ffprobe: a playable H.264 + AAC stream
    const copy = mkdtempSync(join(work, 'played-'));
    writeFileSync(join(copy, 'index.m3u8'), playlist.body.replace(/\?exp=\d+&sig=[0-9a-f]+/g, ''));
    const base =
      local(playback_url as string)
        .split('?')[0]
        ?.replace(/index\.m3u8$/, '') ?? '';
    for (const line of segments) {
      const segment = await t.app.inject({ url: `${base}${line}` });
      expect(segment.statusCode).toBe(200);
      expect(segment.headers['content-type']).toBe('video/mp2t');
      expect(segment.rawPayload[0]).toBe(0x47);
      writeFileSync(join(copy, line.split('?')[0] as string), segment.rawPayload);
    }
    const probed = JSON.parse(
      execFileSync(
        'ffprobe',
        ['-v', 'error', '-print_format', 'json', '-show_streams', '-show_format', join(copy, 'index.m3u8')],
        {
          encoding: 'utf8',
        },
      ),
    ) as {
      format: { duration: string };
      streams: { codec_type: string; codec_name: string; height?: number }[];
    };
    expect(probed.streams.map((s) => `${s.codec_type}:${s.codec_name}`).sort()).toEqual([
      'audio:aac',
      'video:h264',
    ]);
    expect(Number(probed.format.duration)).toBeCloseTo(3, 0);

    // an unsigned segment is refused
    expect((await t.app.inject({ url: `${base}${segments[0]?.split('?')[0]}` })).statusCode).toBe(403);
    // audited: the upload and the lesson's new video, under the one who uploaded it
    expect(await entries('lesson.video-upload', `lesson:${lesson}`)).toHaveLength(1);
    const [ready] = await entries('lesson.video-ready', `lesson:${lesson}`);
    expect(ready).toMatchObject({
      actorId: admin.user.id,
      after: { video_url: `uploads/${queued.id}`, duration_seconds: 3 },
    });
    // the uploaded source is gone once the rendition is made
    // (removed just after the job is marked ready: asked again until it is)
    await expect.poll(() => readdirSync(join(t.env.UPLOAD_DIR, 'media', 'sources'))).toEqual([]);

    // the console's lesson carries the upload
    const batch = await t.inject({ url: `/api/v3/admin/batches/${ids.liveBatch}`, headers: auth(admin) });
    const lessons = (batch.json().data as AdminSchemas['AdminBatchContentResponse']['data']).modules.flatMap(
      (m) => m.lessons,
    );
    expect(lessons.find((l) => l.id === lesson)?.video_job).toMatchObject({ id: queued.id, status: 'ready' });
  });

  it.each([
    [
      'an image named .mp4',
      () => multipart([{ field: 'video', filename: 'a.mp4', type: 'video/mp4', content: PNG }]),
      415,
      msg.videoType,
    ],
    [
      'a PDF',
      () => multipart([{ field: 'video', filename: 'a.pdf', type: 'application/pdf', content: PDF }]),
      415,
      msg.videoType,
    ],
    [
      'an MP4 box with nothing playable in it',
      () =>
        multipart([
          {
            field: 'video',
            filename: 'a.mp4',
            type: 'video/mp4',
            content: Buffer.concat([
              Buffer.from('0000001866747970', 'hex'),
              Buffer.from('isom'),
              Buffer.alloc(4000, 7),
            ]),
          },
        ]),
      415,
      msg.videoUnreadable,
    ],
    [
      'another field',
      () => multipart([{ field: 'file', filename: 'a.mp4', type: 'video/mp4', content: Buffer.from('x') }]),
      400,
      msg.videoMissing,
    ],
    ['a text field only', () => multipart([{ field: 'title', content: 'x' }]), 400, msg.videoMissing],
    [
      'a file past VIDEO_MAX_BYTES',
      () =>
        multipart([
          {
            field: 'video',
            filename: 'big.mp4',
            type: 'video/mp4',
            content: Buffer.concat([video, Buffer.alloc(4 * 1024 * 1024)]),
          },
        ]),
      413,
      msg.videoTooLarge,
    ],
  ])('refuses %s, keeping nothing', async (_, body, status, message) => {
    const before = await t.db.select().from(videoJobs);
    const answer = await uploadVideo(ids.freeRecording, admin, body());
    expect(answer.statusCode, answer.body).toBe(status);
    expect(answer.json().msg).toBe(message);
    expect(await t.db.select().from(videoJobs)).toEqual(before);
    expect(await entries('lesson.video-upload', `lesson:${ids.freeRecording}`)).toHaveLength(0);
  });

  it('refuses a body that is not multipart (415) and one cut short (400)', async () => {
    const json = await t.inject({
      method: 'POST',
      url: `/api/v3/admin/lessons/${ids.freeRecording}/video`,
      payload: { video: 'x' },
      headers: auth(admin),
    });
    expect(json.statusCode).toBe(415);
    const whole = multipart([{ field: 'video', filename: 'a.mp4', type: 'video/mp4', content: video }]);
    const cut = await uploadVideo(ids.freeRecording, admin, {
      ...whole,
      payload: whole.payload.subarray(0, 2000),
    });
    expect(cut.statusCode, cut.body).toBe(400);
  });

  it('a learner gets 403 and a teacher of another batch 404, and nothing changes', async () => {
    const before = await t.db.select().from(videoJobs);
    expect((await uploadVideo(ids.freeRecording, learner)).statusCode).toBe(403);
    const other = await uploadVideo(ids.freeRecording, otherTeacher);
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('RECORDING_NOT_FOUND');
    expect((await uploadVideo(999_999, admin)).statusCode).toBe(404);
    expect(await t.db.select().from(videoJobs)).toEqual(before);
    // and an upload is not theirs to follow
    const [job] = before;
    if (job) {
      expect((await jobOf(job.id, learner)).statusCode).toBe(403);
      expect((await jobOf(job.id, otherTeacher)).statusCode).toBe(404);
    }
    expect((await jobOf('6d1f2c3b-8a9e-4f70-b1c2-3d4e5f6a7b8c')).statusCode).toBe(404);
  });
});

describe('a rendition that cannot be made', () => {
  let broken: TestApp;
  beforeAll(async () => {
    // ffprobe is real (the upload is a video); "ffmpeg" is a program that always fails
    broken = await createTestApp({
      VIDEO_WORKER: 'on',
      JOB_POLL_SECONDS: '0.5',
      FFMPEG_PATH: '/bin/false',
    });
  });
  afterAll(() => broken?.close());

  it('fails a try and waits for the next; after the last it is failed with the reason, the lesson keeps its video and the source is kept for a retry', async () => {
    const boss = await signedInAs(broken, 'admin');
    const lesson = (await seededIds(broken)).freeRecording;
    const [before] = await broken.db.select().from(recordings).where(eq(recordings.id, lesson));
    const body = multipart([{ field: 'video', filename: 'a.mp4', type: 'video/mp4', content: video }]);
    const answer = await broken.inject({
      method: 'POST',
      url: `/api/v3/admin/lessons/${lesson}/video`,
      ...body,
      headers: { ...body.headers, ...auth(boss) },
    });
    expect(answer.statusCode, answer.body).toBe(202);
    const { id } = answer.json().data as AdminSchemas['AdminVideoJob'];
    // the engine's worker made the first try: it failed, and the video waits for the next (30 s later)
    await vi.waitFor(
      async () =>
        expect((await broken.db.select().from(videoJobs).where(eq(videoJobs.id, id)))[0]).toMatchObject({
          status: 'queued',
          attempts: 1,
          error: msg.videoJobFailed,
        }),
      { timeout: 20_000, interval: 200 },
    );
    // the last try, as the engine would run it
    const queue = videoQueue({
      db: broken.db,
      clock: broken.clock,
      storage: createLocalStorage(broken.env.UPLOAD_DIR),
      tools: { ffmpeg: '/bin/false', ffprobe: 'ffprobe', probeTimeoutMs: 30_000 },
      audit: createAuditService({ db: broken.db, clock: broken.clock }).record,
      log: { info: () => {}, error: () => {} },
    });
    await expect(
      queue.handle({
        id: 'job',
        data: { videoJobId: id },
        attempt: MAX_VIDEO_ATTEMPTS,
        lastAttempt: true,
        signal: new AbortController().signal,
      }),
    ).rejects.toThrow();
    const job = (await broken.inject({ url: `/api/v3/admin/video-jobs/${id}`, headers: auth(boss) })).json()
      .data as AdminSchemas['AdminVideoJob'];
    expect(job).toMatchObject({ status: 'failed', error: msg.videoJobFailed });
    const [row] = await broken.db.select().from(videoJobs).where(eq(videoJobs.id, id));
    expect(row?.attempts).toBe(MAX_VIDEO_ATTEMPTS);
    const [after] = await broken.db.select().from(recordings).where(eq(recordings.id, lesson));
    expect(after?.videoUrl).toBe(before?.videoUrl);
    // its source stays, so that an operator's retry (the console's failed jobs) can make it
    expect(existsSync(join(broken.env.UPLOAD_DIR, 'media', 'sources', `${id}.upload`))).toBe(true);
  });
});

describe('a server without ffmpeg', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp({ FFPROBE_PATH: '/no/such/ffprobe', FFMPEG_PATH: '/no/such/ffmpeg' });
  });
  afterAll(() => bare?.close());

  it('answers 503 VIDEO_TOOLS_MISSING in Bengali and keeps nothing', async () => {
    const boss = await signedInAs(bare, 'admin');
    const lesson = (await seededIds(bare)).freeRecording;
    const body = multipart([{ field: 'video', filename: 'a.mp4', type: 'video/mp4', content: video }]);
    const answer = await bare.inject({
      method: 'POST',
      url: `/api/v3/admin/lessons/${lesson}/video`,
      ...body,
      headers: { ...body.headers, ...auth(boss) },
    });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({ msg: msg.videoToolsMissing, code: 'VIDEO_TOOLS_MISSING' });
    expect(await bare.db.select().from(videoJobs)).toEqual([]);
  });
});

describe('a try another host took over', () => {
  let quiet: TestApp;
  beforeAll(async () => {
    quiet = await createTestApp({ JOB_WORKERS: 'off' });
  });
  afterAll(() => quiet?.close());

  it('when the engine gave the video to another host (a try more), the first can no longer report or settle it', async () => {
    const boss = await signedInAs(quiet, 'admin');
    const seeded = await seededIds(quiet);
    const [job] = await quiet.db
      .insert(videoJobs)
      .values({
        id: '0b9c8d7e-6f5a-4b3c-8d2e-1f0a9b8c7d6e',
        recordingId: seeded.odLockedRecording,
        uploadedBy: boss.user.id,
        filename: 'lapsed.mp4',
        sourceKey: 'media/sources/0b9c8d7e-6f5a-4b3c-8d2e-1f0a9b8c7d6e.upload',
        status: 'queued',
        durationSeconds: 3,
        updatedAt: quiet.clock.now(),
      })
      .returning();
    const now = quiet.clock.now();
    const id = job?.id as string;
    expect(await startVideoJob(quiet.db, { id, attempts: 1, now })).toMatchObject({ status: 'processing' });
    // its host went quiet; the engine's heartbeat check handed the job to another host: try 2
    expect(await startVideoJob(quiet.db, { id, attempts: 2, now })).toMatchObject({ attempts: 2 });
    const first = { id, attempts: 1 };
    expect(await reportVideoJob(quiet.db, first, { progress: 50, now })).toBe(false);
    expect(await settleVideoJob(quiet.db, first, { status: 'failed', error: 'x', now })).toBe(false);
    const [row] = await quiet.db.select().from(videoJobs).where(eq(videoJobs.id, id));
    expect(row).toMatchObject({ status: 'processing', attempts: 2, error: null });
    // the second try holds it
    expect(await settleVideoJob(quiet.db, { id, attempts: 2 }, { status: 'failed', error: 'x', now })).toBe(
      true,
    );
    // a video already ready is not started again
    await quiet.db.update(videoJobs).set({ status: 'ready' }).where(eq(videoJobs.id, id));
    expect(await startVideoJob(quiet.db, { id, attempts: 3, now })).toBeUndefined();
  });
});

describe('POST /lessons/{id}/notes and …/remove', () => {
  it('adds a PDF the enrolled learner downloads, and takes it off again', async () => {
    const lesson = ids.lockedRecording;
    const answer = await addNote(lesson, admin);
    expect(answer.statusCode, answer.body).toBe(201);
    const { notes } = answer.json().data as AdminSchemas['AdminLesson'];
    const note = notes.find((n) => n.title === 'মাখরাজ চার্ট');
    expect(note?.key).toMatch(/^note-[0-9a-f]{10}$/);
    const key = note?.key as string;

    const link = await t.inject({ url: `/api/v3/download?key=${key}&id=${lesson}`, headers: auth(learner) });
    expect(link.statusCode, link.body).toBe(200);
    const { url } = link.json().data as V3Schemas['Download'];
    const file = await t.app.inject({ url: local(url) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);
    const again = await t.app.inject({
      url: local(url),
      headers: { 'if-none-match': String(file.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const [added] = await entries('lesson.note-add', `lesson:${lesson}`);
    expect(added).toMatchObject({ actorId: admin.user.id, after: { key, title: 'মাখরাজ চার্ট' } });

    const removed = await t.inject({
      method: 'POST',
      url: `/api/v3/admin/lessons/${lesson}/notes/${key}/remove`,
      headers: auth(admin),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((removed.json().data as AdminSchemas['AdminLesson']).notes.map((n) => n.key)).not.toContain(key);
    expect(
      (await t.inject({ url: `/api/v3/download?key=${key}&id=${lesson}`, headers: auth(learner) }))
        .statusCode,
    ).toBe(404);
    // the file is gone from the storage, so the old link finds nothing
    expect((await t.app.inject({ url: local(url) })).statusCode).toBe(404);
    expect(await entries('lesson.note-remove', `lesson:${lesson}`)).toHaveLength(1);
    expect(
      (
        await t.inject({
          method: 'POST',
          url: `/api/v3/admin/lessons/${lesson}/notes/${key}/remove`,
          headers: auth(admin),
        })
      ).statusCode,
    ).toBe(404);
  });

  it.each([
    [
      'a file that is not a PDF',
      [
        { field: 'title', content: 'নোট' },
        { field: 'pdf', filename: 'a.pdf', type: 'application/pdf', content: PNG },
      ],
      415,
      msg.noteType,
    ],
    [
      'no title',
      [{ field: 'pdf', filename: 'a.pdf', type: 'application/pdf', content: PDF }],
      400,
      msg.noteTitle,
    ],
    [
      'a blank title',
      [
        { field: 'title', content: '   ' },
        { field: 'pdf', filename: 'a.pdf', type: 'application/pdf', content: PDF },
      ],
      400,
      msg.noteTitle,
    ],
    ['no file', [{ field: 'title', content: 'নোট' }], 400, msg.noteMissing],
    [
      'a PDF past PDF_MAX_BYTES',
      [
        { field: 'title', content: 'নোট' },
        {
          field: 'pdf',
          filename: 'a.pdf',
          type: 'application/pdf',
          content: Buffer.concat([PDF, Buffer.alloc(100_000)]),
        },
      ],
      413,
      msg.noteTooLarge,
    ],
  ])('refuses %s, keeping nothing', async (_, parts, status, message) => {
    const [before] = await t.db.select().from(recordings).where(eq(recordings.id, ids.freeRecording));
    const answer = await addNote(ids.freeRecording, admin, parts);
    expect(answer.statusCode, answer.body).toBe(status);
    expect(answer.json().msg).toBe(message);
    if (message === msg.noteTitle) expect(answer.json().errors?.[0]?.path).toBe('/title');
    const [after] = await t.db.select().from(recordings).where(eq(recordings.id, ids.freeRecording));
    expect(after?.resources).toEqual(before?.resources);
  });

  it('a learner gets 403 and a teacher of another batch 404, and nothing changes', async () => {
    const [before] = await t.db.select().from(recordings).where(eq(recordings.id, ids.freeRecording));
    expect((await addNote(ids.freeRecording, learner)).statusCode).toBe(403);
    expect((await addNote(ids.freeRecording, otherTeacher)).statusCode).toBe(404);
    const key = before?.resources[0]?.key ?? 'qs-makhraj-chart';
    const url = `/api/v3/admin/lessons/${ids.freeRecording}/notes/${key}/remove`;
    expect((await t.inject({ method: 'POST', url, headers: auth(learner) })).statusCode).toBe(403);
    expect((await t.inject({ method: 'POST', url, headers: auth(otherTeacher) })).statusCode).toBe(404);
    const [after] = await t.db.select().from(recordings).where(eq(recordings.id, ids.freeRecording));
    expect(after?.resources).toEqual(before?.resources);
  });
});
