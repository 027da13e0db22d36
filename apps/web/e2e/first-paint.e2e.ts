import { apiSignIn, newPhone, registerLearner, signIn } from './learner';
import { API } from './servers';
import { expect, test } from './test';

// The loader's own path (server/scripts-after-paint.mjs): a page nobody touches, as Lighthouse and a learner
// who reads first see it. The other e2e files start each page's scripts when its document is parsed.
test.use({ naturalScripts: true, viewport: { width: 360, height: 780 } });

/** The moments (ms from the navigation) of the page's first largest-contentful-paint report and of its Next chunks' requests. */
async function moments(page: import('@playwright/test').Page) {
  return page.evaluate(() => ({
    paint: (self as unknown as { __paints: number[] }).__paints[0] as number | undefined,
    chunks: performance
      .getEntriesByType('resource')
      .filter((r) => /\/_next\/static\/chunks\/.+\.js$/.test(r.name))
      .map((r) => r.startTime),
  }));
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const paints: number[] = [];
    (self as unknown as { __paints: number[] }).__paints = paints;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) paints.push(entry.startTime);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
});

test('a page loads none of its scripts before its first paint, then hydrates and works', async ({
  page,
  request,
}) => {
  // the server's page: Next's chunks only through the loader (the legacy polyfill stays `noModule`)
  const html = await (await request.get('/')).text();
  expect(html).not.toMatch(/<script\b(?![^>]*\bnoModule)[^>]*\bsrc="\/_next\/static\//i);
  expect(html).not.toMatch(/<link\b[^>]*\bas="script"/);
  expect(html).toContain('__tilawatScripts');

  await page.goto('/');
  await expect.poll(async () => (await moments(page)).chunks.length, { timeout: 15_000 }).toBeGreaterThan(3);
  const { paint = 0, chunks } = await moments(page);
  expect(paint).toBeGreaterThan(0);
  // every chunk was asked for after the browser reported the paint
  for (const start of chunks) expect(start).toBeGreaterThanOrEqual(paint);

  // hydrated: the header's menu opens and closes
  const menu = page.getByRole('button', { name: 'মেনু' });
  await expect(async () => {
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true', { timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
});

test('a form sent before its script was ready is sent once it is, and never by the browser itself', async ({
  page,
  request,
}) => {
  // a learner makes a pairing code; a guardian opens /guardian, its scripts a second late, and pairs at once
  const learnerPhone = newPhone();
  const learnerName = `সাদিয়া ${learnerPhone.slice(-4)}`;
  await registerLearner(request, { phone: learnerPhone, name: learnerName });
  const learner = await apiSignIn(request, learnerPhone);
  const made = await request.post(`${API}/api/v3/guardian/codes`, {
    headers: { accesstoken: learner.accessToken },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const { code } = (await made.json()).data as { code: string };
  const guardianPhone = newPhone();
  await registerLearner(request, { phone: guardianPhone, name: 'অভিভাবক পরীক্ষা' });

  await page.route(/\/_next\/static\/chunks\/.+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  const pairs: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/v3/guardian/pair')) pairs.push(r.method());
  });
  await signIn(page, request, guardianPhone, { next: '/guardian' });
  // the server's form, before any script has run: typed into and sent at once
  await page.getByLabel('যুক্ত হওয়ার কোড').fill(code);
  await page.getByRole('button', { name: 'যুক্ত হোন' }).click();
  expect(new URL(page.url()).search).toBe('');
  // once hydrated, the same submission goes through: once
  await expect(page.getByRole('status').filter({ hasText: `${learnerName}-কে এখন অনুসরণ করছেন` })).toBeVisible(
    {
      timeout: 15_000,
    },
  );
  expect(pairs).toEqual(['POST']);
  expect(page.url()).not.toContain(code);
});

test('a learner who has not touched the login page signs up through it once it hydrates', async ({
  page,
}) => {
  const phone = newPhone();
  await page.goto('/login');
  // the server's form is inert until the scripts (loaded after the paint) hydrate it; the fill waits for that
  await page.getByLabel('মোবাইল নম্বর বা ইমেইল').fill(phone);
  await page.getByRole('button', { name: 'এগিয়ে যান' }).click();
  await expect(page.getByRole('heading', { name: 'নতুন অ্যাকাউন্ট খুলুন' })).toBeVisible();
  const { paint = 0, chunks } = await moments(page);
  for (const start of chunks) expect(start).toBeGreaterThanOrEqual(paint);
});

test('the semibold is fetched after the first page and drawn from the second, never swapped on a page', async ({
  page,
}) => {
  const semiboldRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/fonts/noto-sans-bengali-600.')) semiboldRequests.push(request.url());
  });
  /** The semibold faces of the page's own Bengali family (the body's first), as [status, display]. */
  const semiboldFaces = () =>
    page.evaluate(() => {
      const family = getComputedStyle(document.body).fontFamily.split(',')[0]?.trim().replace(/^"|"$/g, '');
      return [...document.fonts]
        .filter((face) => face.family.replace(/^"|"$/g, '') === family && face.weight === '600')
        .map((face) => [face.status, face.display]);
    });

  await page.goto('/');
  // the first page: no semibold face; the file is fetched once the page has hydrated, and noted
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('tilawat.semibold')), { timeout: 15_000 })
    .toMatch(/^\/fonts\/noto-sans-bengali-600\.[0-9a-f]{12}\.woff2$/);
  expect(semiboldRequests).toHaveLength(1);
  expect(await semiboldFaces()).toEqual([]);

  // the next page: the face is in the family before the first paint, loaded from the browser's cache
  await page.goto('/al-quran-course');
  expect(await semiboldFaces()).toEqual([['loaded', 'optional']]);
  // and its headings are drawn with it
  const drawn = await page.getByRole('heading', { level: 1 }).evaluate((h) => {
    const style = getComputedStyle(h);
    const family = style.fontFamily.split(',')[0]?.trim() ?? '';
    return { weight: style.fontWeight, ready: document.fonts.check(`600 16px ${family}`, 'কুরআন') };
  });
  expect(drawn).toEqual({ weight: '600', ready: true });
});
