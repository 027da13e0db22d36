import webpush from 'web-push';
import type { QueueDefinition } from '../../core/jobs';
import { defineModule } from '../../core/module';
import type { Infra } from '../../infra/infra';
import { remindersHandlers } from './reminders.handlers';
import {
  createRemindersService,
  REMINDER_PLAN_QUEUE,
  REMINDER_PUSH_QUEUE,
  REMINDER_SEND_QUEUE,
  REMINDER_STREAK_QUEUE,
  type RemindersService,
} from './reminders.service';

const quick = {
  retryLimit: 5,
  retryDelaySeconds: 10,
  backoff: true,
  retryDelayMaxSeconds: 600,
  expireInSeconds: 120,
};

function reminderQueues(reminders: RemindersService) {
  const send: QueueDefinition<{ reminderId: string }> = {
    name: REMINDER_SEND_QUEUE,
    title: 'রিমাইন্ডার পাঠানো',
    policy: quick,
    async handle({ data }) {
      await reminders.send(data.reminderId);
    },
  };
  const plan: QueueDefinition = {
    name: REMINDER_PLAN_QUEUE,
    title: 'রিমাইন্ডারের পরিকল্পনা (লাইভ ক্লাস ও ওরিয়েন্টেশন)',
    policy: quick,
    // every five minutes, on one host: new enrollments and bookings get their reminders in time
    schedule: '*/5 * * * *',
    async handle() {
      await reminders.plan();
    },
  };
  const push: QueueDefinition<{ reminderId: string; subscriptionId: string }> = {
    name: REMINDER_PUSH_QUEUE,
    title: 'রিমাইন্ডারের পুশ নোটিফিকেশন',
    policy: quick,
    async handle({ data }) {
      await reminders.sendPush(data.reminderId, data.subscriptionId);
    },
  };
  const streak: QueueDefinition = {
    name: REMINDER_STREAK_QUEUE,
    title: 'সন্ধ্যার ধারাবাহিকতার রিমাইন্ডার',
    policy: quick,
    // 19:30 in Dhaka: the evening, before the quiet hours begin at 22:00
    schedule: '30 19 * * *',
    async handle() {
      await reminders.streakEvening();
    },
  };
  return [send, plan, push, streak];
}

/**
 * Reminders (issue 40, decision 0029): planned as jobs of the engine that wait for their moment, sent once by
 * the learner's channels (SMS, e-mail, web push). The areas that schedule classes and webinars, and the
 * practice review, tell it through the steps handed to them in src/areas.ts.
 */
export const remindersModule = defineModule({
  name: 'reminders',
  create({ db, clock, jobs, notifier, env }: Infra) {
    const vapid =
      env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY && env.VAPID_SUBJECT
        ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: env.VAPID_SUBJECT }
        : undefined;
    const reminders = createRemindersService({
      db,
      clock,
      jobs,
      notifier,
      siteOrigin: env.WEB_ORIGINS[0] ?? env.PUBLIC_ORIGIN,
      secret: env.JWT_SECRET,
      quietHours: env.SMS_QUIET_HOURS,
      ...(vapid
        ? {
            push: {
              publicKey: vapid.publicKey,
              send: (subscription, payload) =>
                webpush.sendNotification(subscription, payload, {
                  vapidDetails: vapid,
                  TTL: 3600,
                  timeout: 10_000,
                }),
            },
          }
        : {}),
    });
    return {
      handlers: [remindersHandlers(reminders)],
      jobs: reminderQueues(reminders),
      services: { replan: reminders.replan, rerecordAsked: reminders.rerecordAsked },
    };
  },
});
