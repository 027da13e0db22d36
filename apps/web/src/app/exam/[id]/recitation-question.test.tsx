import type { V3Schemas } from '@tilawat/sdk';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RecitationQuestion, RecitationResults } from './recitation-question';

type Recitation = V3Schemas['ExamRecitation'];

const recitation = (over: Partial<Recitation> = {}): Recitation => ({
  surah: 1,
  surah_name: 'আল-ফাতিহা',
  ayah_from: 1,
  ayah_to: 2,
  ayahs: [
    { number: 1, text: 'بِسْمِ ٱللَّهِ ٱلرَّحْمَٰنِ ٱلرَّحِيمِ' },
    { number: 2, text: 'ٱلْحَمْدُ لِلَّهِ رَبِّ ٱلْعَٰلَمِينَ' },
  ],
  practice_id: 41,
  status: 'assigned',
  recorded: 0,
  score: null,
  ...over,
});

const question = (over: Partial<Recitation> = {}): V3Schemas['Question'] => ({
  id: 7102,
  kind: 'recitation',
  prompt: 'সূরা ফাতিহার প্রথম দুই আয়াত তিলাওয়াত করুন।',
  arabic_text: null,
  options: [],
  marks: 10,
  recitation: recitation(over),
});

const submission = (awarded: number | null, over: Partial<Recitation> = {}): V3Schemas['Submission'] => ({
  id: '7c1e9a40-2b5d-4f8e-a3c6-1d9b0e7f2a54',
  exam_id: 71,
  status: awarded === null ? 'submitted' : 'graded',
  score: awarded,
  total_marks: 10,
  passed: awarded === null ? null : awarded >= 5,
  deadline_at: '2026-12-10T20:30:00+06:00',
  submitted_at: '2026-12-10T20:24:10+06:00',
  review: [
    {
      question: 7102,
      marks: 10,
      awarded,
      correct: awarded === null ? null : awarded > 0,
      answer: null,
      correct_option_ids: [],
      accepted_answers: [],
    },
  ],
  questions: [question(over)],
});

describe('a recitation question of an exam', () => {
  it('shows the ayahs in Arabic, right to left, and links to the practice page that records them', () => {
    const html = renderToString(
      createElement(RecitationQuestion, { question: question(), index: 1, total: 3 }),
    );
    expect(html).toContain('lang="ar" dir="rtl"');
    expect(html).toContain('ٱلْحَمْدُ لِلَّهِ');
    expect(html).toContain('href="/practice/41"');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('আয়াতগুলো রেকর্ড করুন');
    expect(html).toContain('শিক্ষক তিলাওয়াত শুনে নম্বর দেবেন');
    expect(html).toContain('সূরা আল-ফাতিহা, আয়াত ১–২');
  });

  it('shows the Quran text’s attribution under the ayahs, with the link to its licence (docs/licences.md)', () => {
    const html = renderToString(
      createElement(RecitationQuestion, { question: question(), index: 0, total: 1 }),
    );
    const attribution = html.indexOf('data-attribution="quran-text"');
    expect(attribution).toBeGreaterThan(html.indexOf('ٱلْحَمْدُ لِلَّهِ'));
    expect(html).toContain('href="https://creativecommons.org/licenses/by-sa/4.0/"');
    expect(html).toContain('href="https://github.com/risan/quran-json"');
  });

  it('after the attempt: waiting for the teacher, the marks the review gave, or 0 for ayahs not recorded', () => {
    const waiting = renderToString(
      createElement(RecitationResults, { submission: submission(null, { status: 'submitted' }) }),
    );
    expect(waiting).toContain('শিক্ষকের মূল্যায়নের অপেক্ষায়');
    const reviewed = renderToString(
      createElement(RecitationResults, { submission: submission(8, { status: 'reviewed', score: 84 }) }),
    );
    expect(reviewed).toContain('প্রাপ্ত নম্বর ৮ / ১০');
    expect(reviewed).toContain('৮৪ / ১০০');
    expect(reviewed).toContain('href="/practice/41"');
    const missing = renderToString(createElement(RecitationResults, { submission: submission(0) }));
    expect(missing).toContain('সব আয়াত রেকর্ড করা হয়নি');
  });
});
