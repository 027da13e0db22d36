import { axeViolations } from './axe';
import { accessTokenOf, enrolFree, newPhone, registerLearner, signIn } from './learner';
import { screenshot } from './screenshot';
import { API, WEB } from './servers';
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from './test';

/** A signed-in learner on this page, with their access token. */
async function signedIn(page: Page, request: APIRequestContext, name: string) {
  const phone = newPhone();
  await registerLearner(request, { phone, name });
  await signIn(page, request, phone);
  return { phone, token: await accessTokenOf(page) };
}

/** The beginners' course's running live batch (ব্যাচ ১২ — started two weeks ago), bought with the scholarship promo. */
async function enrolInRunningLiveBatch(request: APIRequestContext, token: string): Promise<number> {
  const course = await request.get(`${API}/api/v3/course?slug=quran-shikkha-beginner&limit=1`);
  const courseId = ((await course.json()) as { data: { items: { id: number }[] } }).data.items[0]?.id;
  const detail = (await (await request.get(`${API}/api/v2/course/${courseId}`)).json()) as {
    batches: { id: number; mode: string; starts_at: string; enrollment_open: boolean }[];
  };
  const batch = detail.batches.find(
    (b) => b.mode === 'live' && b.enrollment_open && Date.parse(b.starts_at) < Date.now(),
  );
  expect(batch, 'a running live batch open for enrollment').toBeDefined();
  await enrolFree(request, token, batch?.id as number);
  return batch?.id as number;
}

/** Meeting rooms are other sites: the test answers for them, so the opened tab has somewhere to land. */
async function stubRooms(context: BrowserContext) {
  await context.route('https://meet.jit.si/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>room</title><p>room</p>' }),
  );
}

test.describe('live classes, notes and the study plan', () => {
  test('an enrolled learner joins a class in its window (attendance counts it), waits for one that is not open, reads a lesson’s PDF', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(150_000);
    await stubRooms(context);
    const { token } = await signedIn(page, request, 'জাকির হোসেন');
    const batchId = await enrolInRunningLiveBatch(request, token);

    await page.goto('/dashboard');
    const open = page.getByRole('article').filter({ hasText: 'সাপ্তাহিক প্রশ্নোত্তর — তিলাওয়াত সংশোধন' });
    const later = page.getByRole('article').filter({ hasText: 'বিশেষ অনুশীলন — মাখরাজ' });
    await expect(later.getByText(/যোগ দেওয়া যাবে .* পরে/)).toBeVisible();
    await expect(later.getByRole('button', { name: 'ক্লাসে যোগ দিন' })).toBeDisabled();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'live-dashboard');

    const popup = page.waitForEvent('popup');
    await open.getByRole('button', { name: 'ক্লাসে যোগ দিন' }).click();
    const room = await popup;
    await room.waitForURL(/^https:\/\/meet\.jit\.si\/tilawat-/);
    expect(decodeURIComponent(room.url())).toContain('userInfo.displayName="জাকির হোসেন"');
    await room.close();

    // The batch page: attendance counts the class joined, and each module has its study plan.
    await page.goto(`/dashboard/batch/${batchId}`);
    await expect(page.getByText(/^উপস্থিত ১\//)).toBeVisible();
    await expect(page.getByRole('heading', { name: /^পড়ার পরিকল্পনা — / }).first()).toBeVisible();
    await screenshot(page, 'live-batch-page');

    // A lesson's PDF opens in the site's viewer, and its first page is drawn.
    const module = await request.get(`${API}/api/v3/batch/${batchId}`, { headers: { accesstoken: token } });
    const firstModule = ((await module.json()) as { data: { modules: { id: number }[] } }).data.modules[0]
      ?.id;
    const lessons = await request.get(`${API}/api/v3/recording/module?module=${firstModule}&limit=100`, {
      headers: { accesstoken: token },
    });
    const withNotes = (
      (await lessons.json()) as {
        data: { items: { id: number; resources: { key: string; title: string }[] }[] };
      }
    ).data.items.find((r) => r.resources.length > 0);
    expect(withNotes).toBeDefined();
    await page.goto(`/recording/${withNotes?.id}?batch=${batchId}`);
    await page.getByRole('link', { name: withNotes?.resources[0]?.title }).click();
    await expect(page).toHaveURL(new RegExp(`/notes/${withNotes?.resources[0]?.key}/${withNotes?.id}$`));
    const canvas = page.locator('canvas').first();
    await expect(canvas).toBeVisible({ timeout: 20_000 });
    await expect
      .poll(
        () =>
          canvas.evaluate((node: HTMLCanvasElement) => {
            const { width, height } = node;
            const pixels =
              node.getContext('2d')?.getImageData(0, 0, width, height).data ?? new Uint8ClampedArray();
            let inked = 0;
            for (let i = 0; i < pixels.length; i += 4)
              if (
                (pixels[i + 3] as number) > 0 &&
                (pixels[i] as number) + (pixels[i + 1] as number) + (pixels[i + 2] as number) < 600
              )
                inked += 1;
            return inked / Math.max(1, width * height);
          }),
        { timeout: 20_000 },
      )
      .toBeGreaterThan(0.005);
    expect(await page.content()).not.toContain('sig=');
    await screenshot(page, 'notes-viewer');
  });
});

test.describe('orientation webinars and call-back requests', () => {
  test('a learner books a webinar once (a seat fewer), sees it on the dashboard; a visitor is sent to log in first', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(120_000);
    const visitor = await browser.newPage({ baseURL: WEB, viewport: { width: 360, height: 800 } });
    await visitor.goto('/orientation');
    const first = visitor.getByRole('listitem').filter({ hasText: 'অভিভাবকদের জন্য: শিশুর কুরআন শিক্ষা' });
    await first.getByRole('button', { name: 'আসন বুক করুন' }).click();
    await expect(visitor).toHaveURL(/\/login\?next=%2Forientation$/);
    await visitor.close();

    const { token } = await signedIn(page, request, 'নুসরাত জাহান');
    await page.goto('/orientation');
    const card = page.getByRole('listitem').filter({ hasText: 'অভিভাবকদের জন্য: শিশুর কুরআন শিক্ষা' });
    const seatsBefore = await card.getByText(/টি আসন বাকি/).textContent();
    await card.getByRole('button', { name: 'আসন বুক করুন' }).click();
    await expect(card.getByText('বুক করা হয়েছে')).toBeVisible();
    const seatsAfter = await card.getByText(/টি আসন বাকি|আসন পূর্ণ/).textContent();
    const digits = (text: string | null) =>
      Number((text ?? '').replace(/[০-৯]/g, (d) => String('০১২৩৪৫৬৭৮৯'.indexOf(d))).replace(/\D/g, '') || 0);
    expect(digits(seatsAfter)).toBe(digits(seatsBefore) - 1);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'orientation-booked');

    // once: no book button after a reload, and the api refuses a second seat
    await page.reload();
    await expect(card.getByText('বুক করা হয়েছে')).toBeVisible();
    await expect(card.getByRole('button', { name: 'আসন বুক করুন' })).toHaveCount(0);
    const list = await request.get(`${API}/api/v3/orientation-book`);
    const id = ((await list.json()) as { data: { id: number; title: string }[] }).data.find(
      (o) => o.title === 'অভিভাবকদের জন্য: শিশুর কুরআন শিক্ষা',
    )?.id;
    const again = await request.post(`${API}/api/v3/orientation-book`, {
      headers: { accesstoken: token },
      data: { orientation: id },
    });
    expect(again.status()).toBe(409);

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'অভিভাবকদের জন্য: শিশুর কুরআন শিক্ষা' })).toBeVisible();
    await screenshot(page, 'orientation-dashboard');
  });

  test('a visitor asks to be called back from a course page, and is thanked in Bengali', async ({ page }) => {
    await page.goto('/al-quran-course/quran-shikkha-beginner');
    const form = page.getByRole('region', { name: 'আমাদের কল করতে বলুন' });
    // The section is drawn with the page; its form loads as the visitor scrolls to it (issue 38).
    await expect(form.getByLabel('আপনার নাম')).toHaveCount(0);
    await form.scrollIntoViewIfNeeded();
    await form.getByLabel('আপনার নাম').fill('রহিমা বেগম');
    await form.getByRole('button', { name: 'কল করতে বলুন' }).click();
    await expect(form.getByText(/মোবাইল নম্বর/).first()).toBeVisible();
    await form.getByLabel('মোবাইল নম্বর').fill(newPhone());
    await form.getByRole('button', { name: 'কল করতে বলুন' }).click();
    await expect(page.getByText(/ধন্যবাদ! আমাদের একজন প্রতিনিধি/)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'lead-thanks');
  });
});
