// From a teacher's marks to a rating of memorisation (issue 41): the one rule that turns a review of a
// recitation into FSRS's four grades, for each unit of the plan the recitation covered.
import type { MistakeCategory, MistakeSeverity } from '../recitation/rubric';
import { RUBRIC } from '../recitation/rubric';

/** FSRS's four grades, as the contract names them. */
export type HifzRating = 'again' | 'hard' | 'good' | 'easy';

/** Who rated a revision: the teacher who reviewed it, or the learner alone (weighs less). */
export type HifzRatingSource = 'teacher' | 'self';

/** A mark on a word of one of the unit's ayahs. */
export interface HifzMark {
  category: MistakeCategory;
  severity: MistakeSeverity;
}

/**
 * What a mark says of memory, as a share of the rubric's deduction: a mistake of the letters, the
 * vowels and the noon and meem rules counts whole; a stop or a restart in the wrong place (waqf,
 * ibtida) counts half — the ayah was remembered, its breath was misplaced.
 */
const categoryWeight = (category: MistakeCategory) =>
  category === 'waqf' || category === 'ibtida' ? 0.5 : 1;

/** The weight of a unit's marks in the rubric's points: a clear (jali) mistake 3, a hidden (khafi) one 1. */
export function markPoints(marks: readonly HifzMark[]): number {
  return marks.reduce(
    (sum, mark) => sum + RUBRIC.deduction[mark.severity] * categoryWeight(mark.category),
    0,
  );
}

/** The points from which a review rates a unit `again` (two clear mistakes) and `hard` (two hidden ones). */
export const AGAIN_POINTS = 2 * RUBRIC.deduction.jali;
export const HARD_POINTS = 2 * RUBRIC.deduction.khafi;

/**
 * A unit's rating from one review of a recitation that covered it:
 * - `again` — an ayah of the unit judged `needs-work` (the teacher asks for it again), or marks worth
 *   two clear mistakes or more;
 * - `hard` — marks worth two hidden mistakes or more (one clear one, two hidden ones);
 * - `good` — at most one hidden slip (or one misplaced stop);
 * - `easy` — no mark at all, and the unit's previous rating by a teacher was `good` or `easy`: clean
 *   twice running. A first clean recitation is `good`, so that a new memorisation is not sent away for
 *   a week on one hearing.
 */
export function hifzRating(review: {
  marks: readonly HifzMark[];
  verdicts: readonly ('correct' | 'needs-work')[];
  previous: HifzRating | null;
}): HifzRating {
  if (review.verdicts.includes('needs-work')) return 'again';
  const points = markPoints(review.marks);
  if (points >= AGAIN_POINTS) return 'again';
  if (points >= HARD_POINTS) return 'hard';
  if (points > 0) return 'good';
  return review.previous === 'good' || review.previous === 'easy' ? 'easy' : 'good';
}
