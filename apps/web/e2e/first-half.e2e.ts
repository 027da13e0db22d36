import { axeViolations } from './axe';
import { accessTokenOf, enrolFree, newPhone, registerLearner, signIn } from './learner';
import { screenshot } from './screenshot';
import { API } from './servers';
import { type APIRequestContext, expect, type Page, test } from './test';

// Issue 22, walked at 360 px (the config's viewport): a package bought with a promo; a purchase
// abandoned on the wallet's page and resumed from the dashboard; a lesson left at 0:08 and resumed there.

/** A new learner, signed in on this page; answers their access token. */
async function signedInLearner(page: Page, request: APIRequestContext, name: string): Promise<string> {
  const phone = newPhone();
  await registerLearner(request, { phone, name });
  await signIn(page, request, phone);
  return accessTokenOf(page);
}

/** A number in Bengali digits, as the pages write it. */
const bn = (n: number) => n.toLocaleString('bn-BD', { useGrouping: false });

const bookingStatus = async (request: APIRequestContext, token: string) =>
  (
    await (
      await request.get(`${API}/api/v3/course/booking-status`, { headers: { accesstoken: token } })
    ).json()
  ).data;

test('a learner buys a course package with a promo: the result says what it gives, the dashboard shows it with its end date', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await signedInLearner(page, request, 'নুসরাত জাহান');
  const course = await (await request.get(`${API}/api/v2/course/1`)).json();
  const plan = course.plans.find((p: { access_days: number }) => p.access_days === 365);
  expect(plan, 'the seed sells a one-year package of course 1').toBeDefined();

  await page.goto(`/al-quran-course/${course.slug}`);
  const card = page.getByRole('article', { name: plan.title });
  await expect(card).toContainText('৩৬৫ দিনের অ্যাক্সেস');
  await card.getByRole('link', { name: 'প্যাকেজটি কিনুন' }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout\\?course=${course.id}&plan=${plan.id}$`));
  await expect(page.getByRole('heading', { name: 'অর্ডারের সারাংশ' })).toBeVisible();
  await expect(page.getByText(plan.title)).toBeVisible();

  // The promo is priced on the package (20 % off), and so is the button.
  await page.getByLabel('প্রোমো কোড').fill('RAMADAN20');
  await page.getByRole('button', { name: 'প্রয়োগ করুন' }).click();
  await expect(page.getByText('RAMADAN20 কোডটি প্রয়োগ হয়েছে')).toBeVisible();
  const payable = Math.round(plan.price.amount * 0.8);
  const pay = page.getByRole('button', { name: /পেমেন্ট করুন$/ });
  await expect.poll(async () => (await pay.textContent())?.replace(/,/g, '')).toContain(bn(payable));
  await page.getByRole('radio', { name: /বিকাশ/ }).click();
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'checkout-plan');
  await pay.click();

  await expect(page).toHaveURL(new RegExp(`^${API}/sandbox/bkash/`));
  await page.getByRole('button', { name: 'পেমেন্ট সম্পন্ন করুন' }).click();
  await expect(page).toHaveURL(
    new RegExp(
      `/checkout/result\\?course=${course.id}&plan=${plan.id}&transaction=[0-9a-f-]{36}&status=COMPLETED$`,
    ),
  );
  await expect(page.getByRole('heading', { name: 'প্যাকেজ কেনা সম্পন্ন হয়েছে' })).toBeVisible();
  await expect(page.getByText(/৩৬৫ দিন কোর্সের সব রেকর্ডিং নিজের সময়ে \(অন-ডিমান্ড\)/)).toBeVisible();
  await screenshot(page, 'checkout-result-plan');

  // The api agrees: a bundle enrollment in the on-demand batch for 365 days.
  const { enrollments } = await bookingStatus(request, token);
  expect(enrollments).toHaveLength(1);
  expect(enrollments[0]).toMatchObject({ source: 'bundle', batch: { mode: 'on-demand' } });
  const endsOn = new Date(enrollments[0].expires_at).toLocaleDateString('bn-BD', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Dhaka',
  });

  await page.getByRole('link', { name: 'আমার ড্যাশবোর্ডে যান' }).click();
  const enrolled = page.locator('main li').filter({ hasText: 'প্যাকেজের অংশ' });
  await expect(enrolled).toContainText('অ্যাক্সেস থাকবে');
  await expect(enrolled).toContainText(endsOn);
  await screenshot(page, 'dashboard-plan');
});

test('a purchase left on the wallet page waits on the dashboard with its time left and is paid from there', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await signedInLearner(page, request, 'আরিফুল ইসলাম');
  await page.goto('/al-quran-course/tajweed-intermediate');
  await page.getByRole('link', { name: 'ভর্তি হন' }).first().click();
  await expect(page).toHaveURL(/\/checkout\?batch=\d+$/);
  await page.getByRole('radio', { name: /নগদ/ }).click();
  await page.getByRole('button', { name: /পেমেন্ট করুন$/ }).click();
  await expect(page).toHaveURL(new RegExp(`^${API}/sandbox/nagad/`));
  const walletPage = page.url();

  // The learner closes the wallet's page and opens the dashboard.
  await page.goto('/dashboard');
  const pending = page.getByRole('region', { name: 'অপেক্ষমাণ পেমেন্ট' });
  const [purchase] = (await bookingStatus(request, token)).pending_purchases;
  await expect(pending).toContainText(purchase.course.title);
  await expect(pending).toContainText(purchase.item_title);
  await expect(pending).toContainText(/মিনিট .*বাকি/);
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'dashboard-pending');
  await pending.getByRole('link', { name: 'পেমেন্ট সম্পন্ন করুন' }).click();

  // The same purchase, on the same wallet page: paying it enrolls.
  await expect(page).toHaveURL(walletPage);
  await page.getByRole('button', { name: 'পেমেন্ট সম্পন্ন করুন' }).click();
  await expect(page).toHaveURL(new RegExp(`transaction=${purchase.id}&status=COMPLETED$`));
  await expect(page.getByRole('heading', { name: 'ভর্তি সম্পন্ন হয়েছে' })).toBeVisible();
  const after = await bookingStatus(request, token);
  expect(after.pending_purchases).toEqual([]);
  expect(after.enrollments.map((e: { batch: { id: number } }) => e.batch.id)).toEqual([purchase.batch_id]);
});

test('a lesson left at 0:08 opens again at 0:08, at the speed the learner chose', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await signedInLearner(page, request, 'মাহমুদা খানম');
  // An on-demand batch, bought with the scholarship promo through the api.
  const course = await (await request.get(`${API}/api/v2/course/1`)).json();
  const onDemand = course.batches.find((b: { mode: string }) => b.mode === 'on-demand');
  await enrolFree(request, token, onDemand.id);
  const detail = (await (await request.get(`${API}/api/v3/batch/on-demand/${onDemand.id}`)).json()).data;
  const lesson = detail.modules[0].recordings[0];
  const lessonPath = `/recording/${lesson.id}?batch=${onDemand.id}`;

  await page.goto(lessonPath);
  const player = page.getByRole('group', { name: `ভিডিও: ${lesson.title}` });
  const video = player.locator('video');
  // 1.5×, chosen from the speed menu (and remembered for the learner).
  await player.getByRole('button', { name: /গতি/ }).click();
  await page.getByRole('menuitemradio', { name: /১\.৫×/ }).click();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(1.5);

  await player.getByRole('button', { name: 'চালান' }).click();
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000, intervals: [100] })
    .toBeGreaterThanOrEqual(8);
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/v3/recording/progress') && response.request().method() === 'POST',
  );
  await player.getByRole('button', { name: 'থামান' }).click();
  const stoppedAt = await video.evaluate((v: HTMLVideoElement) => Math.floor(v.currentTime));
  expect(stoppedAt).toBeGreaterThanOrEqual(8);
  await saved;

  // Away, and back: the lesson resumes where it stopped, at the same speed.
  await page.goto(`/dashboard/batch/${onDemand.id}`);
  await expect(page.getByRole('heading', { name: 'মডিউল ও রেকর্ডিং' })).toBeVisible();
  await page.goto(lessonPath);
  const clock = `০:${bn(stoppedAt).padStart(2, '০')}`;
  await expect(player.getByText(`যেখানে থেমেছিলেন সেখান থেকে চলবে — ${clock}`)).toBeVisible();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => Math.floor(v.currentTime))).toBe(stoppedAt);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(1.5);
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'recording-resumed');

  // The server has the same place, for every device the learner uses.
  const progress = (
    await (
      await request.get(`${API}/api/v3/recording/progress?batch=${onDemand.id}`, {
        headers: { accesstoken: token },
      })
    ).json()
  ).data;
  expect(progress.playback_rate).toBe(1.5);
  expect(progress.recordings).toEqual([
    expect.objectContaining({ recording: lesson.id, position_seconds: stoppedAt, done: false }),
  ]);

  // Without a connection the position is kept on the device, and sent once the connection is back.
  const unsent = () =>
    page.evaluate(() => {
      const key = Object.keys(localStorage).find((name) => name.startsWith('tilawat.progress.'));
      return key ? JSON.parse(localStorage.getItem(key) ?? '[]') : [];
    });
  // The connection drops while the lesson plays (the video loads on first use, issue 38: it is playing
  // from what it has buffered by then).
  await player.getByRole('button', { name: 'চালান' }).click();
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000, intervals: [100] })
    .toBeGreaterThan(stoppedAt);
  await page.context().setOffline(true);
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000, intervals: [100] })
    .toBeGreaterThanOrEqual(stoppedAt + 2);
  await player.getByRole('button', { name: 'থামান' }).click();
  const offlineAt = await video.evaluate((v: HTMLVideoElement) => Math.floor(v.currentTime));
  await expect.poll(unsent).toEqual([
    // with the moment it was made: sent late, it still counts as of then (issue 39)
    expect.objectContaining({
      recording: lesson.id,
      batch: onDemand.id,
      position_seconds: offlineAt,
      reported_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    }),
  ]);
  const flushed = page.waitForResponse(
    (response) => response.url().endsWith('/api/v3/recording/progress') && response.status() === 200,
  );
  await page.context().setOffline(false);
  await flushed;
  await expect.poll(unsent).toEqual([]);
  const after = (
    await (
      await request.get(`${API}/api/v3/recording/progress?batch=${onDemand.id}`, {
        headers: { accesstoken: token },
      })
    ).json()
  ).data;
  expect(after.recordings[0]).toMatchObject({ position_seconds: offlineAt });
});
