// A learner's reviewed practices as a guardian sees them (issue 41): each one's last review — the score,
// every ayah's verdict and the marks with the teacher's notes and voice corrections (signed links, as the
// learner's own page gives them). The learner's recordings are left out. Read for the guardians area.
import type { V3Schemas } from '@tilawat/sdk';
import type { Db } from '../../db/client';
import type { PracticeJson } from './practice.json';
import * as repo from './practice.repository';
import { surahName } from './quran';

type GuardianPractice = V3Schemas['GuardianPractice'];

/** The learner's last `limit` reviewed practices (teachers' assignments, exams' recitations, hifz), newest review first. */
export async function reviewedPracticesOf(
  db: Db,
  json: PracticeJson,
  learnerId: string,
  limit = 20,
): Promise<GuardianPractice[]> {
  const rows = await repo.reviewedOf(db, learnerId, limit);
  return Promise.all(
    rows.map(async ({ assignment, practice }) => {
      const round = repo.reviewedRound(practice);
      const [verdicts, marks] = await Promise.all([
        repo.verdictsOf(db, practice.id, round),
        repo.marksOf(db, practice.id, round),
      ]);
      const ayahs: GuardianPractice['ayahs'] = [];
      for (let number = assignment.ayahFrom; number <= assignment.ayahTo; number++) {
        ayahs.push({
          number,
          verdict: verdicts.get(number) ?? null,
          marks: marks.filter((mark) => mark.ayah === number).map(json.markJson),
        });
      }
      return {
        id: assignment.id,
        surah: assignment.surah,
        surah_name: surahName(assignment.surah),
        ayah_from: assignment.ayahFrom,
        ayah_to: assignment.ayahTo,
        hifz_tier: assignment.hifzTier,
        score: practice.score,
        reviewed_at: practice.reviewedAt?.toISOString() ?? null,
        ayahs,
      };
    }),
  );
}
