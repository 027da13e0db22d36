import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  accessTokenOf,
  enrolFree,
  enrolFreeInOpenLiveBatch,
  newPhone,
  registerLearner,
  signIn,
} from './learner';
import { API } from './servers';
import { type APIRequestContext, expect, type Page, test } from './test';

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

/** A lesson of an on-demand batch the learner is enrolled in (free, FREE100) that has a PDF. */
async function enrolledLessonWithPdf(request: APIRequestContext, token: string) {
  const course = await (await request.get(`${API}/api/v2/course/1`)).json();
  const onDemand = course.batches.find((b: { mode: string }) => b.mode === 'on-demand');
  await enrolFree(request, token, onDemand.id);
  const detail = (await (await request.get(`${API}/api/v3/batch/on-demand/${onDemand.id}`)).json()).data;
  for (const module of detail.modules) {
    for (const { id } of module.recordings) {
      const recording = (
        await (
          await request.get(`${API}/api/v3/recording/${id}?batch=${onDemand.id}`, {
            headers: { accesstoken: token },
          })
        ).json()
      ).data;
      if (recording.resources.length > 0) return { batch: onDemand.id as number, recording };
    }
  }
  throw new Error('no lesson with a PDF in the on-demand batch');
}

test('a downloaded lesson plays offline from start to end and its PDF opens; the opening reaches the server when the connection returns; "My downloads" removes it and gives the space back', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(240_000);
  const phone = newPhone();
  await registerLearner(request, { phone, name: 'রুকাইয়া ডাউনলোড' });
  await signIn(page, request, phone, { next: '/dashboard' });
  const token = await accessTokenOf(page);
  const { batch, recording } = await enrolledLessonWithPdf(request, token);
  const pdf = recording.resources[0] as { key: string; title: string };
  const lessonPath = `/recording/${recording.id}?batch=${batch}`;

  await page.goto(lessonPath);
  await controlled(page);
  await page.goto(lessonPath);
  const panel = page.getByRole('region', { name: 'অফলাইনে দেখার জন্য' });
  await panel.getByRole('button', { name: 'ডাউনলোড করুন' }).click();
  await expect(panel.getByRole('status')).toHaveText(/ডিভাইসে রাখা আছে/, { timeout: 90_000 });
  // what the offline copy needs besides its own files is kept too: pdf.js's worker, among them
  await expect
    .poll(() => page.evaluate(async () => (await caches.match('/pdfjs/pdf.worker.min.mjs')) !== undefined))
    .toBe(true);
  // the openings this device keeps for the learner, whoever they are (one key per learner)
  const waitingOpenings = () =>
    page.evaluate(() =>
      Object.keys(localStorage)
        .filter((key) => key.startsWith('tilawat.notes-opened.'))
        .map((key) => localStorage.getItem(key) ?? '')
        .join(''),
    );

  await context.setOffline(true);
  try {
    await page.goto(lessonPath);
    await expect(page.getByRole('status').filter({ hasText: 'আপনি অফলাইনে আছেন' })).toBeVisible();
    await expect(page.getByText('ডিভাইসে রাখা কপি চলছে')).toBeVisible();
    const player = page.getByRole('group', { name: `ভিডিও: ${recording.title}` });
    await player.getByRole('button', { name: 'চালান' }).first().click();
    // from the start to the end, from the device
    await page.waitForFunction(() => document.querySelector('video')?.ended === true, null, {
      timeout: 90_000,
      polling: 500,
    });
    expect(
      await page.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime),
    ).toBeGreaterThan(recording.duration_seconds > 0 ? 10 : 0);

    // its PDF opens from the device, and the opening waits on it for the connection
    await page.getByRole('button', { name: pdf.title }).click();
    await expect(page.getByRole('region', { name: pdf.title })).toBeVisible();
    await expect(page.getByRole('region', { name: pdf.title }).locator('canvas').first()).toBeVisible({
      timeout: 30_000,
    });
    await expect.poll(waitingOpenings).toContain(pdf.key);
  } finally {
    await context.setOffline(false);
  }

  // the connection returns: the opening reaches the server, and the device lets it go
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect.poll(waitingOpenings, { timeout: 30_000 }).toBe('');

  // "My downloads": the lesson with its size; removing it gives the space back
  await page.goto('/dashboard/downloads');
  const list = page.getByRole('list', { name: 'ডিভাইসে রাখা পাঠ' });
  await expect(list.getByRole('heading', { name: recording.title })).toBeVisible();
  await expect(list).toContainText(/আকার[০-৯.]+ (কিলোবাইট|মেগাবাইট)/);
  await expect(page.getByTestId('downloads-free')).toContainText('খালি আছে');
  const keptFiles = () =>
    page.evaluate(async () => (await (await caches.open('tilawat-downloads')).keys()).length);
  expect(await keptFiles()).toBeGreaterThan(1);
  await list.getByRole('button', { name: `"${recording.title}" ডিভাইস থেকে মুছুন` }).click();
  await expect(page.getByRole('heading', { name: 'কোনো পাঠ ডাউনলোড করা নেই' })).toBeVisible();
  await expect(page.getByTestId('downloads-used')).toContainText('ডাউনলোডে লেগেছে ০ কিলোবাইট');
  expect(await keptFiles()).toBe(0);
  expect(
    await page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const open = indexedDB.open('tilawat-downloads');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const all = open.result.transaction('lessons').objectStore('lessons').count();
            all.onsuccess = () => resolve(all.result);
          };
        }),
    ),
  ).toBe(0);
});

test('a download broken part-way resumes when the connection returns, fetching only what it lacks', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const phone = newPhone();
  await registerLearner(request, { phone, name: 'সুমাইয়া ধীর সংযোগ' });
  await signIn(page, request, phone, { next: '/dashboard' });
  const token = await accessTokenOf(page);
  const { batch, recording } = await enrolledLessonWithPdf(request, token);
  const lessonPath = `/recording/${recording.id}?batch=${batch}`;
  await page.goto(lessonPath);
  await controlled(page);

  // every file the download fetches, by name; the third segment fails as a dropped connection makes `fetch`
  // fail (a TypeError). Done in the page itself: a route of the test's is not always asked for a request that
  // passes through the service worker, which made this walk flaky.
  await page.addInitScript(() => {
    const state = window as unknown as { breakFile: string | null; fetched: string[] };
    state.breakFile = 'seg2.ts';
    state.fetched = [];
    const real = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      const name = new URL(url, location.href).pathname.split('/').pop() ?? '';
      if (/\.(ts|pdf)$/.test(name) && url.includes('/media/')) {
        if (name === state.breakFile) return Promise.reject(new TypeError('Failed to fetch'));
        state.fetched.push(name);
      }
      return real(input, init);
    };
  });
  await page.goto(lessonPath);
  const fetchedFiles = () => page.evaluate(() => (window as unknown as { fetched: string[] }).fetched);

  const panel = page.getByRole('region', { name: 'অফলাইনে দেখার জন্য' });
  await panel.getByRole('button', { name: 'ডাউনলোড করুন' }).click();
  await expect(panel.getByRole('status')).toHaveText(/ডাউনলোড থেমে আছে/, { timeout: 30_000 });
  const bar = panel.getByRole('progressbar');
  const part = Number(await bar.getAttribute('value'));
  expect(part).toBeGreaterThan(0);
  expect(part).toBeLessThan(100);
  expect(await fetchedFiles()).toEqual(['seg0.ts', 'seg1.ts']);

  // the connection returns: it goes on by itself, from the third segment
  await page.evaluate(() => {
    (window as unknown as { breakFile: string | null }).breakFile = null;
    window.dispatchEvent(new Event('online'));
  });
  await expect(panel.getByRole('status')).toHaveText(/ডিভাইসে রাখা আছে/, { timeout: 30_000 });
  const fetched = await fetchedFiles();
  expect(fetched.slice(0, 3)).toEqual(['seg0.ts', 'seg1.ts', 'seg2.ts']);
  expect(fetched.filter((name) => name === 'seg0.ts')).toHaveLength(1);
  expect(fetched.some((name) => name.endsWith('.pdf'))).toBe(true);

  // its licence runs out (the enrollment ended while the phone was offline): the lesson is removed
  await page.evaluate(
    (id) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('tilawat-downloads');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const lessons = open.result.transaction('lessons', 'readwrite').objectStore('lessons');
          const read = lessons.get(id);
          read.onsuccess = () => {
            const put = lessons.put({ ...read.result, licenceExpiresAt: '2020-01-01T00:00:00.000Z' });
            put.onsuccess = () => resolve();
            put.onerror = () => reject(put.error);
          };
        };
      }),
    recording.id,
  );
  await page.goto('/dashboard/downloads');
  await expect(page.getByRole('heading', { name: 'কোনো পাঠ ডাউনলোড করা নেই' })).toBeVisible();
  expect(
    await page.evaluate(async () => (await (await caches.open('tilawat-downloads')).keys()).length),
  ).toBe(0);
});

test('the site is installable: Chromium finds no fault with its manifest, icons and worker', async ({
  page,
  context,
}) => {
  await page.goto('/al-quran-course');
  await controlled(page);
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // Playwright's browser contexts are incognito, which Chromium never installs from: that one is the test's
  expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
  const { url, errors } = await cdp.send('Page.getAppManifest');
  expect(errors).toEqual([]);
  expect(url).toMatch(/manifest/);
});
