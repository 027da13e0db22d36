import { accessTokenOf, latestCode, newPhone, registerLearner, signIn, typeCode } from './learner';
import { screenshot } from './screenshot';
import { API } from './servers';
import { expect, type Page, test } from './test';

/** The course page's first open batch: "ভর্তি হন" → /checkout?batch={id}; answers the batch id. */
async function chooseFirstBatch(page: Page, slug: string): Promise<number> {
  await page.goto(`/al-quran-course/${slug}`);
  await page.getByRole('link', { name: 'ভর্তি হন' }).first().click();
  await expect(page).toHaveURL(/\/checkout\?batch=\d+$/);
  return Number(new URL(page.url()).searchParams.get('batch'));
}

/** Presses the player's "play" and waits until the video has really played past one second. */
async function playsForASecond(page: Page, title: string): Promise<void> {
  const player = page.getByRole('group', { name: `ভিডিও: ${title}` });
  await player.getByRole('button', { name: 'চালান' }).click();
  await expect
    .poll(() => player.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime), {
      timeout: 20_000,
    })
    .toBeGreaterThan(1);
}

test.describe('buying a batch', () => {
  test('a new learner signs up from the checkout, buys a batch with a promo through the sandbox bKash page, and lands in the dashboard', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const phone = newPhone();
    const batchId = await chooseFirstBatch(page, 'quran-shikkha-beginner');
    await expect(page.getByRole('heading', { name: 'অর্ডারের সারাংশ' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'পেমেন্টের আগে লগইন করুন' })).toBeVisible();
    await screenshot(page, 'checkout-signed-out');

    // Signing up on the way: the batch is held in the orderDetails cookie, and verification comes back to /checkout.
    await page.getByRole('button', { name: 'লগইন করে এগিয়ে যান' }).click();
    await expect(page).toHaveURL(/\/login\?next=/);
    await page.getByLabel('মোবাইল নম্বর বা ইমেইল').fill(phone);
    await page.getByRole('button', { name: 'এগিয়ে যান' }).click();
    await page.getByLabel('আপনার নাম').fill('সুমাইয়া আক্তার');
    await page.getByLabel('পাসওয়ার্ড', { exact: true }).fill('Tilawat@2026');
    await page.getByLabel('পাসওয়ার্ডটি আবার লিখুন').fill('Tilawat@2026');
    await page.getByRole('button', { name: 'নিবন্ধন করুন' }).click();
    await expect(page.getByRole('heading', { name: 'নম্বর যাচাই করুন' })).toBeVisible();
    await typeCode(page, await latestCode(request, phone));
    await page.getByRole('button', { name: 'যাচাই করুন' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('heading', { name: 'অর্ডারের সারাংশ' })).toBeVisible();

    // Promo codes: an expired one and an unknown one show the api's Bengali messages; a valid one is applied.
    const code = page.getByLabel('প্রোমো কোড');
    await code.fill('PURONO10');
    await page.getByRole('button', { name: 'প্রয়োগ করুন' }).click();
    await expect(page.getByText('এই প্রোমো কোডের মেয়াদ শেষ হয়ে গেছে।')).toBeVisible();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await screenshot(page, 'checkout-promo-invalid');
    await code.fill('NOPE2026');
    await page.getByRole('button', { name: 'প্রয়োগ করুন' }).click();
    await expect(page.getByText('এই প্রোমো কোডটি খুঁজে পাওয়া যায়নি।')).toBeVisible();
    await code.fill('ramadan20');
    await page.getByRole('button', { name: 'প্রয়োগ করুন' }).click();
    await expect(page.getByText('RAMADAN20 কোডটি প্রয়োগ হয়েছে')).toBeVisible();
    await expect(page.getByText('ছাড় (RAMADAN20)')).toBeVisible();

    // Paying without a wallet asks for one; then bKash.
    const pay = page.getByRole('button', { name: /পেমেন্ট করুন$/ });
    await pay.click();
    await expect(page.getByText('যে ওয়ালেট থেকে পেমেন্ট করবেন সেটি বেছে নিন।')).toBeVisible();
    await page.getByRole('radio', { name: /বিকাশ/ }).click();
    await screenshot(page, 'checkout-ready');
    await pay.click();

    // The sandbox bKash page on the api, then back to the result page.
    await expect(page).toHaveURL(new RegExp(`^${API}/sandbox/bkash/`));
    await screenshot(page, 'sandbox-bkash');
    await page.getByRole('button', { name: 'পেমেন্ট সম্পন্ন করুন' }).click();
    await expect(page).toHaveURL(/\/checkout\/result\?batch=\d+&transaction=[0-9a-f-]{36}&status=COMPLETED$/);
    await expect(page.getByRole('heading', { name: 'ভর্তি সম্পন্ন হয়েছে' })).toBeVisible();
    await screenshot(page, 'checkout-result-paid');

    // The api agrees: one enrollment in that batch, nothing pending, and the promo priced it.
    const status = await request.get(`${API}/api/v3/course/booking-status`, {
      headers: { accesstoken: await accessTokenOf(page) },
    });
    const { enrollments, pending_purchases } = (await status.json()).data;
    expect(enrollments.map((e: { batch: { id: number } }) => e.batch.id)).toEqual([batchId]);
    expect(pending_purchases).toEqual([]);
    // The held batch is let go once paid.
    await expect
      .poll(async () => (await page.context().cookies()).some((c) => c.name === 'orderDetails'))
      .toBe(false);

    // The dashboard lists the batch; its page lists the lessons; a lesson plays (signed HLS from the api).
    await page.getByRole('link', { name: 'আমার ড্যাশবোর্ডে যান' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'আমার ড্যাশবোর্ড' })).toBeVisible();
    await expect(page.getByText('আসসালামু আলাইকুম, সুমাইয়া আক্তার')).toBeVisible();
    const enrollment = page.getByRole('link', { name: /কুরআন শিক্ষা/ });
    await expect(enrollment).toHaveCount(1);
    await screenshot(page, 'dashboard');
    await enrollment.click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/batch/${batchId}$`));
    await expect(page.getByRole('heading', { name: 'মডিউল ও রেকর্ডিং' })).toBeVisible();
    const firstLesson = page.locator('main a[href^="/recording/"]').first();
    await expect(firstLesson).toBeVisible();
    await screenshot(page, 'dashboard-batch');
    // A lesson row is the link: its title first, then its length and marks.
    const lessonTitle = (
      (await firstLesson.locator(':scope > span > span').first().textContent()) ?? ''
    ).trim();
    expect(lessonTitle).not.toBe('');
    await firstLesson.click();
    await expect(page).toHaveURL(new RegExp(`/recording/\\d+\\?batch=${batchId}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(lessonTitle);
    await expect(page.getByRole('heading', { name: 'এই মডিউলের পাঠ' })).toBeVisible();
    const current = page.locator('main [aria-current="page"]');
    await expect(current).toContainText(lessonTitle);
    await expect(current).toContainText('এখন দেখছেন');
    await playsForASecond(page, lessonTitle);
    await screenshot(page, 'recording-enrolled');
  });

  test('a cancelled payment says so and offers to pay again for the same batch', async ({
    page,
    request,
  }) => {
    const phone = newPhone();
    await registerLearner(request, { phone, name: 'করিম হোসেন' });
    await signIn(page, request, phone);
    const batchId = await chooseFirstBatch(page, 'tajweed-intermediate');
    await page.getByRole('radio', { name: /নগদ/ }).click();
    await page.getByRole('button', { name: /পেমেন্ট করুন$/ }).click();
    await expect(page).toHaveURL(new RegExp(`^${API}/sandbox/nagad/`));
    await page.getByRole('button', { name: 'বাতিল করুন' }).click();
    await expect(page).toHaveURL(/\/checkout\/result\?.*status=CANCELLED/);
    await expect(page.getByRole('heading', { name: 'পেমেন্ট বাতিল করা হয়েছে' })).toBeVisible();
    await screenshot(page, 'checkout-result-cancelled');
    await page.getByRole('link', { name: 'আবার পেমেন্ট করুন' }).click();
    await expect(page).toHaveURL(new RegExp(`/checkout\\?batch=${batchId}$`));
    await expect(page.getByRole('heading', { name: 'অর্ডারের সারাংশ' })).toBeVisible();
  });
});

test('a visitor plays a free lesson from a course without signing in', async ({ page, request }) => {
  const course = (await (await request.get(`${API}/api/v2/course/1`)).json()) as {
    syllabus: { lessons: { title: string; free: boolean; recording_id: number | null }[] }[];
  };
  const free = course.syllabus.flatMap((m) => m.lessons).find((l) => l.free && l.recording_id !== null);
  expect(free, 'the seed has a free lesson').toBeDefined();
  await page.goto(`/recording/${free?.recording_id}`);
  await expect(page.getByRole('heading', { level: 1, name: free?.title })).toBeVisible();
  await playsForASecond(page, free?.title ?? '');
  await screenshot(page, 'recording-free');
});
