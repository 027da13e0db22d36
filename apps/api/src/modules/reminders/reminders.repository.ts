// The reminders' SQL (issue 40): channels, push subscriptions, the reminders planned and sent, short links, and
// what a reminder is about (classes, webinars, practices), read from those areas' tables.
import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { col } from '../../db/sql';
import { users } from '../accounts/accounts.table';
import { enrollments } from '../enrollments/enrollments.table';
import { liveClasses } from '../learning/learning.table';
import { orientationBookings, orientations } from '../orientation/orientation.table';
import { practiceAssignments, practiceAyahVerdicts, practices } from '../practice/practice.table';
import { studyDays } from '../study/study.table';
import {
  pushSubscriptions,
  type ReminderKind,
  reminderSettings,
  reminders,
  shortLinks,
} from './reminders.table';

export type ReminderRow = typeof reminders.$inferSelect;
export type NewReminder = typeof reminders.$inferInsert;
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** A learner's channels, the defaults when they never chose. */
export async function settingsOf(db: Db | Tx, userId: string) {
  const [row] = await db.select().from(reminderSettings).where(eq(reminderSettings.userId, userId));
  return { sms: row?.sms ?? true, email: row?.email ?? true, push: row?.push ?? false };
}

export async function saveSettings(
  db: Db | Tx,
  userId: string,
  values: { sms: boolean; email: boolean; push: boolean },
  at: Date,
): Promise<void> {
  await db
    .insert(reminderSettings)
    .values({ userId, ...values, updatedAt: at })
    .onConflictDoUpdate({ target: reminderSettings.userId, set: { ...values, updatedAt: at } });
}

/** Switches one channel off (an unsubscribe link), keeping the others as they were. */
export async function switchOff(db: Db | Tx, userId: string, channel: 'sms' | 'email' | 'push', at: Date) {
  const now = await settingsOf(db, userId);
  await saveSettings(db, userId, { ...now, [channel]: false }, at);
}

/** Keeps a browser's subscription for the learner (a browser another learner used moves to this one). */
export async function savePushSubscription(
  db: Db | Tx,
  userId: string,
  subscription: { endpoint: string; p256dh: string; auth: string },
): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values({ userId, ...subscription })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: subscription.p256dh, auth: subscription.auth },
    });
}

export async function removePushSubscription(db: Db | Tx, userId: string, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

export async function dropPushSubscription(db: Db | Tx, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export function pushSubscriptionsOf(db: Db | Tx, userId: string): Promise<PushSubscriptionRow[]> {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

export async function pushSubscription(db: Db | Tx, id: string): Promise<PushSubscriptionRow | undefined> {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  return row;
}

const activeAt = (now: Date) =>
  sql`(${col(enrollments.expiresAt)} is null or ${col(enrollments.expiresAt)} > ${now.toISOString()}::timestamptz)`;

/** The live classes starting after `now` and up to `until`, with each learner whose enrollment holds. */
export function upcomingClassLearners(db: Db | Tx, now: Date, until: Date) {
  return db
    .select({ userId: enrollments.userId, classId: liveClasses.id, startsAt: liveClasses.startsAt })
    .from(liveClasses)
    .innerJoin(enrollments, eq(enrollments.batchId, liveClasses.batchId))
    .where(and(gt(liveClasses.startsAt, now), lte(liveClasses.startsAt, until), activeAt(now)));
}

/** The webinars starting after `now` and up to `until`, with each learner who booked a seat. */
export function upcomingWebinarBookings(db: Db | Tx, now: Date, until: Date) {
  return db
    .select({
      userId: orientationBookings.userId,
      webinarId: orientations.id,
      startsAt: orientations.startsAt,
    })
    .from(orientations)
    .innerJoin(orientationBookings, eq(orientationBookings.orientationId, orientations.id))
    .where(and(gt(orientations.startsAt, now), lte(orientations.startsAt, until)));
}

/** Plans reminders: those already planned (the same learner, kind, subject and moment) are left. */
export async function planReminders(db: Db | Tx, rows: readonly NewReminder[]): Promise<ReminderRow[]> {
  if (rows.length === 0) return [];
  return db
    .insert(reminders)
    .values([...rows])
    .onConflictDoNothing()
    .returning();
}

/** The class and webinar reminders still waiting for a moment after `now`. */
export function waitingScheduleReminders(db: Db | Tx, now: Date) {
  return db
    .select({
      id: reminders.id,
      userId: reminders.userId,
      kind: reminders.kind,
      subject: reminders.subject,
      dueAt: reminders.dueAt,
    })
    .from(reminders)
    .where(
      and(
        eq(reminders.status, 'scheduled'),
        gt(reminders.dueAt, now),
        inArray(reminders.kind, ['class-hour', 'class-minutes', 'webinar-day', 'webinar-hour']),
      ),
    );
}

export async function cancelReminders(db: Db | Tx, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(reminders)
    .set({ status: 'cancelled' })
    .where(and(inArray(reminders.id, [...ids]), eq(reminders.status, 'scheduled')));
}

/** The reminder, locked until the transaction ends, while it is still to be sent. */
export async function lockScheduled(tx: Tx, id: string): Promise<ReminderRow | undefined> {
  const [row] = await tx
    .select()
    .from(reminders)
    .where(and(eq(reminders.id, id), eq(reminders.status, 'scheduled')))
    .for('update');
  return row;
}

export async function finishReminder(
  tx: Tx,
  id: string,
  status: 'sent' | 'skipped' | 'cancelled',
  channels: readonly string[],
  at: Date,
): Promise<void> {
  await tx
    .update(reminders)
    .set({ status, channels: [...channels], sentAt: status === 'sent' ? at : null })
    .where(eq(reminders.id, id));
}

export async function reminderById(db: Db | Tx, id: string): Promise<ReminderRow | undefined> {
  const [row] = await db.select().from(reminders).where(eq(reminders.id, id));
  return row;
}

/** Whom a reminder goes to. */
export async function recipient(db: Db | Tx, userId: string) {
  const [row] = await db
    .select({ name: users.name, phone: users.phone, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** A live class as a reminder needs it, and whether the learner's enrollment in its batch holds at `now`. */
export async function classFor(db: Db | Tx, classId: number, userId: string, now: Date) {
  const [row] = await db
    .select({
      title: liveClasses.title,
      startsAt: liveClasses.startsAt,
      batchId: liveClasses.batchId,
      enrolled: sql<boolean>`exists (select 1 from ${enrollments} where ${col(enrollments.batchId)} = ${col(liveClasses.batchId)}
        and ${col(enrollments.userId)} = ${userId} and ${activeAt(now)})`,
    })
    .from(liveClasses)
    .where(eq(liveClasses.id, classId));
  return row;
}

/** A webinar as a reminder needs it, and whether the learner still holds a seat. */
export async function webinarFor(db: Db | Tx, webinarId: number, userId: string) {
  const [row] = await db
    .select({
      title: orientations.title,
      startsAt: orientations.startsAt,
      booked: sql<boolean>`exists (select 1 from ${orientationBookings} where ${col(orientationBookings.orientationId)} = ${col(orientations.id)}
        and ${col(orientationBookings.userId)} = ${userId})`,
    })
    .from(orientations)
    .where(eq(orientations.id, webinarId));
  return row;
}

/** A reviewed practice with the ayahs its last review asked to record again, and its round. */
export async function practiceToRecordAgain(db: Db | Tx, practiceId: string) {
  const [row] = await db
    .select({
      assignmentId: practices.assignmentId,
      learnerId: practices.learnerId,
      status: practices.status,
      round: practices.round,
      surah: practiceAssignments.surah,
      needsWork:
        sql<number>`(select count(*) from ${practiceAyahVerdicts} where ${col(practiceAyahVerdicts.practiceId)} = ${col(practices.id)}
        and ${col(practiceAyahVerdicts.round)} = ${col(practices.round)} and ${col(practiceAyahVerdicts.verdict)} = 'needs-work')`.mapWith(
          Number,
        ),
    })
    .from(practices)
    .innerJoin(practiceAssignments, eq(practiceAssignments.id, practices.assignmentId))
    .where(eq(practices.id, practiceId));
  return row;
}

/**
 * The learners whose streak would break today (Asia/Dhaka): a day of study yesterday and none today, with the
 * length of the run that ends yesterday.
 */
export async function streaksAtRisk(db: Db | Tx, today: string, yesterday: string) {
  const result = await db
    .select({ userId: studyDays.userId })
    .from(studyDays)
    .where(
      and(
        eq(studyDays.day, yesterday),
        sql`not exists (select 1 from ${studyDays} as today where today.user_id = ${col(studyDays.userId)} and today.day = ${today})`,
      ),
    );
  return result.map((row) => row.userId);
}

export async function saveShortLink(db: Db | Tx, link: { code: string; path: string; reminderId: string }) {
  await db.insert(shortLinks).values(link);
}

export async function shortLink(db: Db | Tx, code: string) {
  const [row] = await db
    .select({ path: shortLinks.path, reminder: reminders })
    .from(shortLinks)
    .leftJoin(reminders, eq(reminders.id, shortLinks.reminderId))
    .where(eq(shortLinks.code, code));
  return row;
}

export type { ReminderKind };
