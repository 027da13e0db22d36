import type { V2Schemas, V3Schemas } from '@tilawat/sdk';
import { course as exampleCourse, liveBatch } from '@tilawat/ui/fixtures';
import { describe, expect, it, vi } from 'vitest';
import {
  type CoursePage,
  coursePath,
  findCourseBySlug,
  normalizeSlug,
  resolveCourseBySlug,
  sortBatchesForSale,
  syllabusToModules,
} from './course-mapping';

/** The kit's example course and batch (`@tilawat/ui/fixtures`), with what each test varies. */
function course(id: number, slug: string): V3Schemas['Course'] {
  return { ...exampleCourse, id, slug, title: `কোর্স ${id}` };
}

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

describe('findCourseBySlug', () => {
  const courses = [course(1, 'quran-shikkha-beginner'), course(2, 'tajweed'), course(3, 'তাজবিদ')];
  it.each([
    { given: 'tajweed', want: 2 },
    { given: 'Tajweed ', want: 2 },
    { given: encodeURIComponent('তাজবিদ'), want: 3 },
    { given: 'তাজবিদ', want: 3 },
    { given: 'no-such-course', want: null },
    { given: '', want: null },
    { given: '%E0%A4', want: null },
  ])('finds $given → $want', ({ given, want }) => {
    expect(findCourseBySlug(courses, given)?.id ?? null).toBe(want);
  });

  it('keeps a malformed escape as written', () => {
    expect(normalizeSlug('%E0%A4')).toBe('%e0%a4');
  });
});

describe('resolveCourseBySlug', () => {
  /** A catalogue of `count` courses served in pages, recording each page asked for. */
  function catalogue(count: number) {
    const all = Array.from({ length: count }, (_, i) => course(i + 1, `course-${i + 1}`));
    return vi.fn(
      async (page: number, limit: number): Promise<CoursePage> => ({
        items: all.slice((page - 1) * limit, page * limit),
        total: all.length,
        page,
        limit,
      }),
    );
  }

  it('finds a course on the first page with one request', async () => {
    const fetchPage = catalogue(5);
    expect((await resolveCourseBySlug('course-3', fetchPage))?.id).toBe(3);
    expect(fetchPage).toHaveBeenCalledTimes(1);
    expect(fetchPage).toHaveBeenCalledWith(1, 100);
  });

  it('walks the pages until the slug turns up', async () => {
    const fetchPage = catalogue(250);
    expect((await resolveCourseBySlug('course-230', fetchPage))?.id).toBe(230);
    expect(fetchPage.mock.calls.map(([page]) => page)).toEqual([1, 2, 3]);
  });

  it('stops at the end of the list when the slug is unknown', async () => {
    const fetchPage = catalogue(150);
    expect(await resolveCourseBySlug('nope', fetchPage)).toBeNull();
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('stops on an empty page even if total says more', async () => {
    const fetchPage = vi.fn(async (page: number, limit: number) => ({ items: [], total: 999, page, limit }));
    expect(await resolveCourseBySlug('nope', fetchPage)).toBeNull();
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('gives up after maxPages', async () => {
    const fetchPage = catalogue(10_000);
    expect(await resolveCourseBySlug('nope', fetchPage, { maxPages: 3 })).toBeNull();
    expect(fetchPage).toHaveBeenCalledTimes(3);
  });

  it('lets an api failure through (the page shows its error state)', async () => {
    const failure = new Error('api down');
    await expect(resolveCourseBySlug('x', () => Promise.reject(failure))).rejects.toBe(failure);
  });
});

describe('syllabusToModules', () => {
  const syllabus: V2Schemas['SyllabusModule'][] = [
    {
      position: 2,
      title: 'তাজবিদের নিয়ম',
      lessons: [{ title: 'নুন সাকিন', free: false, recording_id: null, duration_seconds: 900 }],
    },
    {
      position: 1,
      title: 'আরবি হরফ ও মাখরাজ',
      lessons: [
        { title: 'হরফ পরিচিতি', free: true, recording_id: 101, duration_seconds: 840 },
        { title: 'মাখরাজ', free: false, recording_id: null, duration_seconds: 1260 },
      ],
    },
  ];

  it('keeps the module order, titles and lesson counts', () => {
    const modules = syllabusToModules(syllabus);
    expect(modules.map((m) => [m.position, m.title, m.lessons_count])).toEqual([
      [1, 'আরবি হরফ ও মাখরাজ', 2],
      [2, 'তাজবিদের নিয়ম', 1],
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
