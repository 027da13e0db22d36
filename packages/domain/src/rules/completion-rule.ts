// A batch's completion rule (issue 40): what a learner must do for its certificate, and whether they have.
// The api checks it when a learner passes an exam, joins a class or has a recitation reviewed; the console
// shows the same words. One rule, written once.

/** What a batch asks: any mix of its exams passed, a share of its live classes, a final recitation. */
export interface CompletionRule {
  examsPassed: boolean;
  /** At least this share (1–100 %) of the batch's live classes attended; null: not asked. */
  attendancePercent: number | null;
  /** A final recitation whose every ayah a teacher judged correct. */
  finalRecitation: boolean;
}

/** How far a learner is: the batch's exams and live classes, and the recitation's ayahs. */
export interface CompletionCounts {
  examsTotal: number;
  examsPassed: number;
  classesTotal: number;
  classesAttended: number;
  recitationAyahs: number;
  recitationCorrect: number;
}

/** Whether the rule asks anything: a rule that asks nothing issues nothing. */
export const completionAsked = (rule: CompletionRule) =>
  rule.examsPassed || rule.attendancePercent !== null || rule.finalRecitation;

/**
 * Whether a learner meets the rule. A part asked of a batch that has nothing for it (no exam, no live
 * class) is not met: a certificate is earned by doing something, never by a batch being empty.
 */
export function completionMet(rule: CompletionRule, counts: CompletionCounts): boolean {
  if (!completionAsked(rule)) return false;
  if (rule.examsPassed && !(counts.examsTotal > 0 && counts.examsPassed >= counts.examsTotal)) return false;
  if (
    rule.attendancePercent !== null &&
    !(counts.classesTotal > 0 && counts.classesAttended * 100 >= rule.attendancePercent * counts.classesTotal)
  ) {
    return false;
  }
  if (
    rule.finalRecitation &&
    !(counts.recitationAyahs > 0 && counts.recitationCorrect >= counts.recitationAyahs)
  ) {
    return false;
  }
  return true;
}
