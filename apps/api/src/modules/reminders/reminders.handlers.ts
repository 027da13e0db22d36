import type { ContractHandlers } from '../../core/handlers';
import type { RemindersService } from './reminders.service';

type Settings = Awaited<ReturnType<RemindersService['settings']>>;

const settingsJson = (settings: Settings) => ({
  sms: settings.sms,
  email: settings.email,
  push: settings.push,
  has_phone: settings.hasPhone,
  has_email: settings.hasEmail,
  push_key: settings.pushKey,
  push_devices: settings.pushDevices,
});

/** A learner's reminder channels, their browsers' push subscriptions, unsubscribe links and short links (issue 40). */
export function remindersHandlers(reminders: RemindersService): ContractHandlers {
  return {
    v3: {
      v3GetReminderSettings: async ({ user }) => ({ data: settingsJson(await reminders.settings(user)) }),
      v3SetReminderSettings: async ({ body, user }) => {
        await reminders.saveSettings(user, body);
        return { data: settingsJson(await reminders.settings(user)) };
      },
      v3AddPushSubscription: async ({ body, user }) => {
        await reminders.subscribe(user, {
          endpoint: body.endpoint,
          p256dh: body.keys.p256dh,
          auth: body.keys.auth,
        });
      },
      v3RemovePushSubscription: async ({ body, user }) => {
        await reminders.unsubscribePush(user, body.endpoint);
      },
      v3UnsubscribeReminders: async ({ body }) => ({
        data: { channel: await reminders.unsubscribe(body.token) },
      }),
      v3GetShortLink: async ({ params }) => {
        const link = await reminders.shortLink(params.code);
        return { data: { path: link.path, unsubscribe_token: link.unsubscribe } };
      },
    },
  };
}
