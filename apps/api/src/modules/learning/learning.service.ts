// Enrolled learning: study plans, recordings and the learner's live classes. Access follows the
// learner's enrollment at the clock's `now`; another batch's or a locked recording is not revealed.
import { joinOpensAt, liveClassStatus } from '@tilawat/domain/rules';
import type { AuthUser } from '../../core/auth';
import { requireUser } from '../../core/auth';
import type { Clock } from '../../core/clock';
import { DomainError } from '../../core/errors';
import type { PageQuery } from '../../core/paging';
import type { Db } from '../../db/client';
import * as catalogue from '../catalogue/catalogue.repository';
import * as exams from '../exams/exams.repository';
import type { MediaSigner } from '../ops/media';
import * as learning from './learning.repository';
import { openJoinWindow } from './live-join';
import { planProgress, watchedEnough } from './study-plan';

/** At most this many upcoming classes are listed. */
const UPCOMING_LIMIT = 20;

export function createLearningService({
  db,
  clock,
  mediaSigner,
  notesTtlSeconds,
}: {
  db: Db;
  clock: Clock;
  /** Signs the short-lived links to lessons' PDFs. */
  mediaSigner: MediaSigner;
  notesTtlSeconds: number;
}) {
  /** Refuses a learner whose enrollment in the batch does not give access now. */
  async function mustBeEnrolled(user: AuthUser, batchId: number, now: Date) {
    if (!(await learning.isEnrolled(db, user.id, batchId, now))) throw new DomainError('NOT_ENROLLED');
  }

  return {
    /** A module's study plan for a learner enrolled in its batch; due dates only on a live batch. */
    async studyPlan(user: AuthUser | null, moduleId: number, batchId: number) {
      const learner = requireUser(user);
      const module = await learning.findModule(db, moduleId, batchId);
      const batch = module ? await catalogue.findBatch(db, module.batchId) : undefined;
      if (!module || !batch) throw new DomainError('MODULE_NOT_FOUND');
      await mustBeEnrolled(learner, batch.id, clock.now());
      const items = await learning.studyPlanItemsOf(db, module.id);
      const refs = (kind: (typeof items)[number]['kind']) =>
        items.flatMap((item) => (item.kind === kind && item.refId !== null ? [item.refId] : []));
      const [durations, watched, attended, passed, openedNotes] = await Promise.all([
        learning.recordingDurations(db, refs('recording')),
        learning.progressOf(db, learner.id, refs('recording')),
        learning.attendedClasses(db, learner.id, refs('live')),
        exams.passedExams(db, learner.id, refs('exam')),
        learning.openedModuleResource(db, learner.id, module.id),
      ]);
      const progress = planProgress(items, {
        watched: new Map(
          [...durations].map(([id, duration]) => [id, { seconds: watched.get(id) ?? 0, duration }]),
        ),
        attended,
        passed,
        openedNotes,
      });
      return {
        moduleId: module.id,
        batchId: batch.id,
        scheduled: batch.mode === 'live',
        items,
        ...progress,
      };
    },

    /**
     * Keeps how far the learner has watched a recording of their batch (the furthest position, at most
     * its length) and says whether it is watched past 90 %. Not theirs: 404.
     */
    async saveProgress(
      user: AuthUser | null,
      body: { recording: number; batch: number; position_seconds: number },
    ) {
      const learner = requireUser(user);
      const now = clock.now();
      const row = await learning.recordingWithBatch(db, body.recording);
      if (
        !row ||
        row.batchId !== body.batch ||
        !(await learning.isEnrolled(db, learner.id, row.batchId, now))
      ) {
        throw new DomainError('RECORDING_NOT_FOUND');
      }
      const duration = row.recording.durationSeconds;
      const seconds = await learning.saveProgress(db, {
        userId: learner.id,
        recordingId: row.recording.id,
        seconds: Math.min(body.position_seconds, duration),
        at: now,
      });
      return { recordingId: row.recording.id, seconds, duration, done: watchedEnough(seconds, duration) };
    },

    /**
     * The learner's personal link to a live class of their batch in its window (15 minutes before the
     * start to the end), recording their attendance. Not their batch's class: 404; outside the window:
     * 409 with the time left, or that it has ended.
     */
    async joinLiveClass(user: AuthUser | null, classId: number, batchId: number) {
      const learner = requireUser(user);
      const now = clock.now();
      const live = await learning.findLiveClass(db, classId);
      if (!live || live.batchId !== batchId || !(await learning.isEnrolled(db, learner.id, batchId, now))) {
        throw new DomainError('LIVE_CLASS_NOT_FOUND');
      }
      const window = openJoinWindow(live, now);
      await learning.recordAttendance(db, { liveClassId: live.id, userId: learner.id, at: now });
      return { roomUrl: live.joinUrl, learnerName: learner.name, window };
    },

    /**
     * A short-lived signed link to a recording's PDF: a free recording's to anyone, the rest to a
     * learner enrolled in its batch; anything else is not found. A signed-in learner's opening is kept
     * (their study plan's reading).
     */
    async download(user: AuthUser | null, key: string, recordingId: number) {
      const now = clock.now();
      const row = await learning.recordingWithBatch(db, recordingId);
      const resource = row?.recording.resources.find((item) => item.key === key);
      if (!row || !resource) throw new DomainError('RESOURCE_NOT_FOUND');
      const allowed =
        row.recording.free || (user !== null && (await learning.isEnrolled(db, user.id, row.batchId, now)));
      if (!allowed) throw new DomainError('RESOURCE_NOT_FOUND');
      if (user) {
        await learning.recordResourceOpen(db, {
          userId: user.id,
          recordingId: row.recording.id,
          key,
          at: now,
        });
      }
      const { url, expiresAt } = mediaSigner.fileUrl(
        resource.file ?? `notes/${key}.pdf`,
        notesTtlSeconds,
        now,
      );
      return { url, filename: `${key}.pdf`, expiresAt };
    },

    /** The learner's attendance of their live batches, by batch (0 of 0 before a class has been held). */
    async attendance(learnerId: string, batchIds: readonly number[]) {
      return learning.attendanceByBatch(db, { userId: learnerId, batchIds, now: clock.now() });
    },

    /** One page of a module's recordings, for a learner enrolled in its batch. */
    async moduleRecordings(user: AuthUser | null, moduleId: number, query: PageQuery) {
      const learner = requireUser(user);
      const module = await learning.findModule(db, moduleId);
      if (!module) throw new DomainError('MODULE_NOT_FOUND');
      await mustBeEnrolled(learner, module.batchId, clock.now());
      return { batchId: module.batchId, page: await learning.recordingsPage(db, module.id, query) };
    },

    /** A recording through its batch: free ones to any learner, the rest to the batch's enrolled learners. */
    async recording(user: AuthUser | null, id: number, batchId: number) {
      const learner = requireUser(user);
      const row = await learning.recordingWithBatch(db, id);
      if (!row || row.batchId !== batchId) throw new DomainError('RECORDING_NOT_FOUND');
      if (!row.recording.free && !(await learning.isEnrolled(db, learner.id, row.batchId, clock.now()))) {
        throw new DomainError('RECORDING_NOT_FOUND');
      }
      return row;
    },

    /** A free recording, to anyone. */
    async freeRecording(id: number) {
      const row = await learning.recordingWithBatch(db, id);
      if (!row?.recording.free) throw new DomainError('RECORDING_NOT_FOUND');
      return row;
    },

    /** The live classes of the learner's live batches that have not ended, soonest first, with their status now. */
    async upcomingClasses(user: AuthUser | null) {
      const learner = requireUser(user);
      const now = clock.now();
      const rows = await learning.upcomingClasses(db, {
        userId: learner.id,
        now,
        limit: UPCOMING_LIMIT,
        liveBatches: catalogue.liveBatchTitles(db),
      });
      return rows.map(({ live, courseTitle }) => {
        const times = { starts_at: live.startsAt, duration_minutes: live.durationMinutes };
        return { live, courseTitle, joinOpensAt: joinOpensAt(times), status: liveClassStatus(times, now) };
      });
    },
  };
}

export type LearningService = ReturnType<typeof createLearningService>;
