// The learner's side of recitation practice (issue 20): the practices they hold, each ayah by ayah with
// its recording and the last review, sending one to the teacher, their most frequent mistakes, and the
// checks of an ayah's recording coming up through tus (practice-uploads.ts).
import { randomUUID } from 'node:crypto';
import { scoreRecitation, toBengaliDigits } from '@tilawat/domain/rules';
import { msg } from '../../copy/messages';
import type { AuthUser } from '../../core/auth';
import type { Clock } from '../../core/clock';
import { DomainError } from '../../core/errors';
import type { Page, PageQuery } from '../../core/paging';
import type { FileStorage } from '../../core/storage';
import type { Db, Tx } from '../../db/client';
import { MediaCheckTimedOut, type MediaTools, MediaToolsMissing, readHead } from '../../infra/media/ffmpeg';
import { practiceAudioKey } from '../../infra/media/media';
import { type AudioContainer, probeAudio, sniffAudio } from '../../infra/media/transcode-audio';
import * as study from '../study/study.repository';
import type { AyahView, PracticeView } from './practice.json';
import type { AssignmentView, PracticeRow } from './practice.repository';
import * as repo from './practice.repository';
import { ayahRange } from './quran';

/** The longest recording of an ayah: a minute (with half a second's grace for the recorder's own stop). */
export const MAX_RECORDING_MS = 60_000;
const RECORDING_GRACE_MS = 500;

/** Where an uploaded audio's bytes wait for their conversion (a storage key). */
export const audioSourceKey = (id: string) => `${practiceAudioKey(id)}/source`;

/** Ayah numbers as a learner reads them: Bengali digits, comma-separated. */
export const ayahList = (ayahs: readonly number[]) => ayahs.map((n) => toBengaliDigits(String(n))).join(', ');

/**
 * A practice with its ayahs as `round`'s review shows them: each ayah's words and meaning, its current
 * recording, the round's verdict and marks, and whether it waits to be recorded again (judged
 * `needs-work` in the last reviewed round, nothing recorded since). `result` is the rubric's score of
 * the round's marks, or null when none is shown.
 */
export async function practiceView(
  db: Db | Tx,
  row: AssignmentView,
  round: number,
  { withResult }: { withResult: boolean },
): Promise<PracticeView> {
  const { assignment, practice } = row;
  const [ayahs, recordings, verdicts, marks, reviewedVerdicts, exam] = await Promise.all([
    ayahRange(assignment.surah, assignment.ayahFrom, assignment.ayahTo),
    practice ? repo.currentRecordings(db, practice.id) : new Map<number, repo.RecordingWithAudio>(),
    practice ? repo.verdictsOf(db, practice.id, round) : new Map<number, 'correct' | 'needs-work'>(),
    practice ? repo.marksOf(db, practice.id, round) : [],
    practice ? repo.verdictsOf(db, practice.id, repo.reviewedRound(practice)) : new Map(),
    assignment.examSubmissionId === null ? undefined : repo.examOfAttempt(db, assignment.examSubmissionId),
  ]);
  const lastReviewed = repo.reviewedRound(practice);
  const views: AyahView[] = ayahs.map((ayah) => {
    const recording = recordings.get(ayah.number) ?? null;
    return {
      ayah,
      recording,
      verdict: verdicts.get(ayah.number) ?? null,
      marks: marks.filter((mark) => mark.ayah === ayah.number),
      rerecord:
        lastReviewed > 0 &&
        reviewedVerdicts.get(ayah.number) === 'needs-work' &&
        !(recording && recording.round >= lastReviewed),
    };
  });
  return {
    ...row,
    ayahs: views,
    result: withResult && round > 0 ? scoreRecitation(marks) : null,
    exam: exam ? { ...exam, closesAt: assignment.closesAt } : null,
  };
}

/**
 * Which ayahs keep a practice from being sent: before its first send, those without a usable recording
 * (none, or its conversion failed); after a review, those judged `needs-work` without a usable
 * recording made since. Also answers which ayahs are to be sent again after a review.
 */
export function missingAyahs(
  practice: PracticeRow | null,
  ayahNumbers: readonly number[],
  recordings: Map<number, repo.RecordingWithAudio>,
  reviewedVerdicts: Map<number, 'correct' | 'needs-work'>,
): { missing: number[]; toSend: number[] } {
  const usable = (ayah: number, since: number) => {
    const recording = recordings.get(ayah);
    return recording !== undefined && recording.audio.status !== 'failed' && recording.round >= since;
  };
  const lastReviewed = repo.reviewedRound(practice);
  if (lastReviewed === 0) {
    return { missing: ayahNumbers.filter((ayah) => !usable(ayah, 0)), toSend: [...ayahNumbers] };
  }
  const toSend = ayahNumbers.filter((ayah) => reviewedVerdicts.get(ayah) === 'needs-work');
  return { missing: toSend.filter((ayah) => !usable(ayah, lastReviewed)), toSend };
}

/** What an upload's check found: the audio's container and its length. */
export interface CheckedAudio {
  container: AudioContainer;
  durationMs: number;
}

/**
 * An uploaded audio file checked by its first bytes and by ffprobe: an audio stream of at most
 * `maxMs` (and at least `minMs`). Refusals are the failures the caller names; missing tools, and a
 * probe that ran past PROBE_TIMEOUT_SECONDS (killed), are 503.
 */
export async function checkAudio(
  tools: MediaTools,
  path: string,
  limits: { minMs?: number; maxMs: number },
  failures: { tooShort?: 'CORRECTION_TOO_SHORT'; tooLong: 'AUDIO_TOO_LONG' | 'CORRECTION_TOO_LONG' },
): Promise<CheckedAudio> {
  const container = sniffAudio(await readHead(path));
  if (!container) throw new DomainError('AUDIO_INVALID');
  let probed: Awaited<ReturnType<typeof probeAudio>>;
  try {
    probed = await probeAudio(tools, path, container);
  } catch (error) {
    if (error instanceof MediaToolsMissing) throw new DomainError('AUDIO_TOOLS_MISSING');
    if (error instanceof MediaCheckTimedOut) throw new DomainError('AUDIO_CHECK_TIMEOUT');
    throw error;
  }
  if (!probed) throw new DomainError('AUDIO_INVALID');
  if (probed.durationMs > limits.maxMs) throw new DomainError(failures.tooLong);
  if (limits.minMs !== undefined && probed.durationMs < limits.minMs && failures.tooShort)
    throw new DomainError(failures.tooShort);
  return { container, durationMs: probed.durationMs };
}

export function createPracticeService({
  db,
  clock,
  storage,
  tools,
  onQueued,
}: {
  db: Db;
  clock: Clock;
  storage: FileStorage;
  tools: MediaTools;
  /** Queues an audio's conversion, in the transaction that records it. */
  onQueued: (tx: Tx, audioId: string) => Promise<unknown>;
}) {
  /** An assignment the learner holds (theirs alone, or their active batch's), with their practice; 404 otherwise. */
  async function held(user: AuthUser, id: number): Promise<AssignmentView> {
    const row = await repo.learnerAssignment(db, user.id, id, clock.now());
    if (!row) throw new DomainError('PRACTICE_NOT_FOUND');
    return row;
  }

  /** The practice as its learner sees it: the last reviewed round's verdicts, marks and score. */
  const learnerView = (row: AssignmentView) =>
    practiceView(db, row, repo.reviewedRound(row.practice), { withResult: true });

  /**
   * The ayahs of a practice its learner may record now: none while an exam's practice is closed or the
   * practice waits for the teacher; after a review, those judged `needs-work`; else every ayah of it.
   */
  async function openAyahs(
    conn: Db | Tx,
    row: AssignmentView,
    practice: PracticeRow | null,
  ): Promise<number[]> {
    const { assignment } = row;
    if (assignment.closesAt && clock.now() >= assignment.closesAt) return [];
    if (practice?.status === 'submitted') return [];
    const all = Array.from(
      { length: assignment.ayahTo - assignment.ayahFrom + 1 },
      (_, i) => assignment.ayahFrom + i,
    );
    const lastReviewed = repo.reviewedRound(practice);
    if (!practice || lastReviewed === 0) return all;
    const verdicts = await repo.verdictsOf(conn, practice.id, lastReviewed);
    return all.filter((ayah) => verdicts.get(ayah) === 'needs-work');
  }

  /**
   * Whether the ayah may be recorded now: in the assignment's range, an exam's practice only while its
   * attempt runs, the practice not waiting for the teacher, and after a review only an ayah judged
   * `needs-work` (each refusal its own answer). Answers every ayah of the practice open now.
   */
  async function requireOpen(
    conn: Db | Tx,
    row: AssignmentView,
    practice: PracticeRow | null,
    ayah: number,
  ): Promise<number[]> {
    const { assignment } = row;
    if (ayah < assignment.ayahFrom || ayah > assignment.ayahTo)
      throw new DomainError('PRACTICE_AYAH_NOT_FOUND');
    if (assignment.closesAt && clock.now() >= assignment.closesAt)
      throw new DomainError('PRACTICE_EXAM_CLOSED');
    if (practice?.status === 'submitted') throw new DomainError('PRACTICE_ALREADY_SUBMITTED');
    const open = await openAyahs(conn, row, practice);
    if (!open.includes(ayah)) throw new DomainError('AYAH_NOT_OPEN');
    return open;
  }

  return {
    /** One page of the learner's practices (one batch's when given): open ones first. */
    async list(
      user: AuthUser,
      filter: { batchId?: number },
      query: PageQuery,
    ): Promise<Page<AssignmentView>> {
      return repo.learnerAssignmentsPage(db, user.id, clock.now(), filter, query);
    },

    /** A practice the learner holds, ayah by ayah. */
    async detail(user: AuthUser, id: number): Promise<PracticeView> {
      return learnerView(await held(user, id));
    },

    /** The learner's most frequent mistakes over their reviewed practices. */
    mistakes: (user: AuthUser) => repo.mistakeSummary(db, user.id),

    /**
     * Sends the practice to the teacher: every ayah recorded (after a review, every ayah judged
     * `needs-work` recorded again); a new round begins, and the ayahs judged correct keep their verdicts
     * and marks in it. Not ready: 409 naming the ayahs missing. An exam's recitation practice is sent by
     * submitting its attempt, never here: 409 `PRACTICE_IN_EXAM`.
     */
    async submit(user: AuthUser, id: number): Promise<PracticeView> {
      const row = await held(user, id);
      const { assignment } = row;
      if (assignment.examSubmissionId !== null) throw new DomainError('PRACTICE_IN_EXAM');
      const numbers = Array.from(
        { length: assignment.ayahTo - assignment.ayahFrom + 1 },
        (_, i) => assignment.ayahFrom + i,
      );
      await db.transaction(async (tx) => {
        const practice = await repo.lockPracticeOf(tx, assignment.id, user.id);
        if (!practice) {
          throw new DomainError('PRACTICE_INCOMPLETE', { msg: msg.practiceIncomplete(ayahList(numbers)) });
        }
        if (practice.status === 'submitted') throw new DomainError('PRACTICE_ALREADY_SUBMITTED');
        const lastReviewed = repo.reviewedRound(practice);
        const [recordings, verdicts] = await Promise.all([
          repo.currentRecordings(tx, practice.id),
          repo.verdictsOf(tx, practice.id, lastReviewed),
        ]);
        const { missing, toSend } = missingAyahs(practice, numbers, recordings, verdicts);
        if (toSend.length === 0) throw new DomainError('PRACTICE_REVIEWED');
        if (missing.length > 0) {
          throw new DomainError('PRACTICE_INCOMPLETE', { msg: msg.practiceIncomplete(ayahList(missing)) });
        }
        const now = clock.now();
        const round = practice.round + 1;
        await repo.updatePractice(tx, practice.id, { status: 'submitted', round, submittedAt: now });
        if (lastReviewed > 0) await repo.carryCorrectAyahs(tx, practice.id, lastReviewed, round, now);
      });
      return learnerView(await held(user, id));
    },

    /**
     * tus, before an upload is made: the learner holds the assignment and may record the ayah now.
     * Answers the ayahs of it they may record now (at most one unfinished upload each, issue 35).
     */
    async requireOpenAyah(user: AuthUser, assignmentId: number, ayah: number): Promise<number[]> {
      const row = await held(user, assignmentId);
      return requireOpen(db, row, row.practice, ayah);
    },

    /**
     * tus, the last byte of a recording arrived (the file at `path`, which the caller removes): checked
     * to be audio of at most a minute, kept in the storage, made the ayah's recording (the practice is
     * made by the first) and queued for conversion. After a review, the first recording sets the practice
     * to be recorded again (`assigned`).
     */
    async acceptRecording(
      user: AuthUser,
      upload: { assignmentId: number; ayah: number; path: string; size: number },
    ): Promise<string> {
      const row = await held(user, upload.assignmentId);
      await requireOpen(db, row, row.practice, upload.ayah);
      const checked = await checkAudio(
        tools,
        upload.path,
        { maxMs: MAX_RECORDING_MS + RECORDING_GRACE_MS },
        { tooLong: 'AUDIO_TOO_LONG' },
      );
      const id = randomUUID();
      await storage.putFile(audioSourceKey(id), upload.path, 'application/octet-stream');
      try {
        await db.transaction(async (tx) => {
          const now = clock.now();
          const practice = await repo.upsertPractice(tx, upload.assignmentId, user.id, now);
          // the practice may have changed while the bytes came up (sent from another device)
          await requireOpen(tx, row, practice, upload.ayah);
          await repo.insertAudio(tx, {
            id,
            kind: 'recording',
            status: 'queued',
            size: upload.size,
            durationMs: checked.durationMs,
            container: checked.container,
            createdBy: user.id,
            createdAt: now,
            updatedAt: now,
          });
          await repo.insertRecording(tx, {
            id,
            practiceId: practice.id,
            ayah: upload.ayah,
            round: practice.round,
            createdAt: now,
          });
          if (practice.status === 'reviewed')
            await repo.updatePractice(tx, practice.id, { status: 'assigned' });
          // a practice ayah recorded: a day of study (issue 40)
          await study.recordStudy(tx, { userId: user.id, at: now, now });
          await onQueued(tx, id);
        });
      } catch (error) {
        await storage.delete(audioSourceKey(id)).catch(() => {});
        throw error;
      }
      return id;
    },
  };
}

export type PracticeService = ReturnType<typeof createPracticeService>;
