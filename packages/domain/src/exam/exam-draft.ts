import { z } from 'zod';
import type { StorageAdapter } from '../session/storage-adapter';
import { answersFor, type Question, type SubmissionAnswer } from './exam-answers';

/**
 * The copy of a running attempt kept on this device (localStorage), so that answers given without
 * a connection — or in the seconds before a tab closed — are not lost: `synced` is false while it
 * holds answers the server has not acknowledged, and they are sent when the page is back.
 */
export interface ExamDraft {
  examId: number;
  /** The attempt it belongs to (`Exam.attempt.submission_id`): a copy of an older attempt is not reused. */
  submissionId: string;
  answers: SubmissionAnswer[];
  /** Questions marked "for later" (kept only here: the server has no such mark). */
  flagged: number[];
  /** Whether the server has these answers. */
  synced: boolean;
  /** When they last changed on this device (ms, the device's clock): for the learner's record only. */
  changedAt: number;
}

const id = z.number().int().positive();
const draftSchema = z.object({
  examId: id,
  submissionId: z.string().min(1).max(64),
  answers: z
    .array(
      z.object({
        question: id,
        option_ids: z.array(id).min(1).max(50).optional(),
        text: z.string().min(1).max(2000).optional(),
      }),
    )
    .max(200),
  flagged: z.array(id).max(200),
  synced: z.boolean(),
  changedAt: z.number(),
});

/** What every exam copy's key starts with (`examDraftKey`), and nothing else's. */
export const EXAM_DRAFT_KEY_PREFIX = 'tilawat.exam.';

/** Where a learner's copy of an exam is kept: one key per learner and exam, so a shared device never mixes them. */
export function examDraftKey(userId: string, examId: number): string {
  return `${EXAM_DRAFT_KEY_PREFIX}${userId}.${examId}`;
}

/**
 * Removes every exam copy kept on this device, whoever's (the session's `clear`: a logout, or the 401
 * that ends a session). A shared phone then keeps no learner's answers for the next person to read.
 * Answers the server never acknowledged go with them: the server grades what it saved.
 */
export function removeEveryExamDraft(storage: StorageAdapter): void {
  let keys: string[];
  try {
    keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
      (key): key is string => key?.startsWith(EXAM_DRAFT_KEY_PREFIX) === true,
    );
  } catch {
    return; // storage switched off (a private window): nothing was kept
  }
  for (const key of keys) removeExamDraft(storage, key);
}

/** The copy kept on this device, or null when there is none or it cannot be read (then it is removed). */
export function readExamDraft(storage: StorageAdapter, key: string): ExamDraft | null {
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return null; // storage switched off (a private window): nothing was kept
  }
  if (raw === null) return null;
  try {
    const parsed = draftSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data as ExamDraft;
  } catch {
    // not JSON: written by something else
  }
  removeExamDraft(storage, key);
  return null;
}

/** Keeps the copy; answers false when the device refused (storage full or off): the page still saves to the server. */
export function writeExamDraft(storage: StorageAdapter, key: string, draft: ExamDraft): boolean {
  try {
    storage.setItem(key, JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function removeExamDraft(storage: StorageAdapter, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // nothing kept, nothing to remove
  }
}

export interface ResumedAnswers {
  answers: SubmissionAnswer[];
  flagged: number[];
  /** The answers came from this device and the server does not have them yet: send them now. */
  unsent: boolean;
}

/**
 * What a reopened attempt starts from. The server's saved answers are the truth (another device may
 * have saved since) — unless this device holds answers of the same attempt that the server never
 * acknowledged (given offline, or just before the tab closed): those are newer, and are sent.
 * "For later" marks come from the device's copy of the same attempt.
 */
export function resumeAnswers(
  questions: readonly Pick<Question, 'id'>[],
  saved: { submission_id: string; answers: readonly SubmissionAnswer[] },
  draft: ExamDraft | null,
): ResumedAnswers {
  const same = draft !== null && draft.submissionId === saved.submission_id;
  const ids = new Set(questions.map((q) => q.id));
  const flagged = same ? draft.flagged.filter((q) => ids.has(q)) : [];
  if (same && !draft.synced) return { answers: answersFor(questions, draft.answers), flagged, unsent: true };
  return { answers: answersFor(questions, saved.answers), flagged, unsent: false };
}
