// The console's side of recitation practice (issue 20): a teacher assigns a surah's ayahs to a batch (or
// one learner of it), reviews the practices sent — listening ayah by ayah, marking words by the rubric,
// judging each ayah, a short voice correction — and finishes the review, which scores it and tells the
// learner. A teacher reaches only their own batches; every write is audited in its own transaction.
import { randomUUID } from 'node:crypto';
import { scoreRecitation, toBengaliDigits } from '@tilawat/domain/rules';
import { msg } from '../../copy/messages';
import type { AuthUser } from '../../core/auth';
import type { Clock } from '../../core/clock';
import { noCompletionStep } from '../../core/completion';
import { DomainError } from '../../core/errors';
import { noHifzStep } from '../../core/hifz-steps';
import type { Notifier, SendContext } from '../../core/notifier';
import type { Page, PageQuery } from '../../core/paging';
import { noRerecord } from '../../core/reminder-steps';
import type { FileStorage } from '../../core/storage';
import type { Db, Tx } from '../../db/client';
import type { MediaTools } from '../../infra/media/ffmpeg';
import type { AuditRecorder } from '../audit/audit.service';
import * as catalogue from '../catalogue/catalogue.repository';
import * as enrollments from '../enrollments/enrollments.repository';
import { lockWaiting, ownedBy, practiceFor, requireOwnBatch } from './practice.admin.access';
import type { ConsolePracticeRow } from './practice.admin.repository';
import * as adminRepo from './practice.admin.repository';
import type { PracticeView } from './practice.json';
import type { MarkRow } from './practice.repository';
import * as repo from './practice.repository';
import { audioSourceKey, ayahList, checkAudio, practiceView } from './practice.service';
import { type ReviewSteps, tellReviewSteps } from './practice-review-steps';
import { tellReviewed } from './practice-reviewed-notice';
import { ayahRange, isSurah, surah, surahName } from './quran';

/** At most this many ayahs in one assignment. */
export const MAX_PRACTICE_AYAHS = 50;
/** A voice correction's length: 3 to 10 seconds (a quarter second's grace either side for the recorder). */
export const CORRECTION_MIN_MS = 3_000;
export const CORRECTION_MAX_MS = 10_000;
const CORRECTION_GRACE_MS = 250;
/** A voice correction's largest upload: 1 MB. */
export const CORRECTION_MAX_BYTES = 1024 * 1024;

/** What a teacher assigns (the contract's PracticeAssignmentPayload). */
export interface AssignmentFields {
  surah: number;
  ayah_from: number;
  ayah_to: number;
  focus?: string | null;
  due_at?: string | null;
  learner_id?: string | null;
}

/** A mark as a teacher gives it (the contract's PracticeMarkPayload). */
export interface MarkFields {
  ayah: number;
  word: number;
  category: MarkRow['category'];
  severity: MarkRow['severity'];
  note?: string | null;
}

/** A practice as the console reviews it: the view with its own id and its learner. */
export type ConsolePracticeView = PracticeView & {
  practiceId: string;
  learner: ConsolePracticeRow['learner'];
};

const markRecord = (mark: MarkRow) => ({
  practice: mark.practiceId,
  round: mark.round,
  ayah: mark.ayah,
  word: mark.word,
  word_text: mark.wordText,
  category: mark.category,
  severity: mark.severity,
  note: mark.note,
});

export function createPracticeAdmin({
  db,
  clock,
  audit,
  notifier,
  storage,
  tools,
  webOrigin,
  onQueued,
  onExamReviewed,
  onCompleted = noCompletionStep,
  onRerecordAsked = noRerecord,
  onHifzRecited = noHifzStep,
}: {
  db: Db;
  clock: Clock;
  audit: AuditRecorder;
  notifier: Notifier;
  storage: FileStorage;
  tools: MediaTools;
  /** Where the learner's practice page is (`${webOrigin}/practice/<assignment id>`, the review's message). */
  webOrigin: string;
  /** Queues an audio's conversion, in the transaction that records it. */
  onQueued: (tx: Tx, audioId: string) => Promise<unknown>;
} & Pick<ReviewSteps, 'onExamReviewed'> &
  // what a finished review tells the other areas (practice-review-steps.ts); the last two may be left out
  Partial<Omit<ReviewSteps, 'onExamReviewed'>>) {
  /**
   * The practice as the console shows it: while it waits for review, the round under review (its
   * `result` the score the marks given so far would make); otherwise the last reviewed round.
   */
  async function view(actor: AuthUser, id: string): Promise<ConsolePracticeView> {
    const row = await practiceFor(db, actor, id);
    const round = row.practice.status === 'submitted' ? row.practice.round : repo.reviewedRound(row.practice);
    const shown = await practiceView(db, row, round, { withResult: true });
    return { ...shown, practiceId: row.practice.id, learner: row.learner };
  }

  return {
    view,

    /** A batch's assignments, newest first, with how many sent each and how many were reviewed. */
    async assignments(actor: AuthUser, batchId: number) {
      await requireOwnBatch(db, actor, batchId);
      return adminRepo.assignmentsOfBatch(db, batchId);
    },

    /**
     * Assigns a surah's ayahs (in the surah, at most {@link MAX_PRACTICE_AYAHS}) to the batch, or to one
     * learner actively enrolled in it.
     */
    async assign(actor: AuthUser, batchId: number, body: AssignmentFields) {
      await requireOwnBatch(db, actor, batchId);
      if (!isSurah(body.surah)) throw new DomainError('PRACTICE_RANGE', { field: 'surah' });
      if (body.ayah_to < body.ayah_from || body.ayah_to - body.ayah_from + 1 > MAX_PRACTICE_AYAHS) {
        throw new DomainError('PRACTICE_RANGE', { field: 'ayah_to' });
      }
      const ayahs = (await surah(body.surah)).ayahs.length;
      if (body.ayah_to > ayahs) {
        throw new DomainError('PRACTICE_RANGE', {
          field: body.ayah_from > ayahs ? 'ayah_from' : 'ayah_to',
          msg: msg.practiceRangeOutside(surahName(body.surah), toBengaliDigits(String(ayahs))),
        });
      }
      const focus = body.focus?.trim() || null;
      const now = clock.now();
      return db.transaction(async (tx) => {
        const learner = body.learner_id
          ? await enrollments.enrolledLearner(tx, batchId, body.learner_id, now)
          : null;
        if (body.learner_id && !learner) throw new DomainError('PRACTICE_LEARNER_NOT_FOUND');
        const assignment = await adminRepo.insertAssignment(tx, {
          batchId,
          learnerId: learner?.id ?? null,
          surah: body.surah,
          ayahFrom: body.ayah_from,
          ayahTo: body.ayah_to,
          focus,
          dueAt: body.due_at ? new Date(body.due_at) : null,
          createdBy: actor.id,
          createdAt: now,
        });
        await audit(tx, {
          actor,
          action: 'practice.assign',
          target: `practice-assignment:${assignment.id}`,
          before: null,
          after: {
            batch_id: batchId,
            learner_id: assignment.learnerId,
            surah: assignment.surah,
            ayah_from: assignment.ayahFrom,
            ayah_to: assignment.ayahTo,
            focus,
            due_at: assignment.dueAt?.toISOString() ?? null,
          },
        });
        return { assignment, learner: learner ?? null, submitted: 0, reviewed: 0 };
      });
    },

    /**
     * The review queue of the actor's batches (an admin: every batch): the waiting practices oldest sent
     * first, or the reviewed ones newest review first; only the hifz recitations (issue 41), or only the
     * rest, when `kind` says. Another teacher's batch: 403.
     */
    async queue(
      actor: AuthUser,
      filter: { status: 'submitted' | 'reviewed'; batchId?: number; kind?: 'hifz' | 'practice' },
      query: PageQuery,
    ): Promise<Page<ConsolePracticeRow>> {
      if (filter.batchId !== undefined && actor.role !== 'admin') {
        const batch = await catalogue.findBatch(db, filter.batchId);
        if (!batch || batch.teacherId !== actor.id) throw new DomainError('BATCH_NOT_YOURS');
      }
      return adminRepo.queuePage(db, { ...filter, teacherId: ownedBy(actor) }, query);
    },

    /**
     * Marks a mistake on a word of an ayah of a practice waiting for review, in the round under review.
     * The same category twice on a word: 409 `MARK_EXISTS`.
     */
    async addMark(actor: AuthUser, id: string, body: MarkFields) {
      const row = await practiceFor(db, actor, id);
      const { assignment } = row;
      if (body.ayah < assignment.ayahFrom || body.ayah > assignment.ayahTo) {
        throw new DomainError('AYAH_NOT_IN_PRACTICE', { field: 'ayah' });
      }
      const [ayah] = await ayahRange(assignment.surah, body.ayah, body.ayah);
      const wordText = ayah?.words[body.word];
      if (wordText === undefined) throw new DomainError('WORD_NOT_FOUND', { field: 'word' });
      const markId = await db.transaction(async (tx) => {
        const practice = await lockWaiting(tx, id);
        const mark = await adminRepo.insertMark(tx, {
          practiceId: practice.id,
          round: practice.round,
          ayah: body.ayah,
          word: body.word,
          wordText,
          category: body.category,
          severity: body.severity,
          note: body.note?.trim() || null,
          createdBy: actor.id,
          createdAt: clock.now(),
        });
        if (!mark) throw new DomainError('MARK_EXISTS');
        await audit(tx, {
          actor,
          action: 'practice.mark',
          target: `practice-mark:${mark.id}`,
          before: null,
          after: markRecord(mark),
        });
        return mark.id;
      });
      const mark = await adminRepo.markWithCorrection(db, markId);
      if (!mark) throw new DomainError('MARK_NOT_FOUND');
      return mark;
    },

    /** Takes back a mark of the round under review. */
    async removeMark(actor: AuthUser, markId: string) {
      const mark = await adminRepo.markOf(db, markId, ownedBy(actor));
      if (!mark) throw new DomainError('MARK_NOT_FOUND');
      await db.transaction(async (tx) => {
        const practice = await lockWaiting(tx, mark.practiceId);
        if (mark.round !== practice.round) throw new DomainError('PRACTICE_NOT_SUBMITTED');
        await adminRepo.deleteMark(tx, mark.id);
        await audit(tx, {
          actor,
          action: 'practice.unmark',
          target: `practice-mark:${mark.id}`,
          before: markRecord(mark),
          after: null,
        });
      });
      return view(actor, mark.practiceId);
    },

    /** Judges an ayah of the round under review `correct` or `needs-work`. */
    async judge(actor: AuthUser, id: string, ayah: number, verdict: 'correct' | 'needs-work') {
      const row = await practiceFor(db, actor, id);
      if (ayah < row.assignment.ayahFrom || ayah > row.assignment.ayahTo) {
        throw new DomainError('PRACTICE_AYAH_NOT_FOUND');
      }
      await db.transaction(async (tx) => {
        const practice = await lockWaiting(tx, id);
        const before = (await repo.verdictsOf(tx, practice.id, practice.round)).get(ayah) ?? null;
        await adminRepo.setVerdict(tx, {
          practiceId: practice.id,
          round: practice.round,
          ayah,
          verdict,
          createdBy: actor.id,
          now: clock.now(),
        });
        if (before !== verdict) {
          await audit(tx, {
            actor,
            action: 'practice.verdict',
            target: `practice:${practice.id}`,
            before: { round: practice.round, ayah, verdict: before },
            after: { round: practice.round, ayah, verdict },
          });
        }
      });
      return view(actor, id);
    },

    /**
     * Finishes the review of the round: every ayah judged (409 `REVIEW_INCOMPLETE` naming the rest), the
     * score the rubric gives its marks stored, the practice `reviewed` (an exam's recitation practice
     * also marks its question and grades the attempt, in the same transaction); the learner is told by
     * SMS (or e-mail) with the practice's link, queued in that transaction too (issue 37).
     */
    async finish(actor: AuthUser, id: string, context?: SendContext) {
      const row = await practiceFor(db, actor, id);
      const { assignment } = row;
      await db.transaction(async (tx) => {
        const practice = await lockWaiting(tx, id);
        const verdicts = await repo.verdictsOf(tx, practice.id, practice.round);
        const left: number[] = [];
        for (let ayah = assignment.ayahFrom; ayah <= assignment.ayahTo; ayah++) {
          if (!verdicts.has(ayah)) left.push(ayah);
        }
        if (left.length > 0) {
          throw new DomainError('REVIEW_INCOMPLETE', { msg: msg.reviewIncomplete(ayahList(left)) });
        }
        const marks = await repo.marksOf(tx, practice.id, practice.round);
        const result = scoreRecitation(marks);
        const reviewedAt = clock.now();
        await repo.updatePractice(tx, practice.id, {
          status: 'reviewed',
          score: result.score,
          reviewedAt,
          reviewerId: actor.id,
        });
        await audit(tx, {
          actor,
          action: 'practice.review',
          target: `practice:${practice.id}`,
          before: { status: practice.status, round: practice.round, score: practice.score },
          after: {
            status: 'reviewed',
            round: practice.round,
            score: result.score,
            needs_work: [...verdicts].filter(([, v]) => v === 'needs-work').length,
          },
        });
        await tellReviewSteps(
          tx,
          { onExamReviewed, onCompleted, onRerecordAsked, onHifzRecited },
          { assignment, practice, verdicts, marks, score: result.score, actor, at: reviewedAt },
        );
        await tellReviewed(notifier, webOrigin, row, result.score, tx, context);
      });
      return view(actor, id);
    },

    /** Refuses, before an upload is read, a mark the actor may not reach or whose practice is not waiting. */
    async requireCorrectable(actor: AuthUser, markId: string): Promise<void> {
      const mark = await adminRepo.markOf(db, markId, ownedBy(actor));
      if (!mark) throw new DomainError('MARK_NOT_FOUND');
      const practice = await adminRepo.consolePractice(db, mark.practiceId);
      if (practice?.practice.status !== 'submitted' || practice.practice.round !== mark.round) {
        throw new DomainError('PRACTICE_NOT_SUBMITTED');
      }
    },

    /**
     * A teacher's voice correction for a mark (the file at `path`, which the caller removes): audio of 3
     * to 10 seconds, kept and queued for conversion; it replaces an earlier correction of the mark.
     */
    async correct(actor: AuthUser, markId: string, upload: { path: string; size: number }) {
      const mark = await adminRepo.markOf(db, markId, ownedBy(actor));
      if (!mark) throw new DomainError('MARK_NOT_FOUND');
      const checked = await checkAudio(
        tools,
        upload.path,
        { minMs: CORRECTION_MIN_MS - CORRECTION_GRACE_MS, maxMs: CORRECTION_MAX_MS + CORRECTION_GRACE_MS },
        { tooShort: 'CORRECTION_TOO_SHORT', tooLong: 'CORRECTION_TOO_LONG' },
      );
      const id = randomUUID();
      await storage.putFile(audioSourceKey(id), upload.path, 'application/octet-stream');
      try {
        await db.transaction(async (tx) => {
          const practice = await lockWaiting(tx, mark.practiceId);
          if (practice.round !== mark.round) throw new DomainError('PRACTICE_NOT_SUBMITTED');
          const now = clock.now();
          await repo.insertAudio(tx, {
            id,
            kind: 'correction',
            status: 'queued',
            size: upload.size,
            durationMs: checked.durationMs,
            container: checked.container,
            createdBy: actor.id,
            createdAt: now,
            updatedAt: now,
          });
          await adminRepo.setCorrection(tx, mark.id, id);
          await audit(tx, {
            actor,
            action: 'practice.correction',
            target: `practice-mark:${mark.id}`,
            before: { correction: mark.correctionId },
            after: { correction: id, duration_ms: checked.durationMs, bytes: upload.size },
          });
          await onQueued(tx, id);
        });
      } catch (error) {
        await storage.delete(audioSourceKey(id)).catch(() => {});
        throw error;
      }
      const found = await adminRepo.markWithCorrection(db, mark.id);
      if (!found) throw new DomainError('MARK_NOT_FOUND');
      return found;
    },
  };
}

export type PracticeAdmin = ReturnType<typeof createPracticeAdmin>;
