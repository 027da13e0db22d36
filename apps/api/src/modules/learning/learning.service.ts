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
import * as learning from './learning.repository';

/** At most this many upcoming classes are listed. */
const UPCOMING_LIMIT = 20;

export function createLearningService({ db, clock }: { db: Db; clock: Clock }) {
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
      return { moduleId: module.id, batchId: batch.id, scheduled: batch.mode === 'live', items };
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
