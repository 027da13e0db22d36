// Recitation practice, the learner's side (issue 20): the practices a learner holds, ayah by ayah; a
// recording coming up by tus (resumed after a cut), checked when whole — what is not audio, or is longer
// than a minute, refused and not kept —, converted in the background to AAC and Opus files that play
// only under a signed link; sending the practice once every ayah is recorded; nobody else's uploads.
import type { V3Schemas } from '@tilawat/sdk';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../../test/console';
import { appForFile, auth, type Learner, type TestApp } from '../../../test/helpers';
import {
  createUpload,
  eventually,
  makeAudio,
  probe,
  sendBytes,
  uploadOffset,
  uploadPath,
  uploadRecording,
} from '../../../test/practice';
import { type SeededIds, seededIds } from '../../../test/seeded';
import { batches } from '../catalogue/catalogue.table';
import { practices } from './practice.table';

const bengali = /[\u0980-\u09FF]/;
type Detail = V3Schemas['PracticeDetail'];

let t: TestApp;
let ids: SeededIds;
let teacher: Learner;
let learner: Learner;
let classmate: Learner;
let outsider: Learner;
let audio: Buffer;
appForFile(
  async (app) => {
    t = app;
    ids = await seededIds(t);
    teacher = await signedInAs(t, 'teacher');
    await t.db.update(batches).set({ teacherId: teacher.user.id }).where(eq(batches.id, ids.liveBatch));
    [learner, classmate, outsider] = [await t.signUp(), await t.signUp(), await t.signUp()];
    await t.enroll(learner.user.id, ids.liveBatch);
    await t.enroll(classmate.user.id, ids.liveBatch);
    await t.enroll(outsider.user.id, ids.onDemandBatch);
    audio = makeAudio(3);
  },
  // this file's app runs the background workers, looking every 0.2 s
  { VIDEO_WORKER: 'on', JOB_POLL_SECONDS: '0.5', PRACTICE_AUDIO_MAX_BYTES: String(1024 * 1024) },
);

/** A practice the teacher assigns through the console. */
async function assign(body: Record<string, unknown>): Promise<number> {
  const answer = await t.inject({
    method: 'POST',
    url: `/api/v3/admin/batches/${ids.liveBatch}/practice-assignments`,
    headers: auth(teacher),
    payload: body,
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().data.id;
}

const read = async (who: Learner, id: number) => {
  const answer = await t.inject({ url: `/api/v3/practice/${id}`, headers: auth(who) });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as Detail;
};

describe('GET /practice and /practice/{id}', () => {
  let batchWide: number;
  let mine: number;
  let classmates: number;
  beforeAll(async () => {
    batchWide = await assign({
      surah: 1,
      ayah_from: 1,
      ayah_to: 3,
      focus: 'মাদ খেয়াল করুন।',
      due_at: '2026-12-30T20:00:00+06:00',
    });
    mine = await assign({ surah: 112, ayah_from: 1, ayah_to: 4, learner_id: learner.user.id });
    classmates = await assign({ surah: 113, ayah_from: 1, ayah_to: 2, learner_id: classmate.user.id });
  });

  it('lists what was assigned to the batch and to the learner alone, never to a classmate alone', async () => {
    const answer = await t.inject({ url: '/api/v3/practice?limit=100', headers: auth(learner) });
    expect(answer.statusCode).toBe(200);
    const items = answer.json().data.items as V3Schemas['PracticeSummary'][];
    const listed = items.map((item) => item.id);
    expect(listed).toEqual(expect.arrayContaining([batchWide, mine]));
    expect(listed).not.toContain(classmates);
    const first = items.find((item) => item.id === batchWide);
    expect(first).toMatchObject({
      batch_id: ids.liveBatch,
      surah: 1,
      surah_name: 'আল-ফাতিহা',
      ayah_from: 1,
      ayah_to: 3,
      focus: 'মাদ খেয়াল করুন।',
      status: 'assigned',
      round: 0,
      score: null,
    });
    // due first (the one without a due date after it)
    expect(listed.indexOf(batchWide)).toBeLessThan(listed.indexOf(mine));
  });

  it('keeps one batch’s with `batch`; another batch’s, or a learner of no batch, lists nothing', async () => {
    const own = await t.inject({ url: `/api/v3/practice?batch=${ids.liveBatch}`, headers: auth(learner) });
    expect(own.json().data.total).toBeGreaterThanOrEqual(2);
    const other = await t.inject({ url: `/api/v3/practice?batch=${ids.liveBatch}`, headers: auth(outsider) });
    expect(other.json().data).toMatchObject({ total: 0, items: [] });
  });

  it('shows a practice ayah by ayah: the Uthmani text in words, no meaning (docs/licences.md); a read makes no practice', async () => {
    const detail = await read(learner, batchWide);
    expect(detail.ayahs.map((ayah) => ayah.number)).toEqual([1, 2, 3]);
    const [first] = detail.ayahs;
    // (compared in NFC: the data writes shadda before the vowel, which reads the same)
    expect(first?.text.normalize('NFC')).toBe('بِسۡمِ ٱللَّهِ ٱلرَّحۡمَٰنِ ٱلرَّحِيمِ'.normalize('NFC'));
    expect(first?.words.map((word) => word.text.normalize('NFC'))).toEqual(
      ['بِسۡمِ', 'ٱللَّهِ', 'ٱلرَّحۡمَٰنِ', 'ٱلرَّحِيمِ'].map((word) => word.normalize('NFC')),
    );
    expect(first?.words.map((word) => word.index)).toEqual([0, 1, 2, 3]);
    // No Bengali meaning, nor any Bengali in the ayah: the translation is not licensed for sale.
    expect(first).not.toHaveProperty('translation');
    expect(JSON.stringify(detail.ayahs)).not.toMatch(bengali);
    expect(first).toMatchObject({ recording: null, verdict: null, marks: [], rerecord: false });
    expect(detail.result).toBeNull();
    const rows = await t.db.select().from(practices).where(eq(practices.learnerId, learner.user.id));
    expect(rows).toEqual([]);
  });

  it('answers 404 for a practice that is not the learner’s', async () => {
    for (const [who, id] of [
      [learner, classmates],
      [outsider, batchWide],
      [learner, 999_999],
    ] as const) {
      const answer = await t.inject({ url: `/api/v3/practice/${id}`, headers: auth(who) });
      expect(answer.statusCode).toBe(404);
      expect(answer.json().msg).toMatch(bengali);
    }
  });
});

describe('tus uploads: POST, PATCH, HEAD /practice-uploads', () => {
  let practice: number;
  beforeAll(async () => {
    practice = await assign({ surah: 1, ayah_from: 1, ayah_to: 2 });
  });

  it('takes a recording in pieces, resumes from HEAD’s offset, and converts it to AAC and Opus', async () => {
    const created = await createUpload(t, learner, { practice, ayah: 1 }, audio.length);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.headers['tus-resumable']).toBe('1.0.0');
    expect(String(created.headers.location)).toMatch(
      new RegExp(`^${t.env.PUBLIC_ORIGIN}/api/v3/practice-uploads/[0-9a-f]{32}$`),
    );
    const path = uploadPath(created.headers.location);
    const half = Math.floor(audio.length / 2);
    const first = await sendBytes(t, learner, path, 0, audio.subarray(0, half));
    expect(first.statusCode).toBe(204);
    expect(first.headers['upload-offset']).toBe(String(half));
    // the connection was lost: the client asks where to go on from
    const offset = await uploadOffset(t, learner, path);
    expect(offset.statusCode).toBe(200);
    expect(offset.headers).toMatchObject({
      'upload-offset': String(half),
      'upload-length': String(audio.length),
    });
    expect(offset.headers['upload-metadata']).toBeUndefined();
    // the wrong offset is refused
    const wrong = await sendBytes(t, learner, path, 0, audio.subarray(0, 10));
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().msg).toMatch(bengali);
    const last = await sendBytes(t, learner, path, half, audio.subarray(half));
    expect(last.statusCode, last.body).toBe(204);
    expect(last.headers['upload-offset']).toBe(String(audio.length));
    // the upload itself is gone once taken
    expect((await uploadOffset(t, learner, path)).statusCode).toBe(404);

    const now = await read(learner, practice);
    expect(now.status).toBe('assigned');
    const recording = now.ayahs[0]?.recording;
    expect(recording).toMatchObject({ size: audio.length });
    expect(recording?.audio.duration_ms).toBeGreaterThan(2900);
    const ready = await eventually(
      () => read(learner, practice),
      (detail) => detail.ayahs[0]?.recording?.audio.status === 'ready',
    );
    const played = ready.ayahs[0]?.recording?.audio as V3Schemas['PracticeAudio'];
    expect(played.mp4_url).toMatch(/\/media\/practice\/[0-9a-f-]{36}\/audio\.m4a\?exp=\d+&sig=[0-9a-f]{64}$/);
    const mp4 = await t.app.inject({
      url: new URL(played.mp4_url as string).pathname + new URL(played.mp4_url as string).search,
    });
    expect(mp4.statusCode).toBe(200);
    expect(mp4.headers['content-type']).toBe('audio/mp4');
    expect(probe(mp4.rawPayload, 'out.m4a')).toMatchObject({ codec: 'aac', channels: 1 });
    expect(probe(mp4.rawPayload, 'out.m4a').seconds).toBeCloseTo(3, 0);
    const webmUrl = new URL(played.webm_url as string);
    const webm = await t.app.inject({ url: webmUrl.pathname + webmUrl.search });
    expect(webm.headers['content-type']).toBe('audio/webm');
    expect(probe(webm.rawPayload, 'out.webm')).toMatchObject({ codec: 'opus', channels: 1 });
  });

  it('serves the audio in byte ranges under its signature only; a forged or expired link is refused', async () => {
    const detail = await read(learner, practice);
    const url = new URL(detail.ayahs[0]?.recording?.audio.mp4_url as string);
    const signed = url.pathname + url.search;
    const part = await t.app.inject({ url: signed, headers: { range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toMatch(/^bytes 0-99\/\d+$/);
    expect(part.rawPayload.length).toBe(100);
    expect(part.headers['accept-ranges']).toBe('bytes');
    const past = await t.app.inject({ url: signed, headers: { range: 'bytes=99999999-' } });
    expect(past.statusCode).toBe(416);
    for (const bad of [
      url.pathname,
      `${url.pathname}?exp=${url.searchParams.get('exp')}&sig=${'0'.repeat(64)}`,
    ]) {
      const refused = await t.app.inject({ url: bad });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'MEDIA_LINK_INVALID',
        msg: expect.stringMatching(bengali),
      });
    }
    const other = url.pathname.replace(/[0-9a-f-]{36}/, '00000000-0000-4000-8000-000000000000');
    expect((await t.app.inject({ url: `${other}${url.search}` })).statusCode).toBe(403);
    t.clock.advance((t.env.MEDIA_URL_TTL_SECONDS + 60) * 1000);
    try {
      const expired = await t.app.inject({ url: signed });
      expect(expired.statusCode).toBe(403);
      expect(expired.json().code).toBe('MEDIA_LINK_EXPIRED');
    } finally {
      t.clock.advance(-(t.env.MEDIA_URL_TTL_SECONDS + 60) * 1000);
    }
  });

  it('refuses on the last PATCH what is not audio (415) and a recording over a minute (413), keeping nothing', async () => {
    const png = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(2000)]);
    const notAudio = await uploadRecording(t, learner, { practice, ayah: 2 }, png);
    expect(notAudio.statusCode).toBe(415);
    expect(notAudio.json()).toEqual({ msg: expect.stringMatching(bengali), code: 'AUDIO_INVALID' });
    const long = makeAudio(70);
    const created = await createUpload(t, learner, { practice, ayah: 2 }, long.length);
    const path = uploadPath(created.headers.location);
    const tooLong = await sendBytes(t, learner, path, 0, long);
    expect(tooLong.statusCode).toBe(413);
    expect(tooLong.json()).toEqual({ msg: expect.stringMatching(bengali), code: 'AUDIO_TOO_LONG' });
    expect((await uploadOffset(t, learner, path)).statusCode).toBe(404);
    expect((await read(learner, practice)).ayahs[1]?.recording).toBeNull();
  });

  it('refuses an upload longer than PRACTICE_AUDIO_MAX_BYTES before a byte comes (413)', async () => {
    const answer = await createUpload(t, learner, { practice, ayah: 2 }, 1024 * 1024 + 1);
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', msg: expect.stringMatching(bengali) });
  });

  it('refuses an upload for a practice or an ayah the learner does not hold, and metadata without them', async () => {
    const outside = await createUpload(t, outsider, { practice, ayah: 1 }, audio.length);
    expect(outside.statusCode).toBe(404);
    const pastRange = await createUpload(t, learner, { practice, ayah: 3 }, audio.length);
    expect(pastRange.statusCode).toBe(404);
    const noAyah = await t.inject({
      method: 'POST',
      url: '/api/v3/practice-uploads',
      headers: {
        ...auth(learner),
        'tus-resumable': '1.0.0',
        'upload-length': '100',
        'upload-metadata': `practice ${Buffer.from(String(practice)).toString('base64')}`,
      },
    });
    expect(noAyah.statusCode).toBe(400);
    expect(noAyah.json().msg).toMatch(bengali);
    const noVersion = await t.inject({
      method: 'POST',
      url: '/api/v3/practice-uploads',
      headers: { ...auth(learner), 'upload-length': '100', 'upload-metadata': 'practice MQ==,ayah MQ==' },
    });
    expect(noVersion.statusCode).toBe(400);
    const anonymous = await t.inject({
      method: 'POST',
      url: '/api/v3/practice-uploads',
      headers: {
        'tus-resumable': '1.0.0',
        'upload-length': '100',
        'upload-metadata': 'practice MQ==,ayah MQ==',
      },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 404 to anyone but the learner who made the upload, and lets them go on', async () => {
    const created = await createUpload(t, learner, { practice, ayah: 2 }, audio.length);
    const path = uploadPath(created.headers.location);
    expect((await uploadOffset(t, classmate, path)).statusCode).toBe(404);
    const stolen = await sendBytes(t, classmate, path, 0, audio);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().msg).toMatch(bengali);
    const noVersion = await t.inject({ method: 'HEAD', url: path, headers: auth(learner) });
    expect(noVersion.statusCode).toBe(400);
    const mine = await sendBytes(t, learner, path, 0, audio);
    expect(mine.statusCode).toBe(204);
  });

  it('answers CORS preflights of the web with the tus headers allowed', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v3/practice-uploads/0123456789abcdef0123456789abcdef',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'accesstoken,tus-resumable,upload-offset,content-type',
      },
    });
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(String(preflight.headers['access-control-allow-headers'])).toMatch(/upload-offset/);
    expect(String(preflight.headers['access-control-allow-methods'])).toMatch(/HEAD/);
    const created = await t.inject({
      method: 'POST',
      url: '/api/v3/practice-uploads',
      headers: {
        origin: 'https://evil.example',
        ...auth(learner),
        'tus-resumable': '1.0.0',
        'upload-length': '10',
        'upload-metadata': 'practice MQ==',
      },
    });
    expect(created.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('POST /practice/{id}/submit', () => {
  let practice: number;
  beforeAll(async () => {
    practice = await assign({ surah: 1, ayah_from: 5, ayah_to: 7 });
  });

  it('refuses a practice with ayahs not recorded (409 naming them), then sends it once all are', async () => {
    const none = await t.inject({
      method: 'POST',
      url: `/api/v3/practice/${practice}/submit`,
      headers: auth(learner),
    });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({
      code: 'PRACTICE_INCOMPLETE',
      msg: expect.stringContaining('৫, ৬, ৭'),
    });
    expect((await uploadRecording(t, learner, { practice, ayah: 5 }, audio)).statusCode).toBe(204);
    const some = await t.inject({
      method: 'POST',
      url: `/api/v3/practice/${practice}/submit`,
      headers: auth(learner),
    });
    expect(some.statusCode).toBe(409);
    expect(some.json().msg).toContain('৬, ৭');
    expect(some.json().msg).not.toContain('৫');
    for (const ayah of [6, 7])
      expect((await uploadRecording(t, learner, { practice, ayah }, audio)).statusCode).toBe(204);
    // re-recording before sending: the newest counts
    expect((await uploadRecording(t, learner, { practice, ayah: 7 }, audio)).statusCode).toBe(204);
    const sent = await t.inject({
      method: 'POST',
      url: `/api/v3/practice/${practice}/submit`,
      headers: auth(learner),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({
      status: 'submitted',
      round: 1,
      submitted_at: t.clock.now().toISOString(),
    });
  });

  it('refuses sending again, and recording, while it waits for the teacher (409)', async () => {
    const again = await t.inject({
      method: 'POST',
      url: `/api/v3/practice/${practice}/submit`,
      headers: auth(learner),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('PRACTICE_ALREADY_SUBMITTED');
    const upload = await createUpload(t, learner, { practice, ayah: 6 }, audio.length);
    expect(upload.statusCode).toBe(409);
    expect(upload.json()).toMatchObject({
      code: 'PRACTICE_ALREADY_SUBMITTED',
      msg: expect.stringMatching(bengali),
    });
  });

  it('is the learner’s own: a classmate’s practice is untouched by it', async () => {
    const rows = await t.db
      .select()
      .from(practices)
      .where(and(eq(practices.assignmentId, practice), eq(practices.learnerId, classmate.user.id)));
    expect(rows).toEqual([]);
    const theirs = await read(classmate, practice);
    expect(theirs.status).toBe('assigned');
    expect(theirs.ayahs.every((ayah) => ayah.recording === null)).toBe(true);
  });
});

describe('GET /practice/mistakes', () => {
  it('is empty before any review', async () => {
    const answer = await t.inject({ url: '/api/v3/practice/mistakes', headers: auth(outsider) });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toEqual({ reviewed: 0, marks: 0, kinds: [], words: [] });
  });
});
