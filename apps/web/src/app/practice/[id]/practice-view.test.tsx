import type { V3Schemas } from '@tilawat/sdk';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { BrowserClient } from '~/lib/browser-client';
import { PracticeScreen } from './practice-view';

type Detail = V3Schemas['PracticeDetail'];
type Ayah = V3Schemas['PracticeAyah'];

const recording = {
  id: '5b1d2c3e-4f50-4617-8283-94a5b6c7d8e9',
  size: 24_311,
  created_at: '2026-11-24T09:00:00+06:00',
  audio: { status: 'processing' as const, duration_ms: 5200, mp4_url: null, webm_url: null },
};

const ayah = (number: number, over: Partial<Ayah> = {}): Ayah => ({
  number,
  text: 'بِسْمِ ٱللَّهِ ٱلرَّحْمَـٰنِ ٱلرَّحِيمِ',
  words: [
    { index: 0, text: 'بِسْمِ' },
    { index: 1, text: 'ٱللَّهِ' },
  ],
  recording: null,
  verdict: null,
  marks: [],
  rerecord: false,
  ...over,
});

const practice = (ayahs: Ayah[], over: Partial<Detail> = {}): Detail => ({
  id: 3,
  batch_id: 12,
  batch_name: 'ব্যাচ ০৭ — সন্ধ্যা',
  course_title: 'কুরআন শিক্ষা — প্রাথমিক স্তর',
  surah: 1,
  surah_name: 'আল-ফাতিহা',
  ayah_from: 1,
  ayah_to: ayahs.length,
  focus: 'গুন্নাহ ও মাদ খেয়াল করুন।',
  due_at: '2026-11-30T22:00:00+06:00',
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

const mark: V3Schemas['PracticeMark'] = {
  id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  ayah: 2,
  word: 1,
  word_text: 'ٱللَّهِ',
  category: 'ghunnah',
  severity: 'khafi',
  note: 'লাম-এ তাশদীদ স্পষ্ট করুন।',
  correction: null,
  created_at: '2026-11-24T10:00:00+06:00',
};

/**
 * The page as the server draws it: no queue, no recorder yet; `signedIn` as once the tab's session
 * is there (its SDK client is used only in effects and handlers, which the server never runs).
 */
const draw = (
  p: Detail,
  {
    signedIn = false,
    mistakes = null,
  }: { signedIn?: boolean; mistakes?: V3Schemas['MistakeSummaryResponse']['data'] | null } = {},
) =>
  renderToString(
    createElement(PracticeScreen, {
      practiceId: 3,
      client: signedIn ? ({ api: {} } as BrowserClient) : null,
      first: p,
      mistakes,
    }),
  );

/** The ayah picker's buttons (their names), in order. */
const pickerNames = (html: string) =>
  [...html.matchAll(/<button[^>]*aria-label="(আয়াত [^"]+)"[^>]*aria-describedby/g)].map((m) => m[1]);

const sendButton = (html: string) =>
  html.match(/<button[^>]*>(?:(?!<\/button>).)*শিক্ষকের কাছে পাঠান/)?.[0] ?? null;

/** The Quran text's attribution (components/quran-attribution.tsx), or null when the page has none. */
const attribution = (html: string) =>
  html.match(/<p [^>]*data-attribution="quran-text"[^>]*>(?:(?!<\/p>).)*<\/p>/)?.[0] ?? null;

describe('the practice page, drawn on the server', () => {
  it('a new practice: the assignment, the first ayah to record, every ayah in the picker, sending off', () => {
    const html = draw(practice([ayah(1), ayah(2), ayah(3)]));
    expect(html).toContain('আল-ফাতিহা — তিলাওয়াত অনুশীলন');
    expect(html).toContain('আয়াত ১–৩');
    expect(html).toContain('জমার শেষ সময় ৩০ নভেম্বর, ২০২৬, রাত ১০:০০');
    expect(html).toContain('রেকর্ড করা বাকি');
    expect(html).toContain('গুন্নাহ ও মাদ খেয়াল করুন।');
    expect(html).toContain('href="/dashboard/batch/12"');
    expect(pickerNames(html)).toEqual(['আয়াত ১', 'আয়াত ২', 'আয়াত ৩']);
    expect(html).toContain('aria-current="step"');
    expect(html).toContain('রেকর্ড শুরু করুন');
    expect(html).toContain('আগের আয়াত');
    expect(html).toContain('পরের আয়াত');
    expect(sendButton(html)).toMatch(/disabled/);
    expect(html).toContain('আরও ৩টি আয়াতের রেকর্ডিং পাঠানো বাকি।');
    expect(html).toContain('quran-json');
  });

  it('every ayah on the server: sending is on once the tab’s session is there', () => {
    const ready = practice([ayah(1, { recording }), ayah(2, { recording })]);
    expect(sendButton(draw(ready))).toMatch(/disabled=""/);
    const html = draw(ready, { signedIn: true });
    expect(sendButton(html)).not.toMatch(/disabled=""/);
    expect(html).toContain('সব আয়াত পাঠানো হয়েছে। এবার অনুশীলনটি শিক্ষকের কাছে পাঠান।');
  });

  it('an exam’s recitation question: recorded here, no send button, the way back to the exam', () => {
    const html = draw(
      practice([ayah(1, { recording }), ayah(2)], {
        exam: { id: 71, title: 'মডিউল ১ — মূল্যায়ন', closes_at: '2026-11-24T10:30:00+06:00' },
      }),
      { signedIn: true },
    );
    expect(html).toContain('রেকর্ড শুরু করুন');
    expect(sendButton(html)).toBeNull();
    expect(html).toContain('“মডিউল ১ — মূল্যায়ন” পরীক্ষার তিলাওয়াত প্রশ্নের উত্তর');
    expect(html).toContain('href="/exam/71"');
  });

  it('waiting for the teacher: the recorder is locked, no send button', () => {
    const html = draw(practice([ayah(1, { recording })], { status: 'submitted', round: 1 }));
    expect(html).toContain('শিক্ষকের দেখার অপেক্ষায়');
    expect(html).toContain('অনুশীলনটি শিক্ষকের কাছে পাঠানো হয়েছে; শিক্ষক দেখা শেষ করলে আবার রেকর্ড করা যাবে।');
    expect(sendButton(html)).toBeNull();
    expect(html).not.toContain('রেকর্ড শুরু করুন');
  });

  it('reviewed: the verdicts, "re-record only the marked ayahs", the marked words; the recorder waits', () => {
    const html = draw(
      practice(
        [
          ayah(1, { recording, verdict: 'correct' }),
          ayah(2, { recording, verdict: 'needs-work', rerecord: true, marks: [mark] }),
        ],
        {
          status: 'reviewed',
          round: 1,
          score: 99,
          reviewed_at: '2026-11-25T10:00:00+06:00',
          result: {
            score: 99,
            max: 100,
            deductions: [{ category: 'ghunnah', severity: 'khafi', count: 1, counted: 1, points: 1 }],
          },
        },
      ),
    );
    expect(html).toContain('শিক্ষকের মূল্যায়ন');
    expect(html).toContain('২টি আয়াতের মধ্যে ১টি সঠিক');
    expect(html).toContain('শুধু চিহ্নিত আয়াতগুলো আবার রেকর্ড করুন');
    expect(html).toContain('আয়াত ধরে চিহ্নিত শব্দ');
    expect(html).not.toContain('রেকর্ড শুরু করুন');
    expect(pickerNames(html)).toEqual([]);
  });

  it('re-recording under way after a review: the recorder steps through the marked ayahs only', () => {
    const html = draw(
      practice(
        [
          ayah(1, { recording, verdict: 'correct' }),
          ayah(2, { recording, verdict: 'needs-work', rerecord: true, marks: [mark] }),
          ayah(3, { recording, verdict: 'needs-work', rerecord: false }),
        ],
        { status: 'assigned', round: 1, result: { score: 98, max: 100, deductions: [] } },
      ),
    );
    expect(html).toContain('চিহ্নিত আয়াতগুলো আবার রেকর্ড করুন');
    expect(pickerNames(html)).toEqual(['আয়াত ২', 'আয়াত ৩']);
    expect(html).toContain('আরও ১টি আয়াতের রেকর্ডিং পাঠানো বাকি।');
    // Already re-recording: the button that starts it is not offered again.
    expect(html).not.toContain('শুধু চিহ্নিত আয়াতগুলো আবার রেকর্ড করুন');
  });

  it('the learner’s most frequent mistakes close the page', () => {
    const html = draw(practice([ayah(1)]), {
      mistakes: {
        reviewed: 2,
        marks: 3,
        kinds: [{ category: 'ghunnah', severity: 'khafi', count: 2 }],
        words: [{ surah: 1, ayah: 2, word: 1, text: 'ٱللَّهِ', count: 2 }],
      },
    });
    expect(html).toMatch(/<h2[^>]*>যেসব ভুল বেশি হচ্ছে<\/h2>/);
    expect(html).toContain('গুন্নাহ');
    expect(html.indexOf('যেসব ভুল বেশি হচ্ছে')).toBeLessThan(html.indexOf('quran-json'));
  });

  it('shows the Quran text’s attribution in every state, with the links its licence asks for, and no meaning (docs/licences.md)', () => {
    const reviewed = practice([ayah(1, { recording, verdict: 'correct' })], {
      status: 'reviewed',
      round: 1,
      score: 100,
      reviewed_at: '2026-11-25T10:00:00+06:00',
      result: { score: 100, max: 100, deductions: [] },
    });
    for (const html of [
      draw(practice([ayah(1), ayah(2)])),
      draw(practice([ayah(1, { recording })], { status: 'submitted', round: 1 })),
      draw(reviewed),
    ]) {
      const shown = attribution(html);
      expect(shown).not.toBeNull();
      expect(shown).toContain('href="https://creativecommons.org/licenses/by-sa/4.0/"');
      expect(shown).toContain('rel="license"');
      expect(shown).toContain('href="https://github.com/risan/quran-json"');
      expect(shown).toContain('Risan Bagja Pradana');
      expect(shown).toContain('শব্দে ভাগ করেছি');
      expect(shown).toContain('href="/about-us"');
      // The page's last word, and no Bengali meaning anywhere on it.
      expect(html.lastIndexOf('</p>')).toBe(html.indexOf(shown ?? '') + (shown?.length ?? 0) - 4);
      expect(html).not.toContain('অর্থ:');
      expect(html).not.toMatch(/tanzil/i);
    }
  });
});
