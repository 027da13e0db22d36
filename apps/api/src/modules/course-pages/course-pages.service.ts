// The public catalogue's pages (v3 courses and batches, the v2 course page): a course or batch of the
// catalogue with what other areas keep of it — its seats taken (enrollments, and checkout's unpaid
// purchases), its lessons and syllabus (learning), whether the learner is enrolled and their attendance.
// A read above all of them, so that none of them depends on another that depends on it.
import type { AuthUser } from '../../core/auth';
import type { Clock } from '../../core/clock';
import { DomainError } from '../../core/errors';
import { mapPage, type Page, type PageQuery } from '../../core/paging';
import type { Db, Tx } from '../../db/client';
import type { BatchMode, CourseRow } from '../catalogue/catalogue.repository';
import * as catalogue from '../catalogue/catalogue.repository';
import type { BatchOffer } from '../catalogue/course-price';
import type { BatchView } from '../catalogue/seats';
import { seatHoldCountSql } from '../checkout/checkout.repository';
import * as enrollments from '../enrollments/enrollments.repository';
import { seatsTakenSql } from '../enrollments/enrollments.repository';
import * as learning from '../learning/learning.repository';
import * as reads from './course-pages.repository';

/** A course's batches (catalogue order) and recorded lessons. */
export interface CourseBatches<Batch extends BatchOffer = BatchView> {
  batches: Batch[];
  /** A course's lessons are one batch's recordings (its batches teach the same syllabus): the largest count. */
  lessonsCount: number;
}

/**
 * A course with its batches as its price reads them (each batch's offer: course-price.ts): what the
 * contract's Course is drawn from.
 */
export interface CourseView extends CourseBatches<BatchOffer> {
  course: CourseRow;
}

/** A course's lessons count: its batches' largest ({@link CourseBatches}). */
const lessonsOf = (rows: readonly { lessons: number }[]) =>
  Math.max(0, ...rows.map(({ lessons }) => lessons));

/** A course's batches and lessons count from its nested batches (`courseBatchesSql`). */
const courseBatchesOf = (rows: readonly (BatchView & { lessons: number })[]): CourseBatches => ({
  batches: rows.map(({ batch, taken }) => ({ batch, taken })),
  lessonsCount: lessonsOf(rows),
});
/** A course's batches (catalogue order) and lessons count, in one query; none for an unknown course. */
async function courseBatches(db: Db | Tx, courseId: number, now: Date): Promise<CourseBatches> {
  const [row] = await reads.courseBatchesQuery(db).execute({ id: courseId, now: now.toISOString() });
  return courseBatchesOf(row?.batches ?? []);
}

/** The public catalogue's pages of courses and batches. */
export function createCoursePagesService({ db, clock }: { db: Db; clock: Clock }) {
  async function batchWithCourse(id: number, now: Date) {
    const [row] = await reads.batchWithSeatsQuery(db).execute({ id, now: now.toISOString() });
    return published(row);
  }
  /** A batch of a course on the site: one kept off the site is kept off with its batches. */
  function published<Row extends { course: CourseRow }>(row: Row | undefined): Row {
    if (!row?.course.published) throw new DomainError('BATCH_NOT_FOUND');
    return row;
  }
  const enrolledIn = (user: AuthUser | null, batchId: number, now: Date) =>
    user ? enrollments.isEnrolled(db, user.id, batchId, now) : Promise.resolve(false);

  return {
    async listCourses(
      query: PageQuery & { level?: CourseRow['level']; mode?: BatchMode; q?: string; slug?: string },
    ): Promise<Page<CourseView>> {
      const page = await reads.coursesPage(db, query, query, clock.now());
      return mapPage(page, ({ course, batches }) => ({
        course,
        batches: batches.map(({ taken, lessons: _, ...batch }) => ({ batch, taken })),
        lessonsCount: lessonsOf(batches),
      }));
    },

    async listBatches(
      query: PageQuery & { course?: number; mode?: BatchMode; upcoming?: boolean },
    ): Promise<Page<BatchView>> {
      const now = clock.now();
      const page = await catalogue.batchesPage(
        db,
        { course: query.course, mode: query.mode, upcomingAfter: query.upcoming ? now : undefined },
        seatsTakenSql(now, seatHoldCountSql),
        query,
      );
      return mapPage(page, ({ batch, taken }) => ({ batch, taken }));
    },

    /** A batch with its course, its modules and whether the caller is enrolled. */
    async batch(id: number, user: AuthUser | null) {
      const now = clock.now();
      // One statement (issue 18): the batch with its modules and all that is the caller's of it.
      const values = { id, now: now.toISOString() };
      const row = user
        ? published((await reads.batchForLearnerQuery(db).execute({ ...values, userId: user.id }))[0])
        : {
            ...published((await reads.batchPageQuery(db).execute(values))[0]),
            enrolled: false,
            held: 0,
            attended: 0,
          };
      const { batch, course, taken, modules, enrolled } = row;
      // The enrolled learner's attendance of a live batch (0 of 0 before its first class).
      const attendance =
        enrolled && batch.mode === 'live' ? { attended: row.attended, held: row.held } : null;
      return { batch, course, taken, modules, enrolled, attendance };
    },

    /** An on-demand batch with its modules and recordings, and whether the caller is enrolled. */
    async onDemandBatch(id: number, user: AuthUser | null) {
      const now = clock.now();
      const { batch, course, taken } = await batchWithCourse(id, now);
      if (batch.mode !== 'on-demand') throw new DomainError('ON_DEMAND_BATCH_NOT_FOUND');
      const [modules, recordings, enrolled] = await Promise.all([
        learning.modulesOfBatch(db, batch.id),
        learning.recordingsOfBatch(db, batch.id),
        enrolledIn(user, batch.id, now),
      ]);
      return { batch, course, taken, modules, recordings, enrolled };
    },

    /** A course with its batches, bundle plans and syllabus (its first batch's modules and lessons). */
    async courseDetail(id: number) {
      const course = await catalogue.findCourse(db, id);
      if (!course?.published) throw new DomainError('COURSE_NOT_FOUND');
      const [own, plans] = await Promise.all([
        courseBatches(db, course.id, clock.now()),
        catalogue.plansOf(db, course.id),
      ]);
      // The syllabus is the course's first batch's (its batches teach the same modules).
      const first = own.batches.map((view) => view.batch).sort((a, b) => a.id - b.id)[0];
      const syllabus = first ? await learning.modulesWithRecordings(db, first.id) : [];
      return { course, ...own, plans, syllabus };
    },
  };
}

export type CoursePagesService = ReturnType<typeof createCoursePagesService>;
