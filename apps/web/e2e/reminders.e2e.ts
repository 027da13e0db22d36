import { createECDH, randomBytes } from 'node:crypto';
import ece from 'http_ece';
import { axeViolations } from './axe';
import { apiSignIn, newPhone, registerLearner, signIn } from './learner';
import { CERTIFICATES_ADMIN, consoleApi } from './operators';
import { LOCAL_SERVICES, PUSH_SERVICE, WEB } from './servers';
import { type APIRequestContext, expect, test } from './test';

// Issue 40: reminders that arrive on time. A learner turns web push on at /account (this browser subscribes
// through the site's service worker); a class is scheduled an hour and a few seconds ahead; at its moment the
// hour-before reminder reaches the run's stand-in SMS gateway (in one part, with the site's short link) and
// its push message the stand-in push service, encrypted for this browser (RFC 8291), which the test decrypts
// and hands to the browser's service worker as its push service would (DevTools' deliverPushMessage): the
// notification shows. The browser's real push service is Google's, out of reach here, so the subscription
// the browser would get from it is made by the test (its keys, an endpoint at the stand-in).
test.use({ serviceWorkers: 'allow', viewport: { width: 360, height: 780 } });

const HOUR = 3_600_000;

interface Recorded {
  sms: { at: string; number: string; message: string }[];
  push: { at: string; path: string; encoding: string; body: string }[];
}
const recorded = async (request: APIRequestContext): Promise<Recorded> =>
  (await request.get(`${LOCAL_SERVICES}/recorded`)).json();

test('a class’s hour-before reminder reaches the learner by SMS at its moment, and by web push to the subscribed browser', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000);
  // the keys a push service would give this browser's subscription
  const keys = createECDH('prime256v1');
  keys.generateKeys();
  const authSecret = randomBytes(16).toString('base64url');
  const endpoint = `${PUSH_SERVICE}/push/${Date.now().toString(36)}`;
  await context.grantPermissions(['notifications'], { origin: WEB });
  await page.addInitScript(
    ({ endpoint, p256dh, auth }) => {
      let made: PushSubscription | null = null;
      const subscription = {
        endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: null },
        getKey: () => null,
        toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
        unsubscribe: async () => {
          made = null;
          return true;
        },
      } as unknown as PushSubscription;
      PushManager.prototype.subscribe = async () => {
        made = subscription;
        return subscription;
      };
      PushManager.prototype.getSubscription = async () => made;
    },
    { endpoint, p256dh: keys.getPublicKey('base64url'), auth: authSecret },
  );

  // a learner of a batch of its own
  const operator = (await apiSignIn(request, CERTIFICATES_ADMIN.phone, CERTIFICATES_ADMIN.password))
    .accessToken;
  const stamp = Date.now().toString(36);
  const batch = await consoleApi(request, operator, 'POST', '/courses/1/batches', {
    name: `রিমাইন্ডারের ব্যাচ ${stamp}`,
    mode: 'live',
    starts_at: new Date(Date.now() - 2 * 24 * HOUR).toISOString(),
    class_days: ['mon'],
    class_time: '20:00',
    duration_minutes: 60,
    seats_total: 20,
    price: 1200,
    instructor: 'উস্তাদ মাহমুদুল হাসান',
  });
  const phone = newPhone();
  await registerLearner(request, { phone, name: `রিমাইন্ডার শিক্ষার্থী ${stamp}` });
  const learnerId = (await consoleApi(request, operator, 'GET', `/learners?q=${phone}`)).items[0].id;
  await consoleApi(request, operator, 'POST', `/learners/${learnerId}/enrollments`, {
    batch: batch.id,
    reason: 'রিমাইন্ডারের পরীক্ষা',
  });

  // web push on, at /account (the service worker registers once the page is idle)
  await signIn(page, request, phone, { next: '/account' });
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  const reminders = page.getByRole('region', { name: 'রিমাইন্ডার' });
  await expect(reminders.getByRole('checkbox', { name: 'SMS' })).toBeChecked();
  await reminders.getByRole('checkbox', { name: 'এই ব্রাউজারে পুশ নোটিফিকেশন' }).check();
  await reminders.getByRole('button', { name: 'সংরক্ষণ করুন' }).click();
  await expect(reminders.getByRole('status')).toHaveText('রিমাইন্ডারের পছন্দ সংরক্ষণ হয়েছে।');
  await expect(reminders.getByText('১টি ব্রাউজারে চালু আছে।')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // a class an hour and ten seconds from now: its hour-before reminder is due in ten seconds
  const startsAt = Date.now() + HOUR + 10_000;
  const live = await consoleApi(request, operator, 'POST', `/batches/${batch.id}/classes`, {
    title: 'নূন সাকিনের নিয়ম',
    starts_at: new Date(startsAt).toISOString(),
    duration_minutes: 60,
    join_url: 'https://meet.jit.si/tilawat-e2e-reminder',
  });
  const mine = (all: Recorded) =>
    all.sms.filter((sms) => sms.number.endsWith(phone.slice(-10)) && sms.message.includes('/r/'));
  expect(mine(await recorded(request))).toEqual([]);
  await expect.poll(async () => mine(await recorded(request)).length, { timeout: 40_000 }).toBe(1);
  const [sms] = mine(await recorded(request));
  // at its moment: not before the hour-before mark, within seconds after it
  const at = Date.parse(sms?.at ?? '');
  expect(at).toBeGreaterThanOrEqual(startsAt - HOUR - 1_000);
  expect(at).toBeLessThan(startsAt - HOUR + 15_000);
  expect(sms?.message.length).toBeLessThanOrEqual(70);
  // the title shortened to keep one part beside this run's long link (a site on https sends it whole)
  expect(sms?.message).toMatch(
    /^১ ঘণ্টা পর লাইভ ক্লাস: নূন সাকিনের \S*… http:\/\/127\.0\.0\.1:\d+\/r\/[A-Z0-9]{7}$/,
  );

  // the push message, as the push service got it: decrypted with this browser's keys, it names the class
  const path = new URL(endpoint).pathname;
  await expect
    .poll(async () => (await recorded(request)).push.filter((push) => push.path === path).length, {
      timeout: 30_000,
    })
    .toBe(1);
  const pushed = (await recorded(request)).push.find((push) => push.path === path);
  expect(pushed?.encoding).toBe('aes128gcm');
  const payload = ece
    .decrypt(Buffer.from(pushed?.body ?? '', 'base64'), {
      version: 'aes128gcm',
      privateKey: keys,
      authSecret,
    })
    .toString('utf8');
  expect(JSON.parse(payload)).toMatchObject({
    title: 'তিলাওয়াত',
    body: 'এক ঘণ্টা পর লাইভ ক্লাস শুরু হবে: নূন সাকিনের নিয়ম',
    url: `/dashboard/batch/${batch.id}`,
  });

  // handed to the browser's service worker as its push service would: the notification shows
  const cdp = await context.newCDPSession(page);
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((entry) => entry.scopeURL.startsWith(WEB) && !entry.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: WEB,
    registrationId: await registration,
    data: payload,
  });
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map(
          (shown) => `${shown.title}: ${shown.body}`,
        ),
      ),
    )
    .toContain('তিলাওয়াত: এক ঘণ্টা পর লাইভ ক্লাস শুরু হবে: নূন সাকিনের নিয়ম');

  // the SMS's short link: the class's batch one tap away, and SMS off in one tap
  const code = /\/r\/([A-Z0-9]{7})$/.exec(sms?.message ?? '')?.[1];
  await page.goto(`/r/${code}`);
  await expect(page.getByRole('link', { name: 'খুলুন' })).toHaveAttribute(
    'href',
    `/dashboard/batch/${batch.id}`,
  );
  await page.getByRole('button', { name: 'এই ধরনের SMS আর চাই না' }).click();
  await expect(page.getByRole('status')).toContainText('SMS রিমাইন্ডার বন্ধ হয়েছে।');
  expect(await axeViolations(page)).toEqual([]);
  await page.goto('/account');
  await expect(
    page.getByRole('region', { name: 'রিমাইন্ডার' }).getByRole('checkbox', { name: 'SMS' }),
  ).not.toBeChecked();
  expect(live.id).toBeGreaterThan(0);
});
