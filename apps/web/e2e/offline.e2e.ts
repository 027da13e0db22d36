import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { accessTokenOf, enrolFreeInOpenLiveBatch, newPhone, registerLearner, signIn } from './learner';

// Issue 39: the production build's service worker keeps the pages a learner visited for reading offline,
// shows the Bengali offline page for one it never kept, and offers a new build with "আপডেট করুন".
test.use({ serviceWorkers: 'allow' });

/**
 * Waits until the page is run by an active service worker. The first worker claims the pages open when it
 * activates; a navigation already on its way then ends uncontrolled, so once a worker is active the page is
 * loaded again if it has to be (the next page a learner opens is controlled either way).
 */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  // polled by time: a frame-by-frame poll never ran here while the page was otherwise idle
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', null, {
    timeout: 30_000,
    polling: 250,
  });
}

test('a signed-in learner reads the dashboard and a batch offline, with the offline notice; an unvisited page gets the offline page', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(120_000);
  const phone = newPhone();
  await registerLearner(request, { phone, name: 'নাফিসা অফলাইন' });
  await signIn(page, request, phone, { next: '/dashboard' });
  const token = await accessTokenOf(page);
  const batch = await enrolFreeInOpenLiveBatch(request, token);

  await page.goto('/dashboard');
  await controlled(page);
  // visited while online and controlled: both are kept
  await page.goto('/dashboard');
  await expect(page.locator('main').getByText(/নাফিসা অফলাইন/)).toBeVisible();
  await page.goto(`/dashboard/batch/${batch.id}`);
  await expect(page.locator('main')).toContainText(batch.name);
  await expect(page.getByRole('status').filter({ hasText: 'অফলাইনে' })).toHaveCount(0);

  await context.setOffline(true);
  try {
    await page.goto('/dashboard');
    await expect(page.locator('main').getByText(/নাফিসা অফলাইন/)).toBeVisible();
    const notice = page.getByRole('status').filter({ hasText: 'আপনি অফলাইনে আছেন' });
    await expect(notice).toContainText('শেষ হালনাগাদ হয়েছে');
    await expect(notice).toContainText(/[০-৯]/);

    await page.goto(`/dashboard/batch/${batch.id}`);
    await expect(page.locator('main')).toContainText(batch.name);
    await expect(page.getByRole('status').filter({ hasText: 'আপনি অফলাইনে আছেন' })).toBeVisible();

    // never visited: the Bengali offline page, with a way back to what was kept
    await page.goto('/wallet');
    await expect(page.getByRole('heading', { level: 1, name: 'আপনি এখন অফলাইনে' })).toBeVisible();
    await page.getByRole('link', { name: 'ড্যাশবোর্ডে যান' }).click();
    await expect(page.locator('main').getByText(/নাফিসা অফলাইন/)).toBeVisible();
  } finally {
    await context.setOffline(false);
  }

  // signing out forgets the kept pages: offline, the dashboard is no longer there to read
  await page.goto('/dashboard');
  await expect(page.getByRole('status').filter({ hasText: 'আপনি অফলাইনে আছেন' })).toHaveCount(0);
  const keptPages = () =>
    page.evaluate(async () => (await (await caches.open('tilawat-pages')).keys()).length);
  expect(await keptPages()).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'মেনু' }).click();
  await page.getByRole('button', { name: /লগআউট/ }).click();
  await expect(page.getByText('সফলভাবে লগআউট হয়েছে')).toBeVisible();
  await expect.poll(keptPages).toBe(0);
});

test('a new build’s worker waits for "আপডেট করুন", then takes over and the page reloads once', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/al-quran-course');
  await controlled(page);
  await page.evaluate(() => {
    (window as unknown as { beforeUpdate: boolean }).beforeUpdate = true;
  });

  // a new deployment: the worker's script differs by a byte (as every build's list of files does)
  const script = join(import.meta.dirname, '..', 'public', 'sw.js');
  const built = readFileSync(script, 'utf8');
  writeFileSync(script, `${built}\n// the next build\n`);
  try {
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    const offer = page.getByRole('status').filter({ hasText: 'নতুন সংস্করণ এসেছে' });
    await expect(offer).toBeVisible();
    // nothing changes until the learner chooses: the old worker still runs the page
    expect(await page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate)).toBe(
      true,
    );

    await page.getByRole('button', { name: 'আপডেট করুন' }).click();
    await page.waitForFunction(() => !(window as unknown as { beforeUpdate?: boolean }).beforeUpdate, null, {
      timeout: 30_000,
      polling: 250,
    });
    await controlled(page);
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { waiting: registration?.waiting ?? null, active: registration?.active?.state };
    });
    expect(state).toEqual({ waiting: null, active: 'activated' });
    await expect(offer).toHaveCount(0);
  } finally {
    writeFileSync(script, built);
  }
});
