import type { V2Schemas, V3Schemas } from '@tilawat/sdk';
import { fieldLimits } from '@tilawat/sdk/field-limits';

type Course = V3Schemas['Course'];
type Batch = V3Schemas['Batch'];
type SyllabusModule = V2Schemas['SyllabusModule'];
type Module = V3Schemas['Module'];

/** The path of a course page: `/al-quran-course/{slug}`. */
export function coursePath(course: Pick<Course, 'slug'>): string {
  return `/al-quran-course/${encodeURIComponent(course.slug)}`;
}

/** Slugs are compared as written in the catalogue, after URL-decoding and trimming. */
export function normalizeSlug(slug: string): string {
  let decoded = slug;
  try {
    decoded = decodeURIComponent(slug);
  } catch {
    // A malformed escape is kept as written; it simply will not match.
  }
  return decoded.trim().toLowerCase();
}

const SLUG = new RegExp(fieldLimits.common['Course.slug'].pattern);

/**
 * The slug a course page's URL segment names, as `GET /api/v3/course?slug=` takes it, or null when the
 * segment cannot be a course's slug (the contract's `Course.slug` pattern): that page is not found.
 */
export function courseSlug(segment: string): string | null {
  const slug = normalizeSlug(segment);
  return SLUG.test(slug) ? slug : null;
}

/**
 * The course page shows the syllabus (`CourseDetail.syllabus`, lessons before purchase) with the kit's
 * ModuleList, which speaks v3's `Module` with recordings. Every lesson becomes a locked recording
 * (`playback_url: null`): the free ones say "free" and carry their recording id, which opens
 * its page `/recording/{id}` (`GET /api/v3/recording/free/{id}`).
 * Ids: a module keeps its own (the syllabus module's `id`); lessons without a recording id get stable
 * negative ids so they never collide with real recording ids.
 */
export function syllabusToModules(syllabus: readonly SyllabusModule[], batchId = 0): Module[] {
  return [...syllabus]
    .sort((a, b) => a.position - b.position)
    .map((module, moduleIndex) => {
      const moduleId = module.id;
      return {
        id: moduleId,
        title: module.title,
        position: module.position,
        lessons_count: module.lessons.length,
        resources: [],
        recordings: module.lessons.map((lesson, lessonIndex) => ({
          id: lesson.recording_id ?? -((moduleIndex + 1) * 1000 + lessonIndex + 1),
          module_id: moduleId,
          batch_id: batchId,
          title: lesson.title,
          position: lessonIndex + 1,
          duration_seconds: lesson.duration_seconds,
          free: lesson.free,
          thumbnail: null,
          playback_url: null,
          resources: [],
        })),
      };
    });
}

/**
 * Batches in the order a buyer decides by: open ones first, then by start date (soonest first);
 * closed or full ones last. Does not change the given array.
 */
export function sortBatchesForSale(batches: readonly Batch[]): Batch[] {
  return [...batches].sort((a, b) => {
    if (a.enrollment_open !== b.enrollment_open) return a.enrollment_open ? -1 : 1;
    return Date.parse(a.starts_at) - Date.parse(b.starts_at);
  });
}
