import type { V3Schemas } from '@tilawat/sdk';
import type { Label } from '../copy/labels';
import { type MistakeGroup, mistakeCategoryWords, mistakeSeverityWords } from '../copy/rubric';

export { ayahVerdicts, mistakeGroups, practiceStatuses } from '../copy/rubric';

export type MistakeCategory = V3Schemas['MistakeCategory'];
export type MistakeSeverity = V3Schemas['MistakeSeverity'];
export type AyahVerdict = V3Schemas['AyahVerdict'];
export type PracticeStatus = V3Schemas['PracticeStatus'];
export type PracticeScore = V3Schemas['PracticeScore'];
export type PracticeDeduction = V3Schemas['PracticeDeduction'];

export type { MistakeGroup } from '../copy/rubric';

export interface CategoryInfo extends Label {
  /** A one-line reminder of what the rule is, in Bengali. */
  hint: string;
  group: MistakeGroup;
  /** The key that chooses it in the console's review (one character, unique). */
  shortcut: string;
}

/**
 * The rubric's categories (issue 20), in the order the console's picker shows them, each with its
 * Bengali name and reminder (copy/rubric.ts), its group and a keyboard shortcut: the letters'
 * articulation and qualities, vowels, nasalisation, lengthening, echo; the noon and meem sakin rules;
 * stopping and resuming.
 */
export const mistakeCategories: Record<MistakeCategory, CategoryInfo> = {
  makharij: { ...mistakeCategoryWords.makharij, group: 'letters', shortcut: '1' },
  sifat: { ...mistakeCategoryWords.sifat, group: 'letters', shortcut: '2' },
  harakat: { ...mistakeCategoryWords.harakat, group: 'letters', shortcut: '3' },
  ghunnah: { ...mistakeCategoryWords.ghunnah, group: 'letters', shortcut: '4' },
  madd: { ...mistakeCategoryWords.madd, group: 'letters', shortcut: '5' },
  qalqalah: { ...mistakeCategoryWords.qalqalah, group: 'letters', shortcut: '6' },
  izhar: { ...mistakeCategoryWords.izhar, group: 'noon-meem', shortcut: 'q' },
  idgham: { ...mistakeCategoryWords.idgham, group: 'noon-meem', shortcut: 'w' },
  ikhfa: { ...mistakeCategoryWords.ikhfa, group: 'noon-meem', shortcut: 'e' },
  iqlab: { ...mistakeCategoryWords.iqlab, group: 'noon-meem', shortcut: 'r' },
  waqf: { ...mistakeCategoryWords.waqf, group: 'stops', shortcut: 'a' },
  ibtida: { ...mistakeCategoryWords.ibtida, group: 'stops', shortcut: 's' },
};

/** The categories in the picker's order. */
export const mistakeCategoryOrder = Object.keys(mistakeCategories) as MistakeCategory[];

export const mistakeSeverities: Record<MistakeSeverity, Label & { hint: string; shortcut: string }> = {
  jali: { ...mistakeSeverityWords.jali, shortcut: 'j' },
  khafi: { ...mistakeSeverityWords.khafi, shortcut: 'k' },
};

/** The rubric as data: the most a practice scores, what each severity costs, how often a repeat counts. */
export interface Rubric {
  max: number;
  deduction: Record<MistakeSeverity, number>;
  /** The same mistake (category and severity) is deducted at most this many times in one review. */
  repeatLimit: number;
}

/**
 * Tilawat's rubric, after the way competitions and madrasas grade: a clear mistake (jali) costs
 * three points, a hidden one (khafi) one point, out of 100; the same kind of mistake is deducted at
 * most three times, so that one habit does not sink a whole recitation. Never below zero.
 */
export const RUBRIC: Rubric = { max: 100, deduction: { jali: 3, khafi: 1 }, repeatLimit: 3 };

/** A mark as the rubric reads it. */
export interface ScoredMark {
  category: MistakeCategory;
  severity: MistakeSeverity;
}

/**
 * The one scoring function (the api stores its result, the site shows its breakdown): the marks of
 * one review grouped by category and severity, each group deducted for at most `repeatLimit` marks,
 * the deductions most costly first (then in the picker's order).
 */
export function scoreRecitation(marks: readonly ScoredMark[], rubric: Rubric = RUBRIC): PracticeScore {
  const groups = new Map<string, PracticeDeduction>();
  for (const { category, severity } of marks) {
    const key = `${category}:${severity}`;
    const group = groups.get(key) ?? { category, severity, count: 0, counted: 0, points: 0 };
    group.count += 1;
    group.counted = Math.min(group.count, rubric.repeatLimit);
    group.points = group.counted * rubric.deduction[severity];
    groups.set(key, group);
  }
  const order = (d: PracticeDeduction) =>
    mistakeCategoryOrder.indexOf(d.category) * 2 + (d.severity === 'jali' ? 0 : 1);
  const deductions = [...groups.values()].sort((a, b) => b.points - a.points || order(a) - order(b));
  const lost = deductions.reduce((sum, d) => sum + d.points, 0);
  return { score: Math.max(0, rubric.max - lost), max: rubric.max, deductions };
}
