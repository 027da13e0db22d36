// The practice side of learners' days of memorisation (issue 41): what the hifz area asks of this one. A
// recitation of the day is a practice assignment for its learner alone, marked with its tier: recorded on
// `/practice/{id}` with the practice's recorder, sent to the teacher's review queue like any other, and not
// listed with the teacher's assignments. Its review tells the hifz area (core/hifz-steps.ts).
import type { HifzTier } from '@tilawat/domain/hifz';
import { hifzTierWords } from '@tilawat/domain/hifz';
import type { Db, Tx } from '../../db/client';
import * as repo from './hifz-practices.repository';
import type { PracticeRow } from './practice.repository';
import { ayahRange, surahName } from './quran';

export { surahName };

/** Makes the practice a recitation of the day is recorded on; its id. */
export function openHifzPractice(
  tx: Tx,
  recitation: {
    batchId: number;
    learnerId: string;
    surah: number;
    ayahFrom: number;
    ayahTo: number;
    tier: HifzTier;
    dueAt: Date;
    at: Date;
  },
): Promise<number> {
  const words = hifzTierWords[recitation.tier];
  return repo.insertHifzAssignment(tx, {
    batchId: recitation.batchId,
    learnerId: recitation.learnerId,
    surah: recitation.surah,
    ayahFrom: recitation.ayahFrom,
    ayahTo: recitation.ayahTo,
    focus: `হিফজ — ${words.bn}: ${words.hint}`,
    dueAt: recitation.dueAt,
    // the learner's day made it; no teacher assigned it
    createdBy: recitation.learnerId,
    createdAt: recitation.at,
    hifzTier: recitation.tier,
  });
}

/** Where the learner stands in each practice (none: nothing recorded yet — `assigned`). */
export async function hifzPracticeStates(
  db: Db | Tx,
  learnerId: string,
  assignmentIds: readonly number[],
): Promise<Map<number, PracticeRow['status']>> {
  const rows = await repo.practiceStates(db, learnerId, assignmentIds);
  return new Map(rows.map((row) => [row.assignmentId, row.status]));
}

/**
 * A surah's ayahs `from`–`to`, word by word, each word with how many marks the learner's recitations of
 * it received before (in any practice): the weak words a learner sees before a revision.
 */
export async function ayahsWithMarks(
  db: Db | Tx,
  learnerId: string,
  surah: number,
  from: number,
  to: number,
) {
  const [ayahs, counts] = await Promise.all([
    ayahRange(surah, from, to),
    repo.wordMarkCounts(db, learnerId, surah, from, to),
  ]);
  const marks = new Map(counts.map((row) => [`${row.ayah}:${row.word}`, row.count]));
  return ayahs.map((ayah) => ({
    number: ayah.number,
    words: ayah.words.map((text, index) => ({
      index,
      text,
      marks: marks.get(`${ayah.number}:${index}`) ?? 0,
    })),
  }));
}
