import { describe, expect, it } from 'vitest';
import {
  type AyahStatus,
  ayahStatuses,
  firstToRecord,
  isConverting,
  type LocalTake,
  openAyahs,
  type PracticeAyah,
  type PracticeDetail,
  playableUrl,
  practicePath,
  queueItems,
  rerecordAyahs,
  submitState,
  takeNotNeeded,
  verdictCounts,
  wasReviewed,
} from './practice-state';

const recording = (size = 24_311, status: 'processing' | 'ready' | 'failed' = 'processing') => ({
  id: '5b1d2c3e-4f50-4617-8283-94a5b6c7d8e9',
  size,
  created_at: '2026-11-24T09:00:00+06:00',
  audio: {
    status,
    duration_ms: 5200,
    mp4_url: status === 'ready' ? 'http://api/media/a.m4a' : null,
    webm_url: status === 'ready' ? 'http://api/media/a.webm' : null,
  },
});

const ayah = (number: number, over: Partial<PracticeAyah> = {}): PracticeAyah => ({
  number,
  text: 'بِسْمِ ٱللَّهِ',
  words: [{ index: 0, text: 'بِسْمِ' }],
  recording: null,
  verdict: null,
  marks: [],
  rerecord: false,
  ...over,
});

const practice = (ayahs: PracticeAyah[], over: Partial<PracticeDetail> = {}): PracticeDetail => ({
  id: 3,
  batch_id: 12,
  batch_name: 'ব্যাচ ০৭',
  course_title: 'কুরআন শিক্ষা',
  surah: 1,
  surah_name: 'আল-ফাতিহা',
  ayah_from: ayahs[0]?.number ?? 1,
  ayah_to: ayahs.at(-1)?.number ?? 1,
  focus: null,
  due_at: null,
  status: 'assigned',
  round: 0,
  score: null,
  submitted_at: null,
  reviewed_at: null,
  ayahs,
  result: null,
  exam: null,
  ...over,
});

const local = (entries: Array<[number, LocalTake]>) => new Map(entries);
const tones = (statuses: AyahStatus[]) =>
  statuses.map((s) => `${s.number}:${s.tone}${s.done ? '✓' : ''}${s.open ? '' : '🔒'}`);

describe('practicePath', () => {
  it('is /practice/{assignment}', () => {
    expect(practicePath(3)).toBe('/practice/3');
  });
});

describe('which ayahs are open', () => {
  it('before any review: all of them', () => {
    expect(openAyahs(practice([ayah(1), ayah(2), ayah(3)]))).toEqual([1, 2, 3]);
  });

  it('while the practice waits for the teacher: none', () => {
    expect(
      openAyahs(practice([ayah(1, { recording: recording() })], { status: 'submitted', round: 1 })),
    ).toEqual([]);
  });

  it('after a review: the ayahs judged needs-work, re-recorded since or not', () => {
    const reviewed = practice(
      [
        ayah(1, { verdict: 'correct', recording: recording() }),
        ayah(2, { verdict: 'needs-work', rerecord: true, recording: recording() }),
        ayah(3, { verdict: 'needs-work', rerecord: false, recording: recording(999) }),
      ],
      { status: 'reviewed', round: 1, result: { score: 94, max: 100, deductions: [] } },
    );
    expect(wasReviewed(reviewed)).toBe(true);
    expect(openAyahs(reviewed)).toEqual([2, 3]);
    expect(rerecordAyahs(reviewed)).toEqual([2]);
    expect(verdictCounts(reviewed)).toEqual({ correct: 1, judged: 3, rerecord: 1 });
  });
});

describe('ayahStatuses', () => {
  it('the server’s side: nothing yet, sent (processing counts), conversion failed', () => {
    const p = practice([
      ayah(1),
      ayah(2, { recording: recording() }),
      ayah(3, { recording: recording(10, 'failed') }),
    ]);
    const statuses = ayahStatuses(p, new Map());
    expect(tones(statuses)).toEqual(['1:todo', '2:sent✓', '3:failed']);
    expect(statuses.map((s) => s.label)).toEqual(['রেকর্ড করা বাকি', 'পাঠানো হয়েছে', 'পাঠানো যায়নি']);
    expect(statuses[2]?.error).toBe('এই রেকর্ডিংটি শোনার উপযোগী করা যায়নি। আয়াতটি আবার রেকর্ড করুন।');
  });

  it('this device’s take comes first: kept, waiting offline, uploading with its share, sent', () => {
    const p = practice([ayah(1, { recording: recording() }), ayah(2), ayah(3), ayah(4)]);
    const statuses = ayahStatuses(
      p,
      local([
        [1, { state: 'uploading', progress: 0.456, failure: null }],
        [2, { state: 'waiting', progress: 0, failure: null }],
        [3, { state: 'recorded', progress: 0, failure: null }],
        [4, { state: 'sent', progress: 1, failure: null }],
      ]),
    );
    expect(tones(statuses)).toEqual(['1:uploading', '2:waiting', '3:recorded', '4:sent✓']);
    expect(statuses[0]?.label).toBe('পাঠানো হচ্ছে — ৪৬%');
    expect(statuses[1]?.label).toBe('নেটওয়ার্কের অপেক্ষায়');
  });

  it('a failed take: the api’s Bengali msg for a refusal, "cannot reach" when no answer came', () => {
    const p = practice([ayah(1), ayah(2)]);
    const statuses = ayahStatuses(
      p,
      local([
        [1, { state: 'failed', progress: 0, failure: { status: 415, msg: 'এটি অডিও ফাইল নয়।' } }],
        [2, { state: 'failed', progress: 0.2, failure: { status: 0, msg: '' } }],
      ]),
    );
    expect(statuses[0]?.error).toBe('এটি অডিও ফাইল নয়।');
    expect(statuses[1]?.error).toMatch(/সংযোগ|পৌঁছানো|যাচ্ছে না/);
  });

  it('after a review: correct ones closed; the ones to redo; a re-recording sent since counts', () => {
    const p = practice(
      [
        ayah(1, { verdict: 'correct', recording: recording() }),
        ayah(2, { verdict: 'needs-work', rerecord: true, recording: recording() }),
        ayah(3, { verdict: 'needs-work', rerecord: false, recording: recording(999) }),
      ],
      { status: 'reviewed', round: 1 },
    );
    expect(tones(ayahStatuses(p, new Map()))).toEqual(['1:correct✓🔒', '2:rerecord', '3:sent✓']);
    // A new take of ayah 2 sent from this device counts before the practice is read again.
    expect(tones(ayahStatuses(p, local([[2, { state: 'sent', progress: 1, failure: null }]])))).toEqual([
      '1:correct✓🔒',
      '2:sent✓',
      '3:sent✓',
    ]);
  });
});

describe('queueItems', () => {
  it('every ayah with a take here or a recording there, in order; progress only while uploading', () => {
    const p = practice([ayah(1, { recording: recording() }), ayah(2), ayah(3), ayah(4, { verdict: null })]);
    const statuses = ayahStatuses(
      p,
      local([
        [2, { state: 'uploading', progress: 0.5, failure: null }],
        [3, { state: 'failed', progress: 0, failure: { status: 413, msg: 'খুব লম্বা।' } }],
      ]),
    );
    expect(queueItems(statuses)).toEqual([
      { ayah: 1, state: 'sent', progress: undefined, error: null },
      { ayah: 2, state: 'uploading', progress: 0.5, error: null },
      { ayah: 3, state: 'failed', progress: undefined, error: 'খুব লম্বা।' },
    ]);
  });
});

describe('submitState', () => {
  const sent = recording();
  it.each<[string, PracticeDetail, Array<[number, LocalTake]>, ReturnType<typeof submitState>]>([
    [
      'every ayah on the server: ready',
      practice([ayah(1, { recording: sent }), ayah(2, { recording: sent })]),
      [],
      { kind: 'ready' },
    ],
    [
      'one not recorded',
      practice([ayah(1, { recording: sent }), ayah(2)]),
      [],
      { kind: 'incomplete', left: 1, pending: false },
    ],
    [
      'one still uploading',
      practice([ayah(1, { recording: sent }), ayah(2)]),
      [[2, { state: 'uploading', progress: 0.3, failure: null }]],
      { kind: 'incomplete', left: 1, pending: true },
    ],
    [
      'one kept offline',
      practice([ayah(1), ayah(2)]),
      [
        [1, { state: 'sent', progress: 1, failure: null }],
        [2, { state: 'waiting', progress: 0, failure: null }],
      ],
      { kind: 'incomplete', left: 1, pending: true },
    ],
    [
      'a newer take refused, though an older one is on the server',
      practice([ayah(1, { recording: sent })]),
      [[1, { state: 'failed', progress: 0, failure: { status: 415, msg: 'নয়' } }]],
      { kind: 'incomplete', left: 1, pending: false },
    ],
    [
      'waiting for the teacher',
      practice([ayah(1, { recording: sent })], { status: 'submitted', round: 1 }),
      [],
      { kind: 'submitted' },
    ],
    [
      'reviewed, all correct: nothing to send',
      practice([ayah(1, { recording: sent, verdict: 'correct' })], { status: 'reviewed', round: 1 }),
      [],
      { kind: 'closed' },
    ],
    [
      'reviewed, the marked ayah not yet re-recorded',
      practice(
        [
          ayah(1, { recording: sent, verdict: 'correct' }),
          ayah(2, { recording: sent, verdict: 'needs-work', rerecord: true }),
        ],
        { status: 'reviewed', round: 1 },
      ),
      [],
      { kind: 'incomplete', left: 1, pending: false },
    ],
    [
      'reviewed, the marked ayah re-recorded: ready again',
      practice(
        [
          ayah(1, { recording: sent, verdict: 'correct' }),
          ayah(2, { recording: sent, verdict: 'needs-work', rerecord: false }),
        ],
        { status: 'assigned', round: 1 },
      ),
      [],
      { kind: 'ready' },
    ],
  ])('%s', (_, p, takes, want) => {
    expect(submitState(p, ayahStatuses(p, local(takes)))).toEqual(want);
  });
});

describe('firstToRecord', () => {
  it('the first open ayah not done, else the first open one, else none', () => {
    const p = practice([ayah(1, { recording: recording() }), ayah(2), ayah(3)]);
    expect(firstToRecord(ayahStatuses(p, new Map()))).toBe(2);
    const all = practice([ayah(1, { recording: recording() }), ayah(2, { recording: recording() })]);
    expect(firstToRecord(ayahStatuses(all, new Map()))).toBe(1);
    const waiting = practice([ayah(1, { recording: recording() })], { status: 'submitted' });
    expect(firstToRecord(ayahStatuses(waiting, new Map()))).toBeNull();
  });
});

describe('takeNotNeeded (a take kept from an earlier visit)', () => {
  const p = practice([ayah(1, { recording: recording(5000) }), ayah(2)]);
  const afterReview = practice(
    [
      ayah(1, { recording: recording(5000), verdict: 'correct' }),
      ayah(2, { recording: recording(5000), verdict: 'needs-work', rerecord: true }),
    ],
    { status: 'reviewed', round: 1 },
  );
  const waiting = practice([ayah(1, { recording: recording(5000) }), ayah(2)], {
    status: 'submitted',
    round: 1,
  });
  it.each([
    ['the server’s recording has its size: it is this take', p, { ayah: 1, size: 5000 }, true],
    ['another size: a newer take, still to send', p, { ayah: 1, size: 4000 }, false],
    ['no recording there yet', p, { ayah: 2, size: 5000 }, false],
    ['an ayah outside the practice', p, { ayah: 9, size: 5000 }, true],
    [
      'the server’s recording is the one the teacher asked to redo',
      afterReview,
      { ayah: 2, size: 5000 },
      false,
    ],
    ['an ayah judged correct is closed', afterReview, { ayah: 1, size: 4000 }, true],
    ['the practice waits for the teacher', waiting, { ayah: 2, size: 4000 }, true],
  ])('%s', (_, given, t, want) => {
    expect(takeNotNeeded(given, t)).toBe(want);
  });
});

describe('playableUrl', () => {
  it.each([
    [
      'ready, WebM plays: the smaller Opus file',
      recording(1, 'ready').audio,
      true,
      'http://api/media/a.webm',
    ],
    ['ready, no WebM (older Safari): the MP4', recording(1, 'ready').audio, false, 'http://api/media/a.m4a'],
    ['still processing', recording(1, 'processing').audio, true, null],
    ['failed', recording(1, 'failed').audio, true, null],
    ['none', null, true, null],
  ])('%s', (_, audio, webm, want) => {
    expect(playableUrl(audio, webm)).toBe(want);
  });
});

describe('isConverting', () => {
  const audio = (status: 'processing' | 'ready' | 'failed') => ({
    status,
    duration_ms: 0,
    mp4_url: null,
    webm_url: null,
  });
  const take = (status: 'processing' | 'ready' | 'failed') => ({
    id: '5b1d2c3e-4f50-4617-8283-94a5b6c7d8e9',
    size: 1,
    created_at: '2026-11-24T09:00:00+06:00',
    audio: audio(status),
  });
  it('is true while a recording or a voice correction still converts, not for ready or failed ones', () => {
    expect(isConverting(practice([ayah(1, { recording: take('ready') })]))).toBe(false);
    expect(isConverting(practice([ayah(1, { recording: take('failed') })]))).toBe(false);
    expect(isConverting(practice([ayah(1, { recording: take('processing') })]))).toBe(true);
    const mark = {
      id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
      ayah: 1,
      word: 0,
      word_text: 'بِسْمِ',
      category: 'ghunnah' as const,
      severity: 'khafi' as const,
      note: null,
      correction: audio('processing'),
      created_at: '2026-11-24T10:00:00+06:00',
    };
    expect(isConverting(practice([ayah(1, { recording: take('ready'), marks: [mark] })]))).toBe(true);
  });
});
