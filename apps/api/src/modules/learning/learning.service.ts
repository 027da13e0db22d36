// Enrolled learning: study plans, recordings, the learner's progress in them and their live classes.
// Access follows the learner's enrollment at the clock's `now`; another batch's or a locked recording
// is not revealed.
import { joinOpensAt, liveClassStatus } from '@tilawat/domain/rules';
import type { AuthUser } from '../../core/auth';
import type { Clock } from '../../core/clock';
import { type CompletionStep, noCompletionStep } from '../../core/completion';
import { DomainError } from '../../core/errors';
import type { PageQuery } from '../../core/paging';
import type { Db } from '../../db/client';
import type { MediaSigner } from '../../infra/media/media';
import * as catalogue from '../catalogue/catalogue.repository';
import * as enrollments from '../enrollments/enrollments.repository';
import * as study from '../study/study.repository';
import * as learning from './learning.repository';
import { openJoinWindow } from './live-join';
import * as progressRepository from './progress.repository';
import { planProgress, watchCount, watchedEnough } from './study-plan';

/** At most this many upcoming classes are listed. */
const UPCOMING_LIMIT = 20;
/** The playback speed of a learner who never chose one. */
const DEFAULT_PLAYBACK_RATE = 1;

/** A learner's progress in one recording, and whether it is watched (past 90 % of its length). */
function recordingProgressOf(
  recordingId: number,
  { watched, position, duration }: { watched: number; position: number; duration: number },
) {
  return { recordingId, watched, position, duration, done: watchedEnough(watched, duration) };
}

export function createLearningService({
  db,
  clock,
  mediaSigner,
  notesTtlSeconds,
  passedExams,
  onCompleted = noCompletionStep,
}: {
  db: Db;
  clock: Clock;
  /** Signs the short-lived links to lessons' PDFs. */
  mediaSigner: MediaSigner;
  notesTtlSeconds: number;
  /**
   * Which of these exams the learner has passed: the exams area's (exams.repository.ts), handed in by
   * src/areas.ts, since exams build on learning's modules and learning never imports them.
   */
  passedExams: (db: Db, userId: string, examIds: readonly number[]) => Promise<Set<number>>;
  /** Told of a class joined: the batch's certificate is checked (issue 40). */
  onCompleted?: CompletionStep;
}) {
  /** Refuses a learner whose enrollment in the batch does not give access now. */
  async function mustBeEnrolled(user: AuthUser, batchId: number, now: Date) {
    if (!(await enrollments.isEnrolled(db, user.id, batchId, now))) throw new DomainError('NOT_ENROLLED');
  }

  /**
   * Who may open a recording and its PDFs — the one rule of every path that serves them (issue 35):
   * a learner enrolled in its batch now, always; anyone else only when it is free and its course is on
   * the site (a course kept off the site keeps its free lessons and their notes off it too). The
   * callers answer the same 404 as for an unknown item.
   */
  async function mayOpen(
    row: { recording: { free: boolean }; batchId: number },
    user: AuthUser | null,
    now: Date,
  ): Promise<boolean> {
    if (row.recording.free && (await catalogue.findPublishedBatch(db, row.batchId))) return true;
    return user !== null && enrollments.isEnrolled(db, user.id, row.batchId, now);
  }

  return {
    /** A module's study plan for a learner enrolled in its batch; due dates only on a live batch. */
    async studyPlan(learner: AuthUser, moduleId: number, batchId: number) {
      const module = await learning.findModule(db, moduleId, batchId);
      const batch = module ? await catalogue.findBatch(db, module.batchId) : undefined;
      if (!module || !batch) throw new DomainError('MODULE_NOT_FOUND');
      await mustBeEnrolled(learner, batch.id, clock.now());
      const items = await learning.studyPlanItemsOf(db, module.id);
      const refs = (kind: (typeof items)[number]['kind']) =>
        items.flatMap((item) => (item.kind === kind && item.refId !== null ? [item.refId] : []));
      const [durations, watched, attended, passed, openedNotes] = await Promise.all([
        learning.recordingDurations(db, refs('recording')),
        progressRepository.progressOf(db, learner.id, refs('recording')),
        learning.attendedClasses(db, learner.id, refs('live')),
        passedExams(db, learner.id, refs('exam')),
        progressRepository.openedModuleResource(db, learner.id, module.id),
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
     * The next item of the study plan in each batch the learner's enrollment gives access to (issue 40, the
     * dashboard): the first item not done, module by module in order, with how many are done of all; null
     * once every item is. Five queries whatever the number of batches.
     */
    async nextStudyItems(learner: AuthUser) {
      const rows = await learning.activePlanItems(db, learner.id, clock.now());
      const refs = (kind: (typeof rows)[number]['item']['kind']) =>
        rows.flatMap(({ item }) => (item.kind === kind && item.refId !== null ? [item.refId] : []));
      const [durations, watched, attended, passed, opened] = await Promise.all([
        learning.recordingDurations(db, refs('recording')),
        progressRepository.progressOf(db, learner.id, refs('recording')),
        learning.attendedClasses(db, learner.id, refs('live')),
        passedExams(db, learner.id, refs('exam')),
        progressRepository.openedModulesResources(db, learner.id, [
          ...new Set(rows.map((row) => row.moduleId)),
        ]),
      ]);
      const watchedFacts = new Map(
        [...durations].map(([id, duration]) => [id, { seconds: watched.get(id) ?? 0, duration }]),
      );
      const batches = new Map<
        number,
        { live: boolean; modules: Map<number, { title: string; items: typeof rows }> }
      >();
      for (const row of rows) {
        const batch = batches.get(row.batchId) ?? { live: row.mode === 'live', modules: new Map() };
        const module = batch.modules.get(row.moduleId) ?? { title: row.moduleTitle, items: [] };
        module.items.push(row);
        batch.modules.set(row.moduleId, module);
        batches.set(row.batchId, batch);
      }
      return [...batches].map(([batchId, batch]) => {
        let next: { moduleId: number; moduleTitle: string; item: (typeof rows)[number]['item'] } | null =
          null;
        let done = 0;
        let total = 0;
        for (const [moduleId, module] of batch.modules) {
          const items = module.items.map((row) => row.item);
          const progress = planProgress(items, {
            watched: watchedFacts,
            attended,
            passed,
            openedNotes: opened.has(moduleId),
          });
          done += progress.done.size;
          total += items.length;
          const item = items.find((candidate) => candidate.id === progress.nextItemId);
          if (!next && item) next = { moduleId, moduleTitle: module.title, item };
        }
        return { batchId, live: batch.live, next, done, total };
      });
    },

    /**
     * Keeps the learner's progress in a recording of their batch from where the player is: the last
     * position (where it resumes) and the furthest (how much was watched), both at most its length;
     * with a playback speed, remembers it for the learner. A report that arrives after one made later
     * (kept offline on a device, issue 39) adds to the furthest but moves neither the position nor the
     * speed. Says whether it is watched past 90 %. Not
     * theirs: 404.
     */
    async saveProgress(
      learner: AuthUser,
      body: {
        recording: number;
        batch: number;
        position_seconds: number;
        playback_rate?: learning.LearnerPreferenceRow['playbackRate'];
        reported_at?: string;
      },
    ) {
      const now = clock.now();
      const row = await learning.recordingWithBatch(db, body.recording);
      if (
        !row ||
        row.batchId !== body.batch ||
        !(await enrollments.isEnrolled(db, learner.id, row.batchId, now))
      ) {
        throw new DomainError('RECORDING_NOT_FOUND');
      }
      const duration = row.recording.durationSeconds;
      const rate = body.playback_rate;
      // the device's moment of the report (kept offline, sent late), never ahead of the server's clock
      const reported = body.reported_at === undefined ? now : new Date(body.reported_at);
      const reportedAt = reported.getTime() < now.getTime() ? reported : now;
      const position = Math.min(body.position_seconds, duration);
      const kept = await progressRepository.saveProgress(db, {
        userId: learner.id,
        recordingId: row.recording.id,
        position,
        reportedAt,
        at: now,
      });
      // part of a lesson watched: a day of study on the day it was watched, with the seconds this report adds
      // (issue 40; a report sent again, or one older than the last, adds none)
      await study.recordStudy(db, {
        userId: learner.id,
        at: reportedAt,
        now,
        watchedSeconds: kept.positionIsLatest
          ? study.watchedCredit(kept.before, { position, at: reportedAt })
          : 0,
      });
      // a late report's speed is older than the one the learner chose since
      if (rate !== undefined && kept.positionIsLatest)
        await progressRepository.savePlaybackRate(db, { userId: learner.id, rate, at: now });
      return recordingProgressOf(row.recording.id, {
        watched: kept.watchedSeconds,
        position: kept.positionSeconds,
        duration,
      });
    },

    /**
     * The learner's progress through a batch they have an active enrollment in (anyone else: 404):
     * recordings watched in all and by module (every module, in order), every recording started
     * (in the batch's order) and the playback speed chosen last ({@link DEFAULT_PLAYBACK_RATE} until
     * one is chosen).
     */
    async batchProgress(learner: AuthUser, batchId: number) {
      // One read (issue 18), answered only to an enrolled learner.
      const { enrolled, rows, playbackRate } = await progressRepository.batchProgressOf(
        db,
        learner.id,
        batchId,
        clock.now(),
      );
      if (!enrolled) throw new DomainError('BATCH_NOT_FOUND');
      const byModule = new Map<number, { seconds: number; duration: number }[]>();
      const started: ReturnType<typeof recordingProgressOf>[] = [];
      for (const row of rows) {
        const list = byModule.get(row.moduleId) ?? [];
        byModule.set(row.moduleId, list);
        const duration = row.durationSeconds;
        if (row.recordingId === null || duration === null) continue;
        // at most its length, also of a recording shortened since
        const watched = Math.min(row.watchedSeconds ?? 0, duration);
        const position = Math.min(row.positionSeconds ?? 0, duration);
        list.push({ seconds: watched, duration });
        if (watched > 0 || position > 0) {
          started.push(recordingProgressOf(row.recordingId, { watched, position, duration }));
        }
      }
      return {
        batchId,
        ...watchCount([...byModule.values()].flat()),
        modules: [...byModule].map(([moduleId, list]) => ({ moduleId, ...watchCount(list) })),
        recordings: started,
        playbackRate: playbackRate ?? DEFAULT_PLAYBACK_RATE,
      };
    },

    /**
     * The learner's personal link to a live class of their batch in its window (15 minutes before the
     * start to the end), recording their attendance. Not their batch's class: 404; outside the window:
     * 409 with the time left, or that it has ended.
     */
    async joinLiveClass(learner: AuthUser, classId: number, batchId: number) {
      const now = clock.now();
      const live = await learning.findLiveClass(db, classId);
      if (
        !live ||
        live.batchId !== batchId ||
        !(await enrollments.isEnrolled(db, learner.id, batchId, now))
      ) {
        throw new DomainError('LIVE_CLASS_NOT_FOUND');
      }
      const window = openJoinWindow(live, now);
      const first = await learning.recordAttendance(db, {
        liveClassId: live.id,
        userId: learner.id,
        at: now,
      });
      // a class joined: a day of study (issue 40)
      await study.recordStudy(db, { userId: learner.id, at: now, now });
      // a class attended for the first time may complete the batch: its certificate is checked (issue 40)
      if (first) await onCompleted({ userId: learner.id, batchId });
      return { roomUrl: live.joinUrl, learnerName: learner.name, window };
    },

    /**
     * A short-lived signed link to a recording's PDF, to whoever {@link mayOpen} the recording;
     * anything else is not found. A signed-in learner's opening is kept (their study plan's reading).
     */
    async download(user: AuthUser | null, key: string, recordingId: number) {
      const now = clock.now();
      const row = await learning.recordingWithBatch(db, recordingId);
      const resource = row?.recording.resources.find((item) => item.key === key);
      if (!row || !resource || !(await mayOpen(row, user, now))) throw new DomainError('RESOURCE_NOT_FOUND');
      if (user) {
        await progressRepository.recordResourceOpen(db, {
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

    /** One page of a module's recordings, for a learner enrolled in its batch. */
    async moduleRecordings(learner: AuthUser, moduleId: number, query: PageQuery) {
      // Side by side (issue 18): the module with the learner's access to it, and the page, which is
      // answered only with that access.
      const [found, page] = await Promise.all([
        learning.moduleForLearner(db, moduleId, learner.id, clock.now()),
        learning.recordingsPage(db, moduleId, query),
      ]);
      if (!found) throw new DomainError('MODULE_NOT_FOUND');
      if (!found.enrolled) throw new DomainError('NOT_ENROLLED');
      return { batchId: found.module.batchId, page };
    },

    /** A recording through its batch, to a signed-in learner who {@link mayOpen} it. */
    async recording(learner: AuthUser, id: number, batchId: number) {
      const row = await learning.recordingWithBatch(db, id);
      if (!row || row.batchId !== batchId || !(await mayOpen(row, learner, clock.now()))) {
        throw new DomainError('RECORDING_NOT_FOUND');
      }
      return row;
    },

    /** A free recording of a course on the site, to anyone ({@link mayOpen} without a learner). */
    async freeRecording(id: number) {
      const row = await learning.recordingWithBatch(db, id);
      if (!row || !(await mayOpen(row, null, clock.now()))) throw new DomainError('RECORDING_NOT_FOUND');
      return row;
    },

    /** The live classes of the learner's live batches that have not ended, soonest first, with their status now. */
    async upcomingClasses(learner: AuthUser) {
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
