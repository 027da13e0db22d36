import { join } from 'node:path';
import { chromiumLaunchOptions } from '@tilawat/testing/chromium';
import { axeViolations } from './axe';
import { apiSignIn, enrolFree, newPhone, registerLearner, signIn } from './learner';
import { DEMO_TEACHER } from './operators';
import { screenshot } from './screenshot';
import { API } from './servers';
import { type APIRequestContext, expect, type Page, test } from './test';

// The microphone is Chromium's fake device fed from a committed WAV (e2e/fixtures/make-recitation-wav.sh
// made it with espeak-ng and sox): the page records real Opus audio from it, the api checks it with
// ffprobe and converts it with ffmpeg, exactly as a learner's phone's would be.
const RECITATION_WAV = join(import.meta.dirname, 'fixtures', 'recitation.wav');
const launch = chromiumLaunchOptions();
test.use({
  launchOptions: {
    ...launch,
    args: [
      ...launch.args,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${RECITATION_WAV}`,
    ],
  },
  permissions: ['microphone'],
});

// The demo teacher teaches the beginners' course's batches (apps/api/README.md, "The operator console").

/** The demo teacher's on-demand batch of the beginners' course. */
async function teachersBatch(request: APIRequestContext): Promise<number> {
  const course = (await (await request.get(`${API}/api/v3/course?slug=quran-shikkha-beginner`)).json()).data
    .items[0];
  const batches = (await (await request.get(`${API}/api/v3/batch?course=${course.id}&mode=on-demand`)).json())
    .data.items as { id: number }[];
  return (batches[0] as { id: number }).id;
}

/** Records the ayah the recorder shows for about `seconds` and stops. */
async function recordAyah(page: Page, seconds = 2): Promise<void> {
  await page.getByRole('button', { name: 'রেকর্ড শুরু করুন' }).click();
  await expect(page.getByRole('button', { name: 'রেকর্ড থামান' })).toBeVisible();
  await page.waitForTimeout(seconds * 1000);
  await page.getByRole('button', { name: 'রেকর্ড থামান' }).click();
  await expect(page.getByRole('button', { name: 'আবার রেকর্ড করুন' })).toBeVisible();
}

/** The upload queue's line of an ayah. */
const queueItem = (page: Page, ayah: string) =>
  page
    .getByRole('list', { name: 'রেকর্ডিং পাঠানোর অবস্থা' })
    .getByRole('listitem')
    .filter({ hasText: `আয়াত ${ayah}` });

test.describe('recitation practice', () => {
  test('a learner records five ayahs, two of them offline, sends them; the teacher marks a ghunnah mistake with a voice correction; the learner re-records that ayah only', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(300_000);
    const batchId = await teachersBatch(request);
    const phone = newPhone();
    const name = `মারিয়াম ${Date.now().toString(36)}`;
    await registerLearner(request, { phone, name });
    await enrolFree(request, (await apiSignIn(request, phone)).accessToken, batchId);

    // The teacher assigns Al-Fatiha 1–5 to the batch in the console.
    await signIn(page, request, DEMO_TEACHER.phone, {
      next: `/console/batches/${batchId}`,
      password: DEMO_TEACHER.password,
    });
    const form = page.getByRole('form', { name: 'নতুন অনুশীলন দিন' });
    await form.getByLabel('সূরা (১–১১৪)').fill('1');
    await form.getByLabel('প্রথম আয়াত').fill('1');
    await form.getByLabel('শেষ আয়াত').fill('5');
    await form.getByLabel(/কী খেয়াল রাখবে/).fill('গুন্নাহ ও মাদ খেয়াল করুন।');
    await form.getByRole('button', { name: 'অনুশীলন দিন' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'অনুশীলন দেওয়া হয়েছে' })).toBeVisible();

    // The learner finds it on the dashboard.
    const learnerContext = await browser.newContext({ permissions: ['microphone'] });
    const learner = await learnerContext.newPage();
    await signIn(learner, request, phone, { next: '/dashboard' });
    const card = learner.getByRole('link', { name: /আল-ফাতিহা ১–৫/ });
    await expect(card).toBeVisible();
    await card.click();
    await expect(learner).toHaveURL(/\/practice\/\d+$/);
    const practiceUrl = learner.url();
    await expect(learner.locator('[lang="ar"]').first()).toBeVisible();

    // Three ayahs online: each goes up as soon as it is recorded.
    for (const ayah of ['১', '২', '৩']) {
      await recordAyah(learner);
      await expect(queueItem(learner, ayah)).toContainText('পাঠানো হয়েছে', { timeout: 30_000 });
      await learner.getByRole('button', { name: 'পরের আয়াত' }).click();
    }
    // Offline: two more wait on the phone.
    await learnerContext.setOffline(true);
    for (const ayah of ['৪', '৫']) {
      await recordAyah(learner);
      await expect(queueItem(learner, ayah)).toContainText('নেটওয়ার্কের অপেক্ষায়');
      if (ayah === '৪') await learner.getByRole('button', { name: 'পরের আয়াত' }).click();
    }
    await expect(learner.getByText(/আপনি অফলাইনে আছেন/)).toBeVisible();
    expect(await axeViolations(learner)).toEqual([]);
    await screenshot(learner, 'practice-offline');
    // Back online: all five are sent, and the practice goes to the teacher.
    await learnerContext.setOffline(false);
    for (const ayah of ['৪', '৫']) {
      await expect(queueItem(learner, ayah)).toContainText('পাঠানো হয়েছে', { timeout: 30_000 });
    }
    await learner.getByRole('button', { name: 'শিক্ষকের কাছে পাঠান' }).click();
    await expect(learner.getByText(/শিক্ষকের কাছে পাঠানো হয়েছে/).first()).toBeVisible();

    // What went up: five takes, small enough that Al-Fatiha's seven ayahs at a normal pace stay under 300 kB.
    const assignmentId = Number(practiceUrl.split('/').pop());
    const token = (await apiSignIn(request, phone)).accessToken;
    const sent = (
      await (
        await request.get(`${API}/api/v3/practice/${assignmentId}`, { headers: { accesstoken: token } })
      ).json()
    ).data as {
      status: string;
      ayahs: { recording: { size: number; audio: { duration_ms: number } } | null }[];
    };
    expect(sent.status).toBe('submitted');
    const takes = sent.ayahs.map((ayah) => ayah.recording);
    expect(takes.every((take) => take !== null)).toBe(true);
    const bytes = takes.reduce((sum, take) => sum + (take?.size ?? 0), 0);
    const seconds = takes.reduce((sum, take) => sum + (take?.audio.duration_ms ?? 0), 0) / 1000;
    const fatihaBytes = (bytes / seconds) * 60; // a learner's Al-Fatiha at a normal pace: about a minute
    console.log(
      `practice uploads: ${takes.length} takes, ${bytes} bytes, ${seconds.toFixed(1)} s → ${Math.round(bytes / seconds)} B/s; Al-Fatiha (60 s) ≈ ${Math.round(fatihaBytes / 1000)} kB`,
    );
    expect(fatihaBytes).toBeLessThanOrEqual(300_000);

    // The teacher reviews it: ayah 2's second word is a hidden ghunnah mistake, with a note and a voice correction.
    await page.goto('/console/practice');
    await page.getByRole('link', { name: new RegExp(`${name}-এর আল-ফাতিহা`) }).click();
    await expect(page).toHaveURL(/\/console\/practice\/[0-9a-f-]{36}$/);
    const ayah2 = page.getByRole('region', { name: 'আয়াত ২' });
    await expect(ayah2.locator('audio')).toBeAttached({ timeout: 60_000 });
    await ayah2.getByRole('toolbar', { name: 'আয়াত ২-এর শব্দ' }).getByRole('button').nth(1).click();
    const picker = page.getByRole('form', { name: /শব্দে ভুল চিহ্নিত করুন/ });
    await picker.getByRole('radio', { name: /গুন্নাহ/ }).check();
    await picker.getByRole('radio', { name: /গোপন ভুল/ }).check();
    await picker.getByLabel('নোট').fill('গুন্নাহ দুই হরকত পরিমাণ টানুন।');
    await picker.getByRole('button', { name: 'চিহ্নিত করুন' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'ভুল চিহ্নিত হয়েছে' })).toBeVisible();
    const correction = ayah2.getByRole('group', { name: /সংশোধন কণ্ঠে/ });
    await correction.getByRole('button', { name: 'সংশোধন রেকর্ড করুন' }).click();
    await page.waitForTimeout(4_000);
    await correction.getByRole('button', { name: 'রেকর্ড থামান' }).click();
    await correction.getByRole('button', { name: 'সংশোধন পাঠান' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'কণ্ঠের সংশোধন পাঠানো হয়েছে' })).toBeVisible();
    for (const ayah of ['১', '২', '৩', '৪', '৫']) {
      const verdict = ayah === '২' ? 'আবার অনুশীলন দরকার' : 'সঠিক';
      await page.getByRole('button', { name: `আয়াত ${ayah}: ${verdict}` }).click();
      await expect(page.getByRole('button', { name: `আয়াত ${ayah}: ${verdict}` })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    }
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'console-practice-review');
    await page.getByRole('button', { name: 'মূল্যায়ন শেষ করুন' }).click();
    await expect(page.getByRole('status').filter({ hasText: /মূল্যায়ন শেষ — নম্বর ৯৯/ })).toBeVisible();

    // The learner sees the marked word with the teacher's note and plays the correction.
    await expect(async () => {
      await learner.goto(practiceUrl);
      await expect(learner.getByText('দেখা হয়েছে').first()).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    // Only the marked word is a button for the learner.
    const markedWord = () => learner.getByRole('toolbar', { name: 'আয়াত ২-এর শব্দ' }).getByRole('button');
    await expect(markedWord()).toHaveCount(1);
    await markedWord().click();
    await expect(learner.getByText('গুন্নাহ দুই হরকত পরিমাণ টানুন।')).toBeVisible();
    await expect(learner.getByText(/গোপন ভুল/).first()).toBeVisible();
    const played = learner.getByLabel('শিক্ষকের কণ্ঠে সংশোধন');
    await expect(async () => {
      await learner.reload();
      await markedWord().click();
      await expect(played.first()).toBeAttached({ timeout: 3_000 });
    }).toPass({ timeout: 60_000 });
    const playable = await played.first().evaluate(async (audio: HTMLAudioElement) => {
      audio.muted = true;
      await audio.play();
      await new Promise((resolve) => setTimeout(resolve, 500));
      return { error: audio.error?.code ?? null, time: audio.currentTime };
    });
    expect(playable.error).toBeNull();
    expect(playable.time).toBeGreaterThan(0);
    expect(await axeViolations(learner)).toEqual([]);
    await screenshot(learner, 'practice-reviewed');

    // "Re-record the marked ayahs only": ayah 2 and nothing else.
    await learner.getByRole('button', { name: 'শুধু চিহ্নিত আয়াতগুলো আবার রেকর্ড করুন' }).click();
    await recordAyah(learner);
    await expect(queueItem(learner, '২')).toContainText('পাঠানো হয়েছে', { timeout: 30_000 });
    await expect(learner.getByRole('button', { name: 'পরের আয়াত' })).toBeDisabled();
    await learner.getByRole('button', { name: 'শিক্ষকের কাছে পাঠান' }).click();
    await expect(learner.getByText(/শিক্ষকের কাছে পাঠানো হয়েছে/).first()).toBeVisible();

    // The summary counts the one ghunnah mistake.
    const summary = learner.getByRole('region', { name: 'যেসব ভুল বেশি হচ্ছে' });
    await expect(summary).toContainText('গুন্নাহ');
    await expect(summary).toContainText('১ বার');
    await learnerContext.close();
  });
});
