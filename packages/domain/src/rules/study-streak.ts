/**
 * A learner's days of study (issue 40): a day counts when they watched part of a lesson, recorded a practice
 * ayah, saved an exam answer or joined a class. Days are Asia/Dhaka calendar days (`YYYY-MM-DD`), reckoned by
 * the api from the moment each thing was done, so a learner's own time zone never breaks a streak. The weekly
 * goal is in minutes of lessons watched; a week runs Saturday to Friday, as the Bangladeshi week does.
 */

/** The weekly goal a learner may set, in minutes. */
export const STUDY_GOAL_MINUTES = { min: 10, max: 1800 } as const;

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** The day `days` after `day` (before, when negative), both `YYYY-MM-DD`. */
export function shiftDay(day: string, days: number): string {
  return dayOf(dayNumber(day) + days);
}

/** The seven days, Saturday to Friday, of the week `today` is in. */
export function studyWeek(today: string): string[] {
  const n = dayNumber(today);
  // 1970-01-01 was a Thursday: day 0 → Thursday; Saturday is 2 days later
  const sinceSaturday = (((n - 2) % 7) + 7) % 7;
  const saturday = n - sinceSaturday;
  return Array.from({ length: 7 }, (_, i) => dayOf(saturday + i));
}

export interface StudyStreak {
  /** Days in a row up to today, or up to yesterday while today is not yet a day of study. */
  current: number;
  /** The longest run of days in a row ever. */
  longest: number;
  todayActive: boolean;
}

/** The streaks of a learner's days of study (any order, repeats allowed) as of `today`. */
export function studyStreak(days: readonly string[], today: string): StudyStreak {
  const numbers = [...new Set(days.map(dayNumber))].filter((n) => Number.isFinite(n)).sort((a, b) => a - b);
  let longest = 0;
  let run = 0;
  let previous = Number.NaN;
  for (const n of numbers) {
    run = n === previous + 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = n;
  }
  const have = new Set(numbers);
  const t = dayNumber(today);
  const todayActive = have.has(t);
  let current = 0;
  for (let n = todayActive ? t : t - 1; have.has(n); n -= 1) current += 1;
  return { current, longest, todayActive };
}

/** Whether a weekly goal is one a learner may set: whole minutes within {@link STUDY_GOAL_MINUTES}. */
export function validStudyGoal(minutes: number): boolean {
  return Number.isInteger(minutes) && minutes >= STUDY_GOAL_MINUTES.min && minutes <= STUDY_GOAL_MINUTES.max;
}
