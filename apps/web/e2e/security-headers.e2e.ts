import { newPhone, registerLearner, signIn } from './learner';
import { API, WEB } from './servers';
import { type APIRequestContext, expect, type Page, test } from './test';

// Issue 35, the web: every page carries a Content-Security-Policy with a nonce of its own request,
// refuses to be framed, sniffed or to hand the microphone to any page but the practice pages — and the
// pages still work under it, with no violation reported. src/lib/security-headers.ts builds the headers.

type Headers = Record<string, string>;

/** The headers every answer of the site carries (the e2e runs `next start`: a production build). */
function expectSecurityHeaders(headers: Headers, { microphone }: { microphone: boolean }): string {
  const csp = headers['content-security-policy'] ?? '';
  const scriptSrc = /(?:^|;\s*)script-src ([^;]*)/.exec(csp)?.[1] ?? '';
  const nonce = /'nonce-([A-Za-z0-9+/_-]+={0,2})'/.exec(scriptSrc)?.[1];
  expect(nonce, `a nonce in script-src: ${csp}`).toBeDefined();
  expect(scriptSrc).not.toContain("'strict-dynamic'");
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toMatch(new RegExp(`connect-src [^;]*${API.replace(/[.]/g, '\\.')}`));
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
  expect(headers['permissions-policy']).toContain(microphone ? 'microphone=(self)' : 'microphone=()');
  return nonce as string;
}

/**
 * Collects what the browser reports of the policy on this page: the `securitypolicyviolation` events of
 * each document (an init script, which the policy does not govern) and the console's "Refused to …".
 */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Permissions policy/i.test(message.text())) logged.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  return async () => [
    ...logged.splice(0),
    ...(await page.evaluate(() => (window as unknown as { __violations?: string[] }).__violations ?? [])),
  ];
}

/** Opens `path` and checks its headers; answers its nonce. */
async function open(page: Page, path: string, microphone = false): Promise<string> {
  const response = await page.goto(path);
  expect(response, path).not.toBeNull();
  return expectSecurityHeaders(await (response as NonNullable<typeof response>).allHeaders(), { microphone });
}

/** The course 1's first free lesson with a PDF (the seed's "হরফ পরিচিতি" and its chart). */
async function freeLessonWithPdf(request: APIRequestContext) {
  const course = (await (await request.get(`${API}/api/v2/course/1`)).json()) as {
    syllabus: { lessons: { title: string; free: boolean; recording_id: number | null }[] }[];
  };
  const free = course.syllabus.flatMap((m) => m.lessons).find((l) => l.free && l.recording_id !== null);
  expect(free, 'the seed has a free lesson').toBeDefined();
  const id = free?.recording_id as number;
  const recording = (await (await request.get(`${API}/api/v3/recording/free/${id}`)).json()) as {
    data: { resources: { key: string }[] };
  };
  const key = recording.data.resources[0]?.key;
  expect(key, 'the free lesson has a PDF').toBeDefined();
  return { id, title: free?.title as string, key: key as string };
}

/** The share of a canvas's pixels that are inked (a drawn PDF page has text on it). */
const inked = (page: Page) =>
  page
    .locator('canvas')
    .first()
    .evaluate((node: HTMLCanvasElement) => {
      const { width, height } = node;
      const pixels = node.getContext('2d')?.getImageData(0, 0, width, height).data ?? new Uint8ClampedArray();
      let count = 0;
      for (let i = 0; i < pixels.length; i += 4)
        if (
          (pixels[i + 3] as number) > 0 &&
          (pixels[i] as number) + (pixels[i + 1] as number) + (pixels[i + 2] as number) < 600
        )
          count += 1;
      return count / Math.max(1, width * height);
    });

/** Whether this document may use the microphone (Chromium's `document.featurePolicy`). */
const microphoneAllowed = (page: Page) =>
  page.evaluate(() =>
    (
      document as unknown as { featurePolicy: { allowsFeature(feature: string): boolean } }
    ).featurePolicy.allowsFeature('microphone'),
  );

test.describe("the web's security headers", () => {
  test('home, /login, a course page, a free recording and, signed in, a PDF carry the headers, work, and report no violation', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const violations = await watchViolations(page);
    const lesson = await freeLessonWithPdf(request);

    await open(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // the header's client part hydrated (its store loads after paint): the site's own scripts ran
    await expect(page.getByRole('button', { name: 'মেনু' })).toBeVisible();
    expect(await microphoneAllowed(page)).toBe(false);
    expect(await violations()).toEqual([]);

    await open(page, '/login');
    await page.getByLabel('মোবাইল নম্বর বা ইমেইল').fill('01700000000');
    await expect(page.getByRole('button', { name: 'এগিয়ে যান' })).toBeEnabled();
    expect(await violations()).toEqual([]);

    await open(page, '/al-quran-course/quran-shikkha-beginner');
    await expect(page.getByRole('heading', { level: 1, name: /কুরআন শিক্ষা — প্রাথমিক স্তর/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'ভর্তি হন' }).first()).toBeVisible();
    expect(await violations()).toEqual([]);

    // The recording player, for a visitor: the signed HLS stream from the api plays.
    await open(page, `/recording/${lesson.id}`);
    const player = page.getByRole('group', { name: `ভিডিও: ${lesson.title}` });
    await player.getByRole('button', { name: 'চালান' }).click();
    await expect
      .poll(() => player.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime), {
        timeout: 20_000,
      })
      .toBeGreaterThan(1);
    expect(await violations()).toEqual([]);

    // The PDF viewer, signed in (a visitor's is sent to /login by its usage report, which needs a session):
    // pdf.js and its worker (/pdfjs/…) load, fetch the signed PDF from the api and draw its first page.
    const phone = newPhone();
    await registerLearner(request, { phone, name: 'সুমাইয়া ইসলাম' });
    await signIn(page, request, phone, { next: '/dashboard' });
    await open(page, `/notes/${lesson.key}/${lesson.id}`);
    await expect(page.locator('canvas').first()).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => inked(page), { timeout: 20_000 }).toBeGreaterThan(0.005);
    expect(await page.content()).not.toContain('sig=');
    expect(await violations()).toEqual([]);
  });

  test('each request has its own nonce, and every script the server writes carries it', async ({
    request,
  }) => {
    const first = await request.get(`${WEB}/`);
    const second = await request.get(`${WEB}/`);
    const nonce = expectSecurityHeaders(first.headers(), { microphone: false });
    expect(expectSecurityHeaders(second.headers(), { microphone: false })).not.toBe(nonce);
    const scripts = (await first.text()).match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
    // the site's other answers carry the headers too: the pdf.js worker takes its policy from its own answer
    const worker = await request.get(`${WEB}/pdfjs/pdf.worker.min.mjs`);
    expect(worker.ok()).toBe(true);
    expectSecurityHeaders(worker.headers(), { microphone: false });
  });

  test('an injected inline script, event handler or javascript: link does not run, and the browser says so', async ({
    page,
  }) => {
    await open(page, '/');
    await expect(page.getByRole('button', { name: 'মেনু' })).toBeVisible();
    const outcome = await page.evaluate(async () => {
      const seen: string[] = [];
      document.addEventListener('securitypolicyviolation', (event) => seen.push(event.effectiveDirective));
      const flags = window as unknown as Record<string, unknown>;
      // what an XSS would add to the page: a script element, markup with a handler, a javascript: link
      const script = document.createElement('script');
      script.textContent = 'window.__injectedScript = true;';
      document.body.append(script);
      const markup = document.createElement('div');
      markup.innerHTML =
        '<img src="data:," alt="" onerror="window.__injectedHandler = true">' +
        '<a id="injected-link" href="javascript:window.__injectedLink = true">x</a>';
      document.body.append(markup);
      (document.getElementById('injected-link') as HTMLAnchorElement).click();
      await new Promise((resolve) => setTimeout(resolve, 500));
      return {
        script: flags.__injectedScript ?? null,
        handler: flags.__injectedHandler ?? null,
        link: flags.__injectedLink ?? null,
        seen,
      };
    });
    expect(outcome).toMatchObject({ script: null, handler: null, link: null });
    expect(outcome.seen).toEqual(expect.arrayContaining(['script-src-elem', 'script-src-attr']));
  });

  test('the microphone is allowed on the practice pages only, also when signing in on the way there', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const violations = await watchViolations(page);
    for (const [path, microphone] of [
      ['/console/practice/0b6f2c1e-8d5a-4c3b-9e7f-1a2b3c4d5e6f', true],
      ['/console/practice', false],
      ['/exam/1', false],
      ['/dashboard', false],
    ] as const) {
      expectSecurityHeaders((await request.get(`${WEB}${path}`, { maxRedirects: 0 })).headers(), {
        microphone,
      });
    }

    // A visitor opens a practice link: the server sends them to /login, where the microphone is off.
    const practice = '/practice/2147483647';
    const phone = newPhone();
    await registerLearner(request, { phone, name: 'হাফসা আক্তার' });
    const response = await page.goto(practice);
    await expect(page).toHaveURL(/\/login\?next=%2Fpractice%2F2147483647$/);
    expectSecurityHeaders(await (response as NonNullable<typeof response>).allHeaders(), {
      microphone: false,
    });
    expect(await microphoneAllowed(page)).toBe(false);

    // Signed in, the practice page is a document of its own, which may use the microphone.
    await page.getByLabel('মোবাইল নম্বর বা ইমেইল').fill(phone);
    await page.getByRole('button', { name: 'এগিয়ে যান' }).click();
    await page.getByLabel('পাসওয়ার্ড', { exact: true }).fill('Tilawat@2026');
    await page.getByRole('button', { name: 'লগইন করুন' }).click();
    await expect(page).toHaveURL(new RegExp(`${practice}$`));
    await expect(page.getByRole('heading', { name: 'পাতাটি খুঁজে পাওয়া যায়নি' })).toBeVisible();
    expect(await microphoneAllowed(page)).toBe(true);

    // The session's cookies: readable by the site's scripts (the specification's design), Secure in a
    // production build (browsers treat 127.0.0.1 as secure) and SameSite=Lax.
    const session = (await page.context().cookies()).filter((c) =>
      /^(accessToken|refreshToken)$/.test(c.name),
    );
    expect(session.map((c) => c.name).sort()).toEqual(['accessToken', 'refreshToken']);
    for (const cookie of session)
      expect(cookie).toMatchObject({ httpOnly: false, secure: true, sameSite: 'Lax' });

    // Everywhere else, signed in: the dashboard works under the policy, without the microphone.
    await open(page, '/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'আমার ড্যাশবোর্ড' })).toBeVisible();
    expect(await microphoneAllowed(page)).toBe(false);
    expect(await violations()).toEqual([]);
  });
});
