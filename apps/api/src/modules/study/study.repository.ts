// The study area's reads and writes (issue 40). Other areas mark a learner's day of study through
// {@link recordStudy} and never read these tables.
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { dhakaDay } from '../../core/clock';
import type { Db, Tx } from '../../db/client';
import { col } from '../../db/sql';
import { studyDays, studyGoals } from './study.table';

/** How far back a moment may mark a day: a position sent late from a phone that was offline, up to a week. */
const LATE_DAYS_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Marks the Asia/Dhaka day of `at` as a day of study of the learner, adding `watchedSeconds` of lessons
 * watched (0 for practice, an exam or a class). One row per learner and day: doing more that day adds
 * nothing but its watched seconds. A moment more than a week before `now`, or after it, marks nothing.
 */
export async function recordStudy(
  db: Db | Tx,
  { userId, at, now, watchedSeconds = 0 }: { userId: string; at: Date; now: Date; watchedSeconds?: number },
): Promise<void> {
  if (at.getTime() > now.getTime() || now.getTime() - at.getTime() > LATE_DAYS_MS) return;
  const seconds = Math.max(0, Math.min(86_400, Math.round(watchedSeconds)));
  await db
    .insert(studyDays)
    .values({ userId, day: dhakaDay(at), watchedSeconds: seconds, updatedAt: now })
    .onConflictDoUpdate({
      target: [studyDays.userId, studyDays.day],
      set: {
        watchedSeconds: sql`least(86400, ${col(studyDays.watchedSeconds)} + excluded.watched_seconds)`,
        updatedAt: now,
      },
    });
}

/** Every day of study of the learner, oldest first (the longest streak needs them all). */
export async function studyDaysOf(db: Db | Tx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ day: studyDays.day })
    .from(studyDays)
    .where(eq(studyDays.userId, userId))
    .orderBy(asc(studyDays.day));
  return rows.map((row) => row.day);
}

/** The learner's days of study from `from` to `to` (inclusive), with their watched seconds. */
export async function studyWeekOf(db: Db | Tx, userId: string, from: string, to: string) {
  return db
    .select({ day: studyDays.day, watchedSeconds: studyDays.watchedSeconds })
    .from(studyDays)
    .where(and(eq(studyDays.userId, userId), gte(studyDays.day, from), lte(studyDays.day, to)));
}

export async function studyGoalOf(db: Db | Tx, userId: string): Promise<number | null> {
  const [row] = await db
    .select({ minutes: studyGoals.weeklyMinutes })
    .from(studyGoals)
    .where(eq(studyGoals.userId, userId));
  return row?.minutes ?? null;
}

export async function setStudyGoal(db: Db | Tx, userId: string, minutes: number, at: Date): Promise<void> {
  await db
    .insert(studyGoals)
    .values({ userId, weeklyMinutes: minutes, updatedAt: at })
    .onConflictDoUpdate({ target: studyGoals.userId, set: { weeklyMinutes: minutes, updatedAt: at } });
}

/**
 * The seconds of a lesson a new watch position adds to the day (issue 40): how far the player moved since
 * the learner's last position in that recording, no more than the time between the two reports allows
 * (up to 1.5× and a little slack) and at most two minutes; nothing for a position sent again, one moved
 * back, or a report older than the last. The first report of a recording counts its position, up to 15 s.
 */
export function watchedCredit(
  before: { position: number; at: Date | null } | undefined,
  after: { position: number; at: Date },
): number {
  if (!before || before.at === null) return Math.max(0, Math.min(after.position, 15));
  const moved = after.position - before.position;
  const elapsed = (after.at.getTime() - before.at.getTime()) / 1000;
  if (moved <= 0 || elapsed <= 0) return 0;
  return Math.min(moved, elapsed * 1.5 + 2, 120);
}
