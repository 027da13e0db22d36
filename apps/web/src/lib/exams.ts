import { examStates, formatDateTime } from '@tilawat/domain';
import type { V3Schemas } from '@tilawat/sdk';
import { webBn } from '~/copy/bn';
import { examPath } from './paths';

type ExamSummary = V3Schemas['ExamSummary'];

const copy = webBn.exam;

/** One exam as the batch page lists it: a link named by its title, its state in words and the facts beside it. */
export interface ExamLinkItem {
  id: number;
  href: string;
  title: string;
  state: ExamSummary['state'];
  /** The state in Bengali (domain's `examStates`). */
  stateLabel: string;
  tone: (typeof examStates)[ExamSummary['state']]['tone'];
  facts: string[];
}

/**
 * What a learner weighs before opening an exam: its length and questions, then what their state
 * makes useful — when it opens, the attempts left while they may still take it, the last score.
 */
export function examLinkItem(exam: ExamSummary): ExamLinkItem {
  const left = Math.max(0, exam.attempts_allowed - exam.attempts_used);
  const facts = [copy.minutes(exam.duration_minutes), copy.questions(exam.questions_count)];
  if (exam.state === 'not-open') facts.push(copy.opensAt(formatDateTime(exam.opens_at)));
  if (exam.state === 'open' || exam.state === 'failed') facts.push(copy.attemptsLeft(left));
  if (exam.score !== null && exam.state !== 'pending') facts.push(copy.score(exam.score, exam.total_marks));
  const label = examStates[exam.state];
  return {
    id: exam.id,
    href: examPath(exam.id),
    title: exam.title,
    state: exam.state,
    stateLabel: label.bn,
    tone: label.tone,
    facts,
  };
}

/** A batch's exams split by the module they close (in the api's order), and the finals (no module). */
export function examsByModule(exams: readonly ExamSummary[]): {
  byModule: Map<number, ExamLinkItem[]>;
  finals: ExamLinkItem[];
} {
  const byModule = new Map<number, ExamLinkItem[]>();
  const finals: ExamLinkItem[] = [];
  for (const exam of exams) {
    const item = examLinkItem(exam);
    if (exam.module_id === null) finals.push(item);
    else byModule.set(exam.module_id, [...(byModule.get(exam.module_id) ?? []), item]);
  }
  return { byModule, finals };
}
