import { axeViolations } from './axe';
import { logIn, newPhone, registerLearner } from './learner';
import { screenshot } from './screenshot';
import { WEB } from './servers';
import { type APIRequestContext, type Browser, expect, type Page, test } from './test';

/**
 * What a person notices before anything else (issue 11 §5): the site's icon and manifest, a header and
 * footer that know who is signed in from the first paint, and menus whose every link leads to a page.
 */

/** Every link of the header and footer (the phone menu's too, open or not), as drawn now. */
async function menuLinks(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('body > header a[href], body > footer a[href]')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  return [...new Set(hrefs)].sort();
}

/** The site's own links (same origin) among them; tel:, mailto: and other sites are not ours to serve. */
function ownPaths(hrefs: string[]): string[] {
  return hrefs.filter((href) => href.startsWith(`${WEB}/`)).map((href) => href.slice(WEB.length));
}

/** Each path with the status the site answers (following redirects), for those that answer 404. */
async function notFound(request: APIRequestContext, paths: string[]): Promise<string[]> {
  const answers = await Promise.all(
    paths.map(async (path) => ({ path, status: (await request.get(path, { maxRedirects: 5 })).status() })),
  );
  return answers.filter(({ status }) => status === 404).map(({ path }) => path);
}

/** The page's first paint, as the server drew it: the same cookies, no JavaScript. */
async function firstPaint(browser: Browser, from: Page, path: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: WEB,
    javaScriptEnabled: false,
    viewport: { width: 1024, height: 800 },
    locale: 'bn-BD',
  });
  await context.addCookies(await from.context().cookies());
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

test.describe('the site icon and manifest', () => {
  test('/ loads without a console error; /favicon.ico, the icons and the manifest answer', async ({
    page,
    request,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    });
    await page.goto('/');
    await page.evaluate(() => document.fonts.ready);
    // The browser asks for /favicon.ico on every page (a headless one may not): it must be there.
    const favicon = await page.request.get('/favicon.ico');
    expect(favicon.status()).toBe(200);
    expect(favicon.headers()['content-type']).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);

    const head = page.locator('head');
    await expect(head.locator('link[rel="icon"][href^="/favicon.ico"]')).toHaveCount(1);
    await expect(head.locator('link[rel="icon"][type="image/svg+xml"]')).toHaveCount(1);
    await expect(head.locator('link[rel="apple-touch-icon"]')).toHaveCount(1);
    await expect(head.locator('link[rel="manifest"]')).toHaveCount(1);
    await expect(head.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0F6B5C');
    const linked = await head
      .locator('link[rel="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    for (const href of linked) expect((await request.get(href)).status(), href).toBe(200);

    const manifestHref = await head.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await request.get(manifestHref ?? '/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({
      name: 'তিলাওয়াত',
      short_name: 'তিলাওয়াত',
      lang: 'bn',
      start_url: '/',
      display: 'standalone',
      theme_color: '#0F6B5C',
      background_color: '#FAF8F3',
    });
    const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
    expect(icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of icons) {
      const answer = await request.get(icon.src);
      expect(answer.status(), icon.src).toBe(200);
      expect(answer.headers()['content-type'], icon.src).toBe('image/png');
    }
  });
});

test.describe('the CMS pages', () => {
  test('/about-us, /privacy-policy and /refund-policy are drawn on the server with their meta', async ({
    page,
  }) => {
    const pages = [
      { path: '/about-us', title: 'আমাদের সম্পর্কে', text: /অনলাইন প্ল্যাটফর্ম/ },
      { path: '/privacy-policy', title: 'গোপনীয়তা নীতি', text: /তথ্য কারো কাছে বিক্রি করি না/ },
      { path: '/refund-policy', title: 'রিফান্ড নীতি', text: /সাত কর্মদিবসের মধ্যে/ },
    ];
    for (const { path, title, text } of pages) {
      const answer = await page.request.get(path);
      expect(answer.status(), path).toBe(200);
      const html = await answer.text();
      // Server-rendered: the heading and the body are in the HTML itself.
      expect(html).toContain(`<title>${title} | তিলাওয়াত</title>`);
      expect(html).toMatch(text);

      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText(text)).toBeVisible();
      await expect(page).toHaveTitle(`${title} | তিলাওয়াত`);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${WEB}${path}`);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length).toBeGreaterThan(20);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', `${title} | তিলাওয়াত`);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `cms${path.replace('/', '-')}`);
    }
  });

  test('an unknown slug, or one that is not a page, is the site 404', async ({ page }) => {
    for (const path of ['/no-such-page', '/header-footer', '/About-Us']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'পাতাটি খুঁজে পাওয়া যায়নি' })).toBeVisible();
    }
  });
});

test.describe('the links of the header and footer', () => {
  test('a visitor: every link leads to a page', async ({ page }) => {
    await page.goto('/');
    const links = await menuLinks(page);
    expect(links).toContain(`${WEB}/login`);
    const paths = ownPaths(links);
    expect(paths.length).toBeGreaterThan(4);
    expect(await notFound(page.request, paths), 'links of the header and footer that answer 404').toEqual([]);
  });

  test('a signed-in learner: no "লগইন" from the first paint, and every link leads to a page', async ({
    page,
    browser,
    request,
  }) => {
    const phone = newPhone();
    await registerLearner(request, { phone, name: 'সালমা বেগম' });
    await page.goto('/');
    const footer = page.locator('body > footer');
    await expect(footer.getByRole('link', { name: 'লগইন', exact: true })).toBeVisible();

    // Signing in on /login: the footer (drawn on the server) follows without a reload.
    await logIn(page, phone);
    await expect(page).toHaveURL(/\/al-quran-course$/);
    await expect(footer.getByRole('link', { name: 'ড্যাশবোর্ড' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'লগইন', exact: true })).toHaveCount(0);

    // The first paint of any page, before a script runs: the account part, never "লগইন".
    for (const path of ['/', '/about-us']) {
      const painted = await firstPaint(browser, page, path);
      const header = painted.locator('body > header');
      await expect(header.getByRole('link', { name: 'ড্যাশবোর্ড' })).toBeVisible();
      await expect(header.getByText('সালমা বেগম')).toBeVisible();
      await expect(painted.getByRole('link', { name: 'লগইন', exact: true, includeHidden: true })).toHaveCount(
        0,
      );
      await expect(painted.locator('body > footer').getByRole('link', { name: 'ড্যাশবোর্ড' })).toBeVisible();
      if (path === '/') await screenshot(painted, 'signed-in-first-paint');
      await painted.context().close();
    }

    // With the access cookie gone (it expires after about 15 minutes), the refresh token still says "signed in".
    await page.context().clearCookies({ name: 'accessToken' });
    const returning = await firstPaint(browser, page, '/');
    await expect(returning.locator('body > header').getByRole('link', { name: 'ড্যাশবোর্ড' })).toBeVisible();
    await expect(returning.getByRole('link', { name: 'লগইন', exact: true, includeHidden: true })).toHaveCount(
      0,
    );
    await returning.context().close();

    // Once the store has loaded, the browser agrees (the name comes back from the session it keeps).
    await page.goto('/');
    await page.getByRole('button', { name: 'মেনু' }).click();
    await expect(page.locator('body > header').getByText('সালমা বেগম')).toBeVisible();
    await expect(page.getByRole('link', { name: 'লগইন', exact: true, includeHidden: true })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    const links = await menuLinks(page);
    expect(links).toContain(`${WEB}/dashboard`);
    expect(links).not.toContain(`${WEB}/login`);

    // Logging out: the footer offers "লগইন" again.
    await page.getByRole('button', { name: /লগআউট/ }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(footer.getByRole('link', { name: 'লগইন', exact: true })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'ড্যাশবোর্ড' })).toHaveCount(0);

    // The signed-in learner's links, walked last so that a broken one is named after everything else is checked.
    expect(
      await notFound(page.request, ownPaths(links)),
      'links of the header and footer that answer 404',
    ).toEqual([]);
  });
});
