// A learner's day of memorisation (issue 41), as Quran schools plan it: the sabaq (new ayahs), the sabqi
// (the last week's sabaq, recited daily) and the manzil (older units in rotation, when FSRS says they are
// due) — all within the teacher's daily limit of ayahs. The plan never punishes a missed day: the new
// ayahs go on from where the learner stopped, not from the calendar, and the manzil that fell due while
// they were away comes back most overdue first, a day's limit at a time.
import { shiftDay } from '../rules/study-streak';
import { splitBySurah, surahEnd } from './mushaf';
import type { HifzRating } from './rating';

export type HifzTier = 'sabaq' | 'sabqi' | 'manzil';
export type HifzAyahState = 'memorised' | 'shaky' | 'due' | 'not-started';

/** The sabqi is the sabaq of this many days before today. */
export const SABQI_DAYS = 7;

/** A target as the plan reads it: ayahs by their place in the mushaf (1–6,236). */
export interface HifzTargetRule {
  first: number;
  last: number;
  dailyNew: number;
  dailyLimit: number;
  unitAyahs: number;
}

/** A memorised unit: a range inside one surah, when it was first given, and its FSRS review. */
export interface HifzUnitState {
  first: number;
  last: number;
  /** The day (Asia/Dhaka) it was given as sabaq; null when the teacher took it as already memorised. */
  introducedOn: string | null;
  /** When FSRS next wants it (a unit just given is due at once). */
  due: Date;
  /** Its last rating, by a teacher or by the learner. */
  lastRating: HifzRating | null;
}

/** A recitation of the day: one tier, a range inside one surah. */
export interface HifzDayItem {
  tier: HifzTier;
  first: number;
  last: number;
}

const size = (item: { first: number; last: number }) => item.last - item.first + 1;

/** The units of the ayahs `first`–`last` (each inside one surah, `unitAyahs` long at most). */
export function unitsOf(first: number, last: number, unitAyahs: number): { first: number; last: number }[] {
  const units: { first: number; last: number }[] = [];
  for (const part of splitBySurah(first, last)) {
    for (let at = part.first; at <= part.last; at += unitAyahs) {
      units.push({ first: at, last: Math.min(part.last, at + unitAyahs - 1) });
    }
  }
  return units;
}

/** The runs of the ayahs `first`–`last` that none of `units` covers (the ayahs still to be made units). */
export function uncoveredRuns(
  first: number,
  last: number,
  units: readonly { first: number; last: number }[],
): { first: number; last: number }[] {
  const runs: { first: number; last: number }[] = [];
  for (let at = first; at <= last; at++) {
    if (units.some((unit) => unit.first <= at && at <= unit.last)) continue;
    const open = runs.at(-1);
    if (open && open.last + 1 === at) open.last = at;
    else runs.push({ first: at, last: at });
  }
  return runs;
}

/** Runs of units that follow each other in one surah, as items of one tier. */
function itemsOf(tier: HifzTier, units: readonly { first: number; last: number }[]): HifzDayItem[] {
  const items: HifzDayItem[] = [];
  for (const unit of [...units].sort((a, b) => a.first - b.first)) {
    const open = items.at(-1);
    if (open && open.last + 1 === unit.first && surahEnd(open.first) === surahEnd(unit.first)) {
      open.last = unit.last;
    } else {
      items.push({ tier, first: unit.first, last: unit.last });
    }
  }
  return items;
}

const covers = (items: readonly HifzDayItem[], unit: { first: number; last: number }) =>
  items.some((item) => item.first <= unit.first && unit.last <= item.last);

/**
 * Today's recitations. `started` are the ones the learner already began (or rated) today: they stay on
 * the list and count against the limit. Then, while the limit allows:
 * - the sabaq: the next `dailyNew` ayahs from `next`, never past the end of the surah it is in (none
 *   once the target is given, or when a sabaq was begun today);
 * - the sabqi: the units given in the seven days before today, in the mushaf's order;
 * - the manzil: the older units (and those taken as memorised) that are due by the end of today, most
 *   overdue first — the ones that do not fit wait for the next day.
 * A unit larger than what is left of the limit waits too; the limit is never passed.
 */
export function planHifzDay(input: {
  target: HifzTargetRule;
  next: number | null;
  units: readonly HifzUnitState[];
  today: string;
  /** The end of today (Asia/Dhaka). */
  dayEnd: Date;
  started: readonly HifzDayItem[];
}): HifzDayItem[] {
  const { target, today } = input;
  const items: HifzDayItem[] = [...input.started];
  let left = target.dailyLimit - items.reduce((sum, item) => sum + size(item), 0);

  if (input.next !== null && input.next <= target.last && !items.some((item) => item.tier === 'sabaq')) {
    const last = Math.min(
      input.next + Math.min(target.dailyNew, left) - 1,
      target.last,
      surahEnd(input.next),
    );
    if (last >= input.next) {
      items.push({ tier: 'sabaq', first: input.next, last });
      left -= last - input.next + 1;
    }
  }

  const weekAgo = shiftDay(today, -SABQI_DAYS);
  const open = input.units.filter((unit) => !covers(items, unit));
  const take = (units: readonly HifzUnitState[]) => {
    const taken: HifzUnitState[] = [];
    for (const unit of units) {
      if (size(unit) > left) break;
      taken.push(unit);
      left -= size(unit);
    }
    return taken;
  };

  const recent = open
    .filter((unit) => unit.introducedOn !== null && unit.introducedOn >= weekAgo && unit.introducedOn < today)
    .sort((a, b) => a.first - b.first);
  items.push(...itemsOf('sabqi', take(recent)));

  const due = open
    .filter((unit) => (unit.introducedOn === null || unit.introducedOn < weekAgo) && unit.due <= input.dayEnd)
    .sort((a, b) => a.due.getTime() - b.due.getTime() || a.first - b.first);
  items.push(...itemsOf('manzil', take(due)));
  return items;
}

/** Where a unit stands: due (by the end of today; a unit just given is), shaky (last rated again or hard), memorised. */
export function unitState(unit: HifzUnitState, dayEnd: Date): Exclude<HifzAyahState, 'not-started'> {
  if (unit.due <= dayEnd) return 'due';
  if (unit.lastRating === 'again' || unit.lastRating === 'hard') return 'shaky';
  return 'memorised';
}

/** Every ayah of the target, surah by surah, with its state and its unit; and the count of each state. */
export function hifzMap(target: HifzTargetRule, units: readonly HifzUnitState[], dayEnd: Date) {
  const byAyah = new Map<number, HifzUnitState>();
  for (const unit of units) for (let at = unit.first; at <= unit.last; at++) byAyah.set(at, unit);
  const counts: Record<HifzAyahState, number> = { memorised: 0, shaky: 0, due: 0, 'not-started': 0 };
  const surahs = splitBySurah(target.first, target.last).map((part) => {
    const ayahs: { state: HifzAyahState; unit: HifzUnitState | null }[] = [];
    for (let at = part.first; at <= part.last; at++) {
      const unit = byAyah.get(at) ?? null;
      const state = unit ? unitState(unit, dayEnd) : 'not-started';
      counts[state] += 1;
      ayahs.push({ state, unit });
    }
    return { first: part.first, ayahs };
  });
  return { surahs, counts };
}

/**
 * The days on which units taken as memorised (a plan moved forward) are first heard: `perDay` units a
 * day from `from` on, in the mushaf's order, so that they join the manzil a day's share at a time.
 */
export function spreadFirstReviews(count: number, perDay: number, from: string): string[] {
  const share = Math.max(1, perDay);
  return Array.from({ length: count }, (_, i) => shiftDay(from, Math.floor(i / share)));
}
