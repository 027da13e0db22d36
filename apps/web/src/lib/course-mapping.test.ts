import type { V2Schemas, V3Schemas } from '@tilawat/sdk';
import { liveBatch } from '@tilawat/ui/fixtures';
import { describe, expect, it } from 'vitest';
import {
  coursePath,
  courseSlug,
  normalizeSlug,
  sortBatchesForSale,
  syllabusToModules,
} from './course-mapping';

/** The kit's example batch (`@tilawat/ui/fixtures`), with what each test varies. */
function batch(id: number, startsAt: string, open = true): V3Schemas['Batch'] {
  return { ...liveBatch, id, starts_at: startsAt, seats_left: open ? 5 : 0, enrollment_open: open };
}

describe('coursePath', () => {
  it.each([
    { slug: 'quran-shikkha-beginner', want: '/al-quran-course/quran-shikkha-beginner' },
    { slug: 'তাজবিদ', want: '/al-quran-course/%E0%A6%A4%E0%A6%BE%E0%A6%9C%E0%A6%AC%E0%A6%BF%E0%A6%A6' },
  ])('links $slug as $want', ({ slug, want }) => {
    expect(coursePath({ slug })).toBe(want);
  });
});

describe('courseSlug', () => {
  it.each([
    { given: 'tajweed', want: 'tajweed' },
    { given: 'Tajweed ', want: 'tajweed' },
    { given: 'quran-shikkha-beginner', want: 'quran-shikkha-beginner' },
    { given: 'no-such-course', want: 'no-such-course' },
    { given: encodeURIComponent('তাজবিদ'), want: null },
    { given: 'তাজবিদ', want: null },
    { given: 'a--b', want: null },
    { given: '', want: null },
    { given: '%E0%A4', want: null },
  ])("reads $given as $want (the contract's Course.slug shape)", ({ given, want }) => {
    expect(courseSlug(given)).toBe(want);
  });

  it('keeps a malformed escape as written', () => {
    expect(normalizeSlug('%E0%A4')).toBe('%e0%a4');
  });
});

describe('syllabusToModules', () => {
  const syllabus: V2Schemas['SyllabusModule'][] = [
    {
      id: 32,
      position: 2,
      title: 'তাজবিদের নিয়ম',
      lessons: [{ title: 'নুন সাকিন', free: false, recording_id: null, duration_seconds: 900 }],
    },
    {
      id: 31,
      position: 1,
      title: 'আরবি হরফ ও মাখরাজ',
      lessons: [
        { title: 'হরফ পরিচিতি', free: true, recording_id: 101, duration_seconds: 840 },
        { title: 'মাখরাজ', free: false, recording_id: null, duration_seconds: 1260 },
      ],
    },
  ];

  it('keeps the module order, ids, titles and lesson counts', () => {
    const modules = syllabusToModules(syllabus);
    expect(modules.map((m) => [m.id, m.position, m.title, m.lessons_count])).toEqual([
      [31, 1, 'আরবি হরফ ও মাখরাজ', 2],
      [32, 2, 'তাজবিদের নিয়ম', 1],
    ]);
  });

  it('turns lessons into locked recordings in order, free ones marked, with their recording id', () => {
    const [first] = syllabusToModules(syllabus);
    expect(first?.recordings).toMatchObject([
      { id: 101, title: 'হরফ পরিচিতি', position: 1, free: true, playback_url: null, duration_seconds: 840 },
      { title: 'মাখরাজ', position: 2, free: false, playback_url: null, duration_seconds: 1260 },
    ]);
  });

  it('gives every module and lesson a unique id that cannot collide with a real recording', () => {
    const modules = syllabusToModules(syllabus);
    const moduleIds = modules.map((m) => m.id);
    const lessonIds = modules.flatMap((m) => m.recordings.map((r) => r.id));
    expect(new Set(moduleIds).size).toBe(moduleIds.length);
    expect(new Set(lessonIds).size).toBe(lessonIds.length);
    expect(lessonIds.filter((id) => id !== 101).every((id) => id < 0)).toBe(true);
    for (const module of modules) {
      expect(module.recordings.every((r) => r.module_id === module.id)).toBe(true);
    }
  });

  it('maps an empty syllabus to no modules', () => {
    expect(syllabusToModules([])).toEqual([]);
  });
});

describe('sortBatchesForSale', () => {
  it('puts open batches first, each group by start date, without changing the input', () => {
    const input = [
      batch(1, '2026-12-20T20:30:00+06:00'),
      batch(2, '2026-12-01T20:30:00+06:00', false),
      batch(3, '2026-12-05T20:30:00+06:00'),
      batch(4, '2026-11-01T20:30:00+06:00', false),
    ];
    expect(sortBatchesForSale(input).map((b) => b.id)).toEqual([3, 1, 4, 2]);
    expect(input.map((b) => b.id)).toEqual([1, 2, 3, 4]);
  });
});
