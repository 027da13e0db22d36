// Reminders (issue 40, decision 0029). A planner (a job every five minutes, and at once when a class or a
// webinar is scheduled or moved) plans each reminder of the next 26 hours as a row and a job of the engine
// that waits until its moment; a class moved or cancelled cancels the reminders it had. The job sends each
// reminder once: it moves the row from `scheduled` in the transaction that queues its messages, by SMS (never
// in the quiet hours, within one part with the site's short link), e-mail and web push — the channels the
// learner chose, each with its one-tap unsubscribe.
import {
  afterQuietHours,
  inQuietHours,
  QUIET_HOURS,
  type QuietHours,
  reminderSms,
  smsLink,
  studyStreak,
} from '@tilawat/domain/rules';
import type { AuthUser } from '../../core/auth';
import { addDays, type Clock, dhakaDay } from '../../core/clock';
import { hmac, randomCode, safeEqualHex } from '../../core/crypto';
import { DomainError } from '../../core/errors';
import type { JobSender } from '../../core/jobs';
import type { Notifier } from '../../core/notifier';
import type { Db, Tx } from '../../db/client';
import { surahName } from '../practice/quran';
import * as study from '../study/study.repository';
import * as repo from './reminders.repository';
import type { ReminderKind } from './reminders.table';

export const REMINDER_SEND_QUEUE = 'reminders.send';
export const REMINDER_PLAN_QUEUE = 'reminders.plan';
export const REMINDER_PUSH_QUEUE = 'reminders.push';
export const REMINDER_STREAK_QUEUE = 'reminders.streak';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** How far ahead the planner looks: a webinar's day-before reminder is planned at least an hour ahead. */
export const PLAN_AHEAD_MS = 26 * HOUR;
/** How long after a review the learner is reminded to record again. */
export const RERECORD_AFTER_MS = 24 * HOUR;

/** When each schedule reminder comes, before its class or webinar starts. */
const BEFORE: Record<'class-hour' | 'class-minutes' | 'webinar-day' | 'webinar-hour', number> = {
  'class-hour': HOUR,
  'class-minutes': 10 * MINUTE,
  'webinar-day': 24 * HOUR,
  'webinar-hour': HOUR,
};

export type Channel = 'sms' | 'email' | 'push';

/** A reminder's words and where it leads: what every channel says. */
interface Composed {
  kind: ReminderKind;
  title: string;
  path: string;
  days?: number;
}

/** Sends a push message (web-push): throws an error with `statusCode` when the push service refuses. */
export type PushSender = (
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
  payload: string,
) => Promise<unknown>;

export interface RemindersDeps {
  db: Db;
  clock: Clock;
  jobs: JobSender;
  notifier: Notifier;
  /** The site's origin: short links, unsubscribe links and the pages reminders lead to. */
  siteOrigin: string;
  /** The secret unsubscribe links are signed with. */
  secret: string;
  /** Web push, when the VAPID keys are set: the public key browsers subscribe with, and the sender. */
  push?: { publicKey: string; send: PushSender };
  /** The hours in which no SMS is sent (SMS_QUIET_HOURS; 22:00–08:00 by default). */
  quietHours?: QuietHours;
}

/** The e-mail's and push's sentence of each kind (the SMS's is domain's `reminderSms`). */
const SENTENCE: Record<ReminderKind, (title: string, days: number) => string> = {
  'class-hour': (title) => `এক ঘণ্টা পর লাইভ ক্লাস শুরু হবে: ${title}`,
  'class-minutes': (title) => `দশ মিনিট পর লাইভ ক্লাস শুরু হবে: ${title}`,
  'webinar-day': (title) => `আগামীকাল আপনার ওরিয়েন্টেশন: ${title}`,
  'webinar-hour': (title) => `এক ঘণ্টা পর আপনার ওরিয়েন্টেশন: ${title}`,
  rerecord: (title) => `শিক্ষক কিছু আয়াত আবার রেকর্ড করতে বলেছেন: ${title}`,
  streak: (_title, days) => `আজ একটু পড়লে আপনার টানা ${days} দিনের পড়া থামবে না।`,
};

export function createRemindersService({
  db,
  clock,
  jobs,
  notifier,
  siteOrigin,
  secret,
  push,
  quietHours = QUIET_HOURS,
}: RemindersDeps) {
  const signature = (userId: string, channel: Channel) =>
    hmac(secret, `reminders-unsubscribe\n${userId}\n${channel}`).slice(0, 32);
  /** A link's token that switches one channel off for one learner, no sign-in needed. */
  const unsubscribeToken = (userId: string, channel: Channel) =>
    `${userId}.${channel}.${signature(userId, channel)}`;
  const unsubscribeUrl = (userId: string, channel: Channel) =>
    `${siteOrigin}/unsubscribe/${unsubscribeToken(userId, channel)}`;

  /** Plans the reminders of the classes and webinars of the next 26 hours; cancels those no longer true. */
  async function plan(): Promise<{ planned: number; cancelled: number }> {
    const now = clock.now();
    const until = new Date(now.getTime() + PLAN_AHEAD_MS);
    return db.transaction(async (tx) => {
      const [classes, webinars] = await Promise.all([
        repo.upcomingClassLearners(tx, now, until),
        repo.upcomingWebinarBookings(tx, now, until),
      ]);
      const candidates: repo.NewReminder[] = [
        ...classes.flatMap(({ userId, classId, startsAt }) =>
          (['class-hour', 'class-minutes'] as const).map((kind) => ({
            userId,
            kind,
            subject: `class:${classId}`,
            dueAt: new Date(startsAt.getTime() - BEFORE[kind]),
          })),
        ),
        ...webinars.flatMap(({ userId, webinarId, startsAt }) =>
          (['webinar-day', 'webinar-hour'] as const).map((kind) => ({
            userId,
            kind,
            subject: `webinar:${webinarId}`,
            dueAt: new Date(startsAt.getTime() - BEFORE[kind]),
          })),
        ),
      ].filter((candidate) => candidate.dueAt.getTime() > now.getTime());
      const key = (row: { userId: string; kind: string; subject: string; dueAt: Date }) =>
        `${row.userId}|${row.kind}|${row.subject}|${row.dueAt.toISOString()}`;
      const planned = await repo.planReminders(tx, candidates);
      for (const row of planned) {
        await jobs.send(REMINDER_SEND_QUEUE, { reminderId: row.id }, { tx, startAfter: row.dueAt });
      }
      // a class moved (or a learner no longer enrolled, a seat given up): its waiting reminders are cancelled
      const wanted = new Set(candidates.map(key));
      const stale = (await repo.waitingScheduleReminders(tx, now)).filter((row) => !wanted.has(key(row)));
      await repo.cancelReminders(
        tx,
        stale.map((row) => row.id),
      );
      return { planned: planned.length, cancelled: stale.length };
    });
  }

  /** What a reminder says now, or null when it no longer holds (the class moved, the learner left). */
  async function compose(conn: Db | Tx, reminder: repo.ReminderRow, now: Date): Promise<Composed | null> {
    const [type, id] = reminder.subject.split(':');
    if (type === 'class') {
      const live = await repo.classFor(conn, Number(id), reminder.userId, now);
      const before = BEFORE[reminder.kind as 'class-hour' | 'class-minutes'];
      if (!live?.enrolled || live.startsAt.getTime() - before !== reminder.dueAt.getTime()) return null;
      return { kind: reminder.kind, title: live.title, path: `/dashboard/batch/${live.batchId}` };
    }
    if (type === 'webinar') {
      const webinar = await repo.webinarFor(conn, Number(id), reminder.userId);
      const before = BEFORE[reminder.kind as 'webinar-day' | 'webinar-hour'];
      if (!webinar?.booked || webinar.startsAt.getTime() - before !== reminder.dueAt.getTime()) return null;
      return { kind: reminder.kind, title: webinar.title, path: '/orientation' };
    }
    if (type === 'practice') {
      const [practiceId, round] = (id ?? '').split('@');
      const practice = await repo.practiceToRecordAgain(conn, practiceId ?? '');
      // recorded again since (a new round), or nothing to record again: nothing to remind of
      if (
        !practice ||
        practice.status !== 'reviewed' ||
        String(practice.round) !== round ||
        practice.needsWork === 0
      ) {
        return null;
      }
      return {
        kind: 'rerecord',
        title: surahName(practice.surah),
        path: `/practice/${practice.assignmentId}`,
      };
    }
    if (type === 'day') {
      const today = dhakaDay(now);
      if (id !== today) return null;
      const { current, todayActive } = studyStreak(await study.studyDaysOf(conn, reminder.userId), today);
      if (todayActive || current === 0) return null;
      return { kind: 'streak', title: '', path: '/dashboard', days: current };
    }
    return null;
  }

  /** Sends one reminder, once: by the learner's channels, SMS never in the quiet hours. */
  async function send(reminderId: string): Promise<Channel[] | null> {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const reminder = await repo.lockScheduled(tx, reminderId);
      if (!reminder) return null; // sent, cancelled or skipped already: a job run twice sends nothing twice
      const composed = await compose(tx, reminder, now);
      if (!composed) {
        await repo.finishReminder(tx, reminder.id, 'cancelled', [], now);
        return null;
      }
      const [settings, person] = await Promise.all([
        repo.settingsOf(tx, reminder.userId),
        repo.recipient(tx, reminder.userId),
      ]);
      const channels: Channel[] = [];
      const sentence = SENTENCE[composed.kind](composed.title, composed.days ?? 0);
      const url = `${siteOrigin}${composed.path}`;
      if (settings.sms && person?.phone && !inQuietHours(now, quietHours)) {
        const code = randomCode(7);
        await repo.saveShortLink(tx, { code, path: composed.path, reminderId: reminder.id });
        await notifier.send(
          {
            channel: 'sms',
            recipient: person.phone,
            subject: 'তিলাওয়াত রিমাইন্ডার',
            body: reminderSms(composed.kind, {
              title: composed.title,
              link: smsLink(`${siteOrigin}/r/${code}`),
              days: composed.days ?? 0,
            }),
          },
          { tx },
        );
        channels.push('sms');
      }
      if (settings.email && person?.email) {
        await notifier.send(
          {
            channel: 'email',
            recipient: person.email,
            subject: `তিলাওয়াত রিমাইন্ডার — ${sentence}`,
            body: [
              `আসসালামু আলাইকুম, ${person.name}।`,
              '',
              sentence,
              url,
              '',
              `এই ইমেইল রিমাইন্ডার আর চান না? এক চাপে বন্ধ করুন: ${unsubscribeUrl(reminder.userId, 'email')}`,
            ].join('\n'),
          },
          { tx },
        );
        channels.push('email');
      }
      if (settings.push && push) {
        const subscriptions = await repo.pushSubscriptionsOf(tx, reminder.userId);
        for (const subscription of subscriptions) {
          await jobs.send(
            REMINDER_PUSH_QUEUE,
            { reminderId: reminder.id, subscriptionId: subscription.id },
            { tx },
          );
        }
        if (subscriptions.length > 0) channels.push('push');
      }
      await repo.finishReminder(tx, reminder.id, channels.length > 0 ? 'sent' : 'skipped', channels, now);
      return channels;
    });
  }

  /** One push message of a sent reminder to one browser; a subscription the push service forgot is dropped. */
  async function sendPush(reminderId: string, subscriptionId: string): Promise<void> {
    if (!push) return;
    const [reminder, subscription] = await Promise.all([
      repo.reminderById(db, reminderId),
      repo.pushSubscription(db, subscriptionId),
    ]);
    if (!reminder || reminder.status !== 'sent' || !subscription) return;
    // what it said when it was sent: the moment it was sent stands for "now"
    const composed = await compose(db, { ...reminder, status: 'scheduled' }, reminder.sentAt ?? clock.now());
    if (!composed) return;
    const payload = JSON.stringify({
      title: 'তিলাওয়াত',
      body: SENTENCE[composed.kind](composed.title, composed.days ?? 0),
      url: composed.path,
      tag: `reminder:${reminder.subject}:${reminder.kind}`,
      unsubscribe: `/unsubscribe/${unsubscribeToken(reminder.userId, 'push')}`,
    });
    try {
      await push.send(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        payload,
      );
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      if (status === 404 || status === 410) {
        await repo.dropPushSubscription(db, subscription.id);
        return;
      }
      throw error;
    }
  }

  return {
    plan,
    send,
    sendPush,
    unsubscribeToken,

    /** Asks the planner to run now (a class or a webinar was scheduled or moved), in the caller's transaction. */
    replan: (tx?: Tx) => jobs.send(REMINDER_PLAN_QUEUE, {}, tx ? { tx } : undefined),

    /**
     * A review asked the learner to record ayahs again: a reminder a day later (or at 08:00 after the quiet
     * hours), which is not sent if they have recorded again by then.
     */
    async rerecordAsked(
      tx: Tx,
      step: { practiceId: string; learnerId: string; round: number; reviewedAt: Date },
    ) {
      const dueAt = afterQuietHours(new Date(step.reviewedAt.getTime() + RERECORD_AFTER_MS), quietHours);
      const [row] = await repo.planReminders(tx, [
        {
          userId: step.learnerId,
          kind: 'rerecord',
          subject: `practice:${step.practiceId}@${step.round}`,
          dueAt,
        },
      ]);
      if (row) await jobs.send(REMINDER_SEND_QUEUE, { reminderId: row.id }, { tx, startAfter: dueAt });
    },

    /** The evening's streak reminders: each learner who studied yesterday and not yet today. */
    async streakEvening(): Promise<number> {
      const now = clock.now();
      const today = dhakaDay(now);
      return db.transaction(async (tx) => {
        const learners = await repo.streaksAtRisk(tx, today, addDays(today, -1));
        const planned = await repo.planReminders(
          tx,
          learners.map((userId) => ({
            userId,
            kind: 'streak' as const,
            subject: `day:${today}`,
            dueAt: now,
          })),
        );
        for (const row of planned) await jobs.send(REMINDER_SEND_QUEUE, { reminderId: row.id }, { tx });
        return planned.length;
      });
    },

    /** The learner's channels, and whether this site offers web push (its public key). */
    async settings(learner: AuthUser) {
      const [chosen, person, subscriptions] = await Promise.all([
        repo.settingsOf(db, learner.id),
        repo.recipient(db, learner.id),
        repo.pushSubscriptionsOf(db, learner.id),
      ]);
      return {
        ...chosen,
        hasPhone: Boolean(person?.phone),
        hasEmail: Boolean(person?.email),
        pushKey: push?.publicKey ?? null,
        pushDevices: subscriptions.length,
      };
    },

    async saveSettings(learner: AuthUser, values: { sms: boolean; email: boolean; push: boolean }) {
      await repo.saveSettings(db, learner.id, values, clock.now());
    },

    async subscribe(learner: AuthUser, subscription: { endpoint: string; p256dh: string; auth: string }) {
      if (!push) throw new DomainError('PUSH_UNAVAILABLE');
      await repo.savePushSubscription(db, learner.id, subscription);
    },

    unsubscribePush: (learner: AuthUser, endpoint: string) =>
      repo.removePushSubscription(db, learner.id, endpoint),

    /** A signed link's channel switched off, no sign-in needed; a token not signed here 404. */
    async unsubscribe(token: string): Promise<Channel> {
      const [userId, channel, sig] = token.split('.');
      if (!userId || !sig || (channel !== 'sms' && channel !== 'email' && channel !== 'push')) {
        throw new DomainError('UNSUBSCRIBE_LINK_INVALID');
      }
      if (!safeEqualHex(sig, signature(userId, channel))) throw new DomainError('UNSUBSCRIBE_LINK_INVALID');
      await repo.switchOff(db, userId, channel, clock.now());
      return channel;
    },

    /** A short link: the page it opens, and its reminder's SMS one-tap unsubscribe. */
    async shortLink(code: string) {
      const link = await repo.shortLink(db, code.trim().toUpperCase());
      if (!link) throw new DomainError('SHORT_LINK_NOT_FOUND');
      return {
        path: link.path,
        unsubscribe: link.reminder ? unsubscribeToken(link.reminder.userId, 'sms') : null,
      };
    },
  };
}

export type RemindersService = ReturnType<typeof createRemindersService>;
