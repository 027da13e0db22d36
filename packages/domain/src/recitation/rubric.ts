import type { V3Schemas } from '@tilawat/sdk';
import type { Label } from '../enums/labels';

export type MistakeCategory = V3Schemas['MistakeCategory'];
export type MistakeSeverity = V3Schemas['MistakeSeverity'];
export type AyahVerdict = V3Schemas['AyahVerdict'];
export type PracticeStatus = V3Schemas['PracticeStatus'];
export type PracticeScore = V3Schemas['PracticeScore'];
export type PracticeDeduction = V3Schemas['PracticeDeduction'];

/** Which tradition of faults a category belongs to, shown as the picker's groups. */
export type MistakeGroup = 'letters' | 'noon-meem' | 'stops';

export interface CategoryInfo extends Label {
  /** A one-line reminder of what the rule is, in Bengali. */
  hint: string;
  group: MistakeGroup;
  /** The key that chooses it in the console's review (one character, unique). */
  shortcut: string;
}

/**
 * The rubric's categories (issue 20), in the order the console's picker shows them, each with its
 * Bengali name, a reminder and a keyboard shortcut: the letters' articulation and qualities, vowels,
 * nasalisation, lengthening, echo; the noon and meem sakin rules; stopping and resuming.
 */
export const mistakeCategories: Record<MistakeCategory, CategoryInfo> = {
  makharij: { en: 'Makharij', bn: 'মাখরাজ', hint: 'হরফের উচ্চারণস্থল', group: 'letters', shortcut: '1' },
  sifat: { en: 'Sifat', bn: 'সিফাত', hint: 'হরফের গুণ (মোটা-চিকন, জোর-নরম)', group: 'letters', shortcut: '2' },
  harakat: {
    en: 'Harakat',
    bn: 'হরকত',
    hint: 'যবর, যের, পেশ বা সুকুন বদলে যাওয়া',
    group: 'letters',
    shortcut: '3',
  },
  ghunnah: { en: 'Ghunnah', bn: 'গুন্নাহ', hint: 'নাকে টেনে পড়া', group: 'letters', shortcut: '4' },
  madd: { en: 'Madd', bn: 'মাদ', hint: 'টেনে পড়ার পরিমাণ', group: 'letters', shortcut: '5' },
  qalqalah: { en: 'Qalqalah', bn: 'কলকলাহ', hint: 'প্রতিধ্বনি করে পড়া', group: 'letters', shortcut: '6' },
  izhar: { en: 'Izhar', bn: 'ইযহার', hint: 'নূন বা মীম সাকিন স্পষ্ট করে পড়া', group: 'noon-meem', shortcut: 'q' },
  idgham: { en: 'Idgham', bn: 'ইদগাম', hint: 'পরের হরফে মিলিয়ে পড়া', group: 'noon-meem', shortcut: 'w' },
  ikhfa: { en: 'Ikhfa', bn: 'ইখফা', hint: 'গোপন করে গুন্নাহসহ পড়া', group: 'noon-meem', shortcut: 'e' },
  iqlab: { en: 'Iqlab', bn: 'ইকলাব', hint: 'নূন সাকিনকে মীমে বদলে পড়া', group: 'noon-meem', shortcut: 'r' },
  waqf: { en: 'Waqf', bn: 'ওয়াকফ', hint: 'থামার জায়গা ও নিয়ম', group: 'stops', shortcut: 'a' },
  ibtida: { en: 'Ibtida', bn: 'ইবতিদা', hint: 'থামার পর কোথা থেকে শুরু', group: 'stops', shortcut: 's' },
};

/** The categories in the picker's order. */
export const mistakeCategoryOrder = Object.keys(mistakeCategories) as MistakeCategory[];

/** The groups' Bengali headings. */
export const mistakeGroups: Record<MistakeGroup, Label> = {
  letters: { en: 'Letters and tajweed', bn: 'হরফ ও তাজবিদ' },
  'noon-meem': { en: 'Noon and meem sakin', bn: 'নূন ও মীম সাকিন' },
  stops: { en: 'Stopping and starting', bn: 'থামা ও শুরু করা' },
};

export const mistakeSeverities: Record<MistakeSeverity, Label & { hint: string; shortcut: string }> = {
  jali: { en: 'Clear (lahn jali)', bn: 'স্পষ্ট ভুল (লাহনে জলি)', hint: 'হরফ, হরকত বা অর্থ বদলে যায়', shortcut: 'j' },
  khafi: {
    en: 'Hidden (lahn khafi)',
    bn: 'গোপন ভুল (লাহনে খফি)',
    hint: 'তাজবিদের ভুল, অর্থ বদলায় না',
    shortcut: 'k',
  },
};

export const ayahVerdicts: Record<AyahVerdict, Label> = {
  correct: { en: 'Correct', bn: 'সঠিক' },
  'needs-work': { en: 'Needs work', bn: 'আবার অনুশীলন দরকার' },
};

export const practiceStatuses: Record<PracticeStatus, Label> = {
  assigned: { en: 'To record', bn: 'রেকর্ড করা বাকি' },
  submitted: { en: 'Waiting for the teacher', bn: 'শিক্ষকের দেখার অপেক্ষায়' },
  reviewed: { en: 'Reviewed', bn: 'দেখা হয়েছে' },
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
