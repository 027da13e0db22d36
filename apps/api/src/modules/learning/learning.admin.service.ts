import type { AuthUser } from '../../core/auth';
import { type CompletionStep, noCompletionStep } from '../../core/completion';
import { DomainError } from '../../core/errors';
import { noScheduleChange, type ScheduleChanged } from '../../core/reminder-steps';
import type { Db, Tx } from '../../db/client';
import { type AuditRecorder, auditChange } from '../audit/audit.service';
import type { AuditRecord } from '../audit/audit.table';
import type { CatalogueAdmin } from '../catalogue/catalogue.admin.service';
import * as catalogueRepo from '../catalogue/catalogue.repository';
import * as enrollments from '../enrollments/enrollments.repository';
import type { LiveClassInsert, RecordingInsert } from './learning.admin.repository';
import * as learningAdmin from './learning.admin.repository';
import type { LiveClassRow, ModuleRow, RecordingRow } from './learning.repository';
import * as learning from './learning.repository';
import { latestVideoJobs, type VideoJobRow } from './video-jobs.repository';

/** A lesson as the console shows it: the recording, and its newest video upload (none: undefined). */
export interface LessonView {
  lesson: RecordingRow;
  job: VideoJobRow | undefined;
}

/** A lesson as the console writes it (the contract's Create/UpdateLessonPayload; no `video_url`: '' until an upload is ready). */
export interface LessonFields {
  title?: string;
  video_url?: string;
  duration_seconds?: number;
  free?: boolean;
}

const moduleRecord = (module: ModuleRow): AuditRecord => ({
  batch_id: module.batchId,
  title: module.title,
  position: module.position,
});

const lessonRecord = (lesson: RecordingRow): AuditRecord => ({
  module_id: lesson.moduleId,
  title: lesson.title,
  position: lesson.position,
  duration_seconds: lesson.durationSeconds,
  free: lesson.free,
  video_url: lesson.videoUrl,
});

function lessonValues(body: LessonFields): Partial<RecordingInsert> {
  const values: Partial<RecordingInsert> = {};
  if (body.title !== undefined) values.title = body.title.trim();
  if (body.video_url !== undefined) values.videoUrl = body.video_url;
  if (body.duration_seconds !== undefined) values.durationSeconds = body.duration_seconds;
  if (body.free !== undefined) values.free = body.free;
  return values;
}

/** A live class as the console writes it (the contract's Create/UpdateClassPayload). */
export interface ClassFields {
  title?: string;
  starts_at?: string;
  duration_minutes?: number;
  join_url?: string;
}

const classRecord = (live: LiveClassRow): AuditRecord => ({
  batch_id: live.batchId,
  title: live.title,
  starts_at: live.startsAt.toISOString(),
  duration_minutes: live.durationMinutes,
  join_url: live.joinUrl,
});

function classValues(body: ClassFields): Partial<LiveClassInsert> {
  const values: Partial<LiveClassInsert> = {};
  if (body.title !== undefined) values.title = body.title.trim();
  if (body.starts_at !== undefined) values.startsAt = new Date(body.starts_at);
  if (body.duration_minutes !== undefined) values.durationMinutes = body.duration_minutes;
  if (body.join_url !== undefined) values.joinUrl = body.join_url;
  return values;
}

export function createLearningAdmin({
  db,
  audit,
  catalogue,
  onCompleted = noCompletionStep,
  onScheduled = noScheduleChange,
}: {
  db: Db;
  audit: AuditRecorder;
  catalogue: Pick<CatalogueAdmin, 'requireBatch' | 'batch'>;
  /** Told of a learner marked present: the batch's certificate is checked (issue 40). */
  onCompleted?: CompletionStep;
  /** Told of a class made or moved: its reminders are planned again (issue 40). */
  onScheduled?: ScheduleChanged;
}) {
  /** A class the actor may work on (its batch theirs, or any for an admin), locked; 404 otherwise. */
  async function classFor(tx: Tx, actor: AuthUser, id: number): Promise<LiveClassRow> {
    const live = await learningAdmin.lockLiveClass(tx, id);
    if (!live) throw new DomainError('LIVE_CLASS_NOT_FOUND');
    await catalogue.requireBatch(tx, actor, live.batchId, 'LIVE_CLASS_NOT_FOUND');
    return live;
  }

  /** The class's batch learners, present (first joined) or not. */
  async function attendance(actor: AuthUser, id: number) {
    const live = await learning.findLiveClass(db, id);
    if (!live) throw new DomainError('LIVE_CLASS_NOT_FOUND');
    await catalogue.requireBatch(db, actor, live.batchId, 'LIVE_CLASS_NOT_FOUND');
    return learningAdmin.attendanceOfClass(db, live);
  }

  async function classView(id: number) {
    const live = await learning.findLiveClass(db, id);
    if (!live) throw new DomainError('LIVE_CLASS_NOT_FOUND');
    const row = (await learningAdmin.classesOfBatch(db, live.batchId)).find((item) => item.live.id === id);
    if (!row) throw new DomainError('LIVE_CLASS_NOT_FOUND');
    return row;
  }

  /** Lessons with their newest video uploads (one read for them all). */
  async function withJobs(lessons: RecordingRow[]): Promise<LessonView[]> {
    const jobs = await latestVideoJobs(
      db,
      lessons.map((lesson) => lesson.id),
    );
    return lessons.map((lesson) => ({ lesson, job: jobs.get(lesson.id) }));
  }

  async function moduleView(id: number) {
    const row = await learningAdmin.moduleWithRecordings(db, id);
    if (!row) throw new DomainError('MODULE_NOT_FOUND');
    return { module: row.module, lessons: await withJobs(row.lessons) };
  }

  async function lessonView(id: number): Promise<LessonView> {
    const row = await learning.recordingWithBatch(db, id);
    if (!row) throw new DomainError('RECORDING_NOT_FOUND');
    const [view] = await withJobs([row.recording]);
    return view as LessonView;
  }

  return {
    /** A batch with its modules and their lessons, in order (a teacher's own batch only). */
    async batchContent(actor: AuthUser, batchId: number) {
      const batch = await catalogue.batch(actor, batchId);
      const rows = await learning.modulesWithRecordings(db, batchId);
      const byModule = new Map<number, { module: ModuleRow; lessons: RecordingRow[] }>();
      for (const { module, recording } of rows) {
        const entry = byModule.get(module.id) ?? { module, lessons: [] };
        if (recording) entry.lessons.push(recording);
        byModule.set(module.id, entry);
      }
      const lessons = await withJobs([...byModule.values()].flatMap((entry) => entry.lessons));
      const views = new Map(lessons.map((view) => [view.lesson.id, view]));
      return {
        batch,
        modules: [...byModule.values()].map(({ module, lessons }) => ({
          module,
          lessons: lessons.map((lesson) => views.get(lesson.id) as LessonView),
        })),
      };
    },

    /** A lesson, for one who may work on its batch; 404 otherwise. */
    async lesson(actor: AuthUser, id: number): Promise<LessonView> {
      const row = await learning.recordingWithBatch(db, id);
      if (!row) throw new DomainError('RECORDING_NOT_FOUND');
      await catalogue.requireBatch(db, actor, row.batchId, 'RECORDING_NOT_FOUND');
      return lessonView(id);
    },

    /** A live batch's classes by start, with attendance counts (a teacher's own batch only). */
    async classes(actor: AuthUser, batchId: number) {
      await catalogue.requireBatch(db, actor, batchId);
      return learningAdmin.classesOfBatch(db, batchId);
    },

    /** Schedules a class of a live batch. */
    async createClass(actor: AuthUser, batchId: number, body: Required<ClassFields>) {
      const id = await db.transaction(async (tx) => {
        await catalogue.requireBatch(tx, actor, batchId);
        const batch = await catalogueRepo.findBatch(tx, batchId);
        if (batch?.mode !== 'live') throw new DomainError('LIVE_ONLY');
        const live = await learningAdmin.insertLiveClass(tx, {
          ...(classValues(body) as LiveClassInsert),
          batchId,
        });
        await audit(tx, {
          actor,
          action: 'class.create',
          target: `class:${live.id}`,
          before: null,
          after: classRecord(live),
        });
        await onScheduled(tx);
        return live.id;
      });
      return classView(id);
    },

    /** Moves or changes a class. */
    async updateClass(actor: AuthUser, id: number, body: ClassFields) {
      await db.transaction(async (tx) => {
        const before = await classFor(tx, actor, id);
        const values = classValues(body);
        await learningAdmin.updateLiveClass(tx, id, values);
        await auditChange(audit, tx, {
          actor,
          action: 'class.update',
          target: `class:${id}`,
          before: classRecord(before),
          after: classRecord({ ...before, ...values }),
        });
        // moved: the reminders of its old time are cancelled, its new time's planned (issue 40)
        await onScheduled(tx);
      });
      return classView(id);
    },

    attendance,

    /** Marks a learner of the batch present (at the class's start) or absent, by hand. */
    async markAttendance(actor: AuthUser, id: number, body: { learner: string; present: boolean }) {
      await db.transaction(async (tx) => {
        const live = await classFor(tx, actor, id);
        if (!(await enrollments.hasEnrollment(tx, body.learner, live.batchId))) {
          throw new DomainError('NOT_IN_BATCH', { field: 'learner' });
        }
        if (body.present) {
          const first = await learning.recordAttendance(tx, {
            liveClassId: id,
            userId: body.learner,
            at: live.startsAt,
          });
          // a class marked attended may complete the batch: its certificate is checked (issue 40)
          if (first) await onCompleted({ userId: body.learner, batchId: live.batchId }, tx);
        } else {
          await learningAdmin.removeAttendance(tx, id, body.learner);
        }
        await audit(tx, {
          actor,
          action: 'attendance.mark',
          target: `class:${id}`,
          before: null,
          after: { learner: body.learner, present: body.present },
        });
      });
      return attendance(actor, id);
    },

    /** Adds a module after the batch's others. */
    async createModule(actor: AuthUser, batchId: number, body: { title: string }) {
      const id = await db.transaction(async (tx) => {
        await catalogue.requireBatch(tx, actor, batchId);
        const module = await learningAdmin.insertModule(tx, {
          batchId,
          title: body.title.trim(),
          position: await learningAdmin.nextModulePosition(tx, batchId),
        });
        await audit(tx, {
          actor,
          action: 'module.create',
          target: `module:${module.id}`,
          before: null,
          after: moduleRecord(module),
        });
        return module.id;
      });
      return moduleView(id);
    },

    /** Renames and/or moves a module within its batch. */
    async updateModule(actor: AuthUser, id: number, body: { title?: string; position?: number }) {
      await db.transaction(async (tx) => {
        const before = await learningAdmin.lockModule(tx, id);
        if (!before) throw new DomainError('MODULE_NOT_FOUND');
        await catalogue.requireBatch(tx, actor, before.batchId, 'MODULE_NOT_FOUND');
        if (body.title !== undefined) await learningAdmin.updateModule(tx, id, { title: body.title.trim() });
        if (body.position !== undefined) {
          await learningAdmin.moveModule(tx, before.batchId, id, body.position);
        }
        const after = (await learningAdmin.lockModule(tx, id)) ?? before;
        await auditChange(audit, tx, {
          actor,
          action: 'module.update',
          target: `module:${id}`,
          before: moduleRecord(before),
          after: moduleRecord(after),
        });
      });
      return moduleView(id);
    },

    /** Adds a recorded lesson after the module's others. */
    async createLesson(
      actor: AuthUser,
      moduleId: number,
      body: LessonFields & Required<Pick<LessonFields, 'title' | 'duration_seconds'>>,
    ) {
      const id = await db.transaction(async (tx) => {
        const module = await learningAdmin.lockModule(tx, moduleId);
        if (!module) throw new DomainError('MODULE_NOT_FOUND');
        await catalogue.requireBatch(tx, actor, module.batchId, 'MODULE_NOT_FOUND');
        const lesson = await learningAdmin.insertRecording(tx, {
          ...(lessonValues(body) as RecordingInsert),
          // no address: the lesson waits for its uploaded video (POST /lessons/{id}/video)
          videoUrl: body.video_url ?? '',
          moduleId,
          position: await learningAdmin.nextRecordingPosition(tx, moduleId),
        });
        await audit(tx, {
          actor,
          action: 'lesson.create',
          target: `lesson:${lesson.id}`,
          before: null,
          after: lessonRecord(lesson),
        });
        return lesson.id;
      });
      return lessonView(id);
    },

    /** Edits, moves (within its module) or frees a lesson. */
    async updateLesson(actor: AuthUser, id: number, body: LessonFields & { position?: number }) {
      await db.transaction(async (tx) => {
        const row = await learningAdmin.lockRecording(tx, id);
        if (!row) throw new DomainError('RECORDING_NOT_FOUND');
        await catalogue.requireBatch(tx, actor, row.batchId, 'RECORDING_NOT_FOUND');
        const before = row.recording;
        await learningAdmin.updateRecording(tx, id, lessonValues(body));
        if (body.position !== undefined) {
          await learningAdmin.moveRecording(tx, before.moduleId, id, body.position);
        }
        const after = (await learningAdmin.lockRecording(tx, id))?.recording ?? before;
        await auditChange(audit, tx, {
          actor,
          action: 'lesson.update',
          target: `lesson:${id}`,
          before: lessonRecord(before),
          after: lessonRecord(after),
        });
      });
      return lessonView(id);
    },
  };
}

export type LearningAdmin = ReturnType<typeof createLearningAdmin>;
