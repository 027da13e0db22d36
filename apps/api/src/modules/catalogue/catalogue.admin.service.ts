import type { AuthUser } from '../../core/auth';
import type { Clock } from '../../core/clock';
import { DomainError, type Failure } from '../../core/errors';
import type { PageQuery } from '../../core/paging';
import type { Db, Tx } from '../../db/client';
import * as accounts from '../accounts/accounts.repository';
import { type AuditRecorder, auditChange } from '../audit/audit.service';
import type { AuditRecord } from '../audit/audit.table';
import type { BatchInsert, CourseInsert } from './catalogue.admin.repository';
import * as catalogueAdmin from './catalogue.admin.repository';
import type { BatchRow, CourseRow } from './catalogue.repository';
import * as catalogue from './catalogue.repository';
import type { SeatsTaken } from './seats';

type Weekday = 'sat' | 'sun' | 'mon' | 'tue' | 'wed' | 'thu' | 'fri';

/** A course as an admin writes it (the contract's Create/UpdateCoursePayload). */
export interface CourseFields {
  slug?: string;
  title?: string;
  subtitle?: string;
  description?: string;
  level?: CourseRow['level'];
  duration_weeks?: number;
  cover_image?: string | null;
  published?: boolean;
}

/** A batch as an admin writes it (the contract's Create/UpdateBatchPayload). */
export interface BatchFields {
  name?: string;
  mode?: BatchRow['mode'];
  starts_at?: string;
  class_days?: Weekday[];
  class_time?: string | null;
  duration_minutes?: number | null;
  seats_total?: number | null;
  price?: number;
  original_price?: number | null;
  instructor?: string;
  teacher_id?: string | null;
  enrollment_open?: boolean;
}

/** The fields of a course the audit log records. */
const courseRecord = (course: CourseRow): AuditRecord => ({
  slug: course.slug,
  title: course.title,
  subtitle: course.subtitle,
  level: course.level,
  duration_weeks: course.durationWeeks,
  cover_image: course.coverImage,
  published: course.published,
  position: course.position,
});

/** The fields of a batch the audit log records (class days as one text: the log keeps flat records). */
const batchRecord = (batch: BatchRow): AuditRecord => ({
  name: batch.name,
  mode: batch.mode,
  starts_at: batch.startsAt.toISOString(),
  class_days: batch.classDays.join(','),
  class_time: batch.classTime,
  duration_minutes: batch.durationMinutes,
  seats_total: batch.seatsTotal,
  price: batch.price,
  original_price: batch.originalPrice,
  instructor: batch.instructor,
  teacher_id: batch.teacherId,
  enrollment_open: batch.enrollmentOpen,
});

function courseValues(body: CourseFields): Partial<CourseInsert> {
  const values: Partial<CourseInsert> = {};
  if (body.slug !== undefined) values.slug = body.slug;
  if (body.title !== undefined) values.title = body.title.trim();
  if (body.subtitle !== undefined) values.subtitle = body.subtitle.trim();
  if (body.description !== undefined) values.description = body.description.trim();
  if (body.level !== undefined) values.level = body.level;
  if (body.duration_weeks !== undefined) values.durationWeeks = body.duration_weeks;
  if (body.cover_image !== undefined) values.coverImage = body.cover_image;
  if (body.published !== undefined) values.published = body.published;
  return values;
}

function batchValues(body: BatchFields): Partial<BatchInsert> {
  const values: Partial<BatchInsert> = {};
  if (body.name !== undefined) values.name = body.name.trim();
  if (body.mode !== undefined) values.mode = body.mode;
  if (body.starts_at !== undefined) values.startsAt = new Date(body.starts_at);
  if (body.class_days !== undefined) values.classDays = body.class_days;
  if (body.class_time !== undefined) values.classTime = body.class_time;
  if (body.duration_minutes !== undefined) values.durationMinutes = body.duration_minutes;
  if (body.seats_total !== undefined) values.seatsTotal = body.seats_total;
  if (body.price !== undefined) values.price = body.price;
  if (body.original_price !== undefined) values.originalPrice = body.original_price;
  if (body.instructor !== undefined) values.instructor = body.instructor.trim();
  if (body.teacher_id !== undefined) values.teacherId = body.teacher_id;
  if (body.enrollment_open !== undefined) values.enrollmentOpen = body.enrollment_open;
  return values;
}

/**
 * The one rule of a batch's shape, for a new batch and for a batch after an edit: a live batch has
 * class days, a class time, a class length and seats; an on-demand one has none of them; an original
 * price is above the price. Each refusal names its field.
 */
export function checkBatchShape(
  batch: Pick<
    BatchInsert,
    'mode' | 'classDays' | 'classTime' | 'durationMinutes' | 'seatsTotal' | 'price' | 'originalPrice'
  >,
): void {
  const schedule = {
    class_days: (batch.classDays ?? []).length > 0,
    class_time: batch.classTime != null,
    duration_minutes: batch.durationMinutes != null,
    seats_total: batch.seatsTotal != null,
  };
  if (batch.mode === 'live') {
    const missing = Object.entries(schedule).find(([, given]) => !given);
    if (missing) throw new DomainError('LIVE_SCHEDULE_MISSING', { field: missing[0] });
  } else {
    const given = Object.entries(schedule).find(([, present]) => present);
    if (given) throw new DomainError('ON_DEMAND_HAS_SCHEDULE', { field: given[0] });
  }
  if (batch.originalPrice != null && batch.originalPrice <= batch.price) {
    throw new DomainError('ORIGINAL_PRICE_BELOW', { field: 'original_price' });
  }
}

export function createCatalogueAdmin({
  db,
  clock,
  audit,
  seatsTaken,
}: {
  db: Db;
  clock: Clock;
  audit: AuditRecorder;
  /** The seats taken of a batch, counted by the areas that keep them (seats.ts). */
  seatsTaken: SeatsTaken;
}) {
  /** A teacher is limited to their own batches; an admin to none. */
  const ownedBy = (actor: AuthUser) => (actor.role === 'admin' ? undefined : actor.id);

  async function courseView(id: number) {
    const row = await catalogueAdmin.adminCourse(db, id);
    if (!row) throw new DomainError('COURSE_NOT_FOUND');
    return row;
  }

  async function batchView(actor: AuthUser, id: number) {
    const row = await catalogueAdmin.adminBatch(db, id, seatsTaken(clock.now()), ownedBy(actor));
    if (!row) throw new DomainError('BATCH_NOT_FOUND');
    return row;
  }

  async function checkTeacher(tx: Tx, teacherId: string | null | undefined) {
    if (!teacherId) return;
    const user = await accounts.findUser(tx, teacherId);
    if (!user || user.role === 'learner') throw new DomainError('TEACHER_UNKNOWN', { field: 'teacher_id' });
  }

  return {
    // ------------------------------------------------------------ courses (admins)

    listCourses: (filter: { q?: string }, query: PageQuery) =>
      catalogueAdmin.adminCoursesPage(db, filter, query),

    course: courseView,

    /** A new course, unpublished unless said otherwise, after the others. */
    async createCourse(actor: AuthUser, body: CourseFields & Required<Pick<CourseFields, 'slug'>>) {
      const id = await db.transaction(async (tx) => {
        if (await catalogueAdmin.slugTaken(tx, body.slug))
          throw new DomainError('SLUG_TAKEN', { field: 'slug' });
        const course = await catalogueAdmin.insertCourse(tx, {
          published: false,
          ...(courseValues(body) as CourseInsert),
          position: await catalogueAdmin.nextCoursePosition(tx),
        });
        if (!course) throw new DomainError('SLUG_TAKEN', { field: 'slug' });
        await audit(tx, {
          actor,
          action: 'course.create',
          target: `course:${course.id}`,
          before: null,
          after: courseRecord(course),
        });
        return course.id;
      });
      return courseView(id);
    },

    /** Edits, publishes or moves a course. */
    async updateCourse(actor: AuthUser, id: number, body: CourseFields & { position?: number }) {
      await db.transaction(async (tx) => {
        const before = await catalogueAdmin.lockCourse(tx, id);
        if (!before) throw new DomainError('COURSE_NOT_FOUND');
        if (body.slug !== undefined && (await catalogueAdmin.slugTaken(tx, body.slug, id))) {
          throw new DomainError('SLUG_TAKEN', { field: 'slug' });
        }
        await catalogueAdmin.updateCourse(tx, id, courseValues(body));
        if (body.position !== undefined) await catalogueAdmin.moveCourse(tx, id, body.position);
        const after = await catalogueAdmin.lockCourse(tx, id);
        if (!after) throw new DomainError('COURSE_NOT_FOUND');
        await auditChange(audit, tx, {
          actor,
          action: 'course.update',
          target: `course:${id}`,
          before: courseRecord(before),
          after: courseRecord(after),
        });
      });
      return courseView(id);
    },

    // ------------------------------------------------------------ batches

    /** The batches, by course; a teacher's own only. */
    listBatches: (actor: AuthUser, filter: { course?: number }, query: PageQuery) =>
      catalogueAdmin.adminBatchesPage(
        db,
        { course: filter.course, teacherId: ownedBy(actor) },
        seatsTaken(clock.now()),
        query,
      ),

    batch: batchView,

    /**
     * The one check of a teacher's reach: the batch exists and the actor may work on it (an admin any,
     * a teacher their own); otherwise 404 (`failure`: the record asked for, a module of the batch say),
     * so that another teacher's batch is not revealed.
     */
    async requireBatch(
      conn: Db | Tx,
      actor: AuthUser,
      batchId: number,
      failure: Failure = 'BATCH_NOT_FOUND',
    ): Promise<void> {
      const batch = await catalogue.findBatch(conn, batchId);
      if (!batch || (actor.role !== 'admin' && batch.teacherId !== actor.id)) throw new DomainError(failure);
    },

    /** Opens a batch of a course. */
    async createBatch(
      actor: AuthUser,
      courseId: number,
      body: BatchFields & Required<Pick<BatchFields, 'name' | 'mode' | 'starts_at' | 'price' | 'instructor'>>,
    ) {
      const id = await db.transaction(async (tx) => {
        if (!(await catalogueAdmin.lockCourse(tx, courseId))) throw new DomainError('COURSE_NOT_FOUND');
        const values = { ...(batchValues(body) as BatchInsert), courseId };
        checkBatchShape(values);
        await checkTeacher(tx, body.teacher_id);
        const batch = await catalogueAdmin.insertBatch(tx, values);
        await audit(tx, {
          actor,
          action: 'batch.create',
          target: `batch:${batch.id}`,
          before: null,
          after: { course_id: courseId, ...batchRecord(batch) },
        });
        return batch.id;
      });
      return batchView(actor, id);
    },

    /**
     * Edits a batch. Its seats never go below the seats taken; a new price is what the next learner
     * pays (what was paid is kept on each purchase and payment, never read back from the batch).
     */
    async updateBatch(actor: AuthUser, id: number, body: BatchFields) {
      await db.transaction(async (tx) => {
        const before = await catalogue.lockBatch(tx, id);
        if (!before) throw new DomainError('BATCH_NOT_FOUND');
        const values = batchValues(body);
        const next = { ...before, ...values } as BatchRow;
        checkBatchShape(next);
        if (body.teacher_id !== undefined) await checkTeacher(tx, body.teacher_id);
        if (next.seatsTotal !== null && next.seatsTotal !== before.seatsTotal) {
          const taken = (await catalogue.batchNumbers(tx, [id], seatsTaken(clock.now()))).get(id) ?? 0;
          if (next.seatsTotal < taken) throw new DomainError('SEATS_BELOW_TAKEN', { field: 'seats_total' });
        }
        await catalogueAdmin.updateBatch(tx, id, values);
        await auditChange(audit, tx, {
          actor,
          action: 'batch.update',
          target: `batch:${id}`,
          before: batchRecord(before),
          after: batchRecord(next),
        });
      });
      return batchView(actor, id);
    },

    /** Whom a batch can be assigned to. */
    staff: () => accounts.staff(db),
  };
}

export type CatalogueAdmin = ReturnType<typeof createCatalogueAdmin>;
