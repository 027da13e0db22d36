import { axeViolations } from './axe';
import { accessTokenOf, enrolFree, newPhone, registerLearner, signIn } from './learner';
import { screenshot } from './screenshot';
import { API, WEB } from './servers';
import { type APIRequestContext, expect, type Locator, type Page, test } from './test';

const SAVED = /উত্তর সংরক্ষিত হয়েছে/;
const OFFLINE = 'অফলাইন — উত্তর এই ডিভাইসে রাখা আছে';

/** A new learner, signed in on this page; answers their phone and access token. */
async function signedInLearner(page: Page, request: APIRequestContext, name: string) {
  const phone = newPhone();
  await registerLearner(request, { phone, name });
  await signIn(page, request, phone);
  return { phone, token: await accessTokenOf(page) };
}

/** The beginners' course's first open batch (the course page's first "ভর্তি হন"), bought with the scholarship promo. */
async function enrolInFirstBatch(page: Page, request: APIRequestContext, token: string): Promise<number> {
  await page.goto('/al-quran-course/quran-shikkha-beginner');
  await page.getByRole('link', { name: 'ভর্তি হন' }).first().click();
  await expect(page).toHaveURL(/\/checkout\?batch=\d+$/);
  const batchId = Number(new URL(page.url()).searchParams.get('batch'));
  await enrolFree(request, token, batchId);
  return batchId;
}

/** The question on screen (one at a time at 360 px). */
const currentQuestion = (page: Page): Locator =>
  page.getByRole('region', { name: 'প্রশ্নসমূহ' }).getByRole('group').first();

/** Answers the question on screen: the first option of a choice question, or a written answer. */
async function answerCurrent(page: Page): Promise<void> {
  const question = currentQuestion(page);
  const text = question.getByRole('textbox');
  if ((await text.count()) > 0) await text.fill('ইখফা');
  else await question.locator('input').first().check();
}

/** A number in Bengali digits, as the pages write it. */
const bn = (n: number) => n.toLocaleString('bn-BD');

const answeredSummary = (page: Page, answered: number) =>
  page.getByText(new RegExp(`টির মধ্যে ${bn(answered)}টির উত্তর দেওয়া হয়েছে`));

test.describe('an exam', () => {
  test('a learner who bought a batch takes a module exam: answers survive a reload and a lost connection, the server grades, attempts are counted', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(180_000);
    const { token } = await signedInLearner(page, request, 'রাবেয়া খাতুন');
    const batchId = await enrolInFirstBatch(page, request, token);

    // The batch page lists each module's exam with its state, linking to /exam/{id}.
    await page.goto(`/dashboard/batch/${batchId}`);
    const firstExam = page
      .getByRole('list', { name: /^পরীক্ষা: / })
      .first()
      .getByRole('listitem')
      .first();
    await expect(firstExam).toContainText('দেওয়া যাবে');
    await expect(page.getByRole('list', { name: /^পরীক্ষা: / }).nth(1)).toContainText(
      'আগের পরীক্ষায় পাস করলে খুলবে',
    );
    await expect(page.getByRole('heading', { name: 'চূড়ান্ত পরীক্ষা' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'exam-batch-page');
    const link = firstExam.getByRole('link');
    const title = (await link.textContent()) ?? '';
    await link.click();
    await expect(page).toHaveURL(/\/exam\/\d+$/);
    const examId = Number(new URL(page.url()).pathname.split('/').pop());

    // The instruction: the rules and the attempts left, then start.
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('৩টির মধ্যে ৩টি')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'exam-instruction');
    await page.getByRole('button', { name: 'পরীক্ষা শুরু করুন' }).click();

    // One question at a time on a phone, the server's clock running.
    await expect(page.getByRole('timer')).toBeVisible();
    await expect(page.getByRole('region', { name: 'প্রশ্নসমূহ' }).getByRole('group')).toHaveCount(1);
    await answerCurrent(page);
    await page.getByRole('button', { name: 'পরের প্রশ্ন' }).click();
    await answerCurrent(page);
    await expect(page.getByRole('status').filter({ hasText: SAVED })).toBeVisible();
    await expect(answeredSummary(page, 2)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'exam-answering');

    // A reload resumes the attempt with the saved answers.
    await page.reload();
    await expect(page.getByRole('timer')).toBeVisible();
    await expect(answeredSummary(page, 2)).toBeVisible();
    await expect(currentQuestion(page).locator('input:checked, textarea')).not.toHaveCount(0);

    // From tablet width every question is on one page.
    const total = await page.getByRole('navigation', { name: 'প্রশ্নের তালিকা' }).getByRole('button').count();
    await page.setViewportSize({ width: 800, height: 1000 });
    await expect(page.getByRole('region', { name: 'প্রশ্নসমূহ' }).getByRole('group')).toHaveCount(total);
    await screenshot(page, 'exam-tablet');
    await page.setViewportSize({ width: 360, height: 800 });
    await expect(page.getByRole('region', { name: 'প্রশ্নসমূহ' }).getByRole('group')).toHaveCount(1);

    // On a train: the connection goes, answering goes on, the answers wait on the device.
    await context.setOffline(true);
    await page.getByRole('button', { name: /প্রশ্ন ৩,/ }).click();
    await answerCurrent(page);
    await expect(page.getByText(OFFLINE)).toBeVisible();
    await expect(answeredSummary(page, 3)).toBeVisible();
    await screenshot(page, 'exam-offline');

    // Back online: the save goes through, and the server has all three.
    await context.setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: SAVED })).toBeVisible({ timeout: 20_000 });
    const saved = await request.get(`${API}/api/v3/submission/quick-save/${examId}`, {
      headers: { accesstoken: token },
    });
    expect(((await saved.json()) as { data: { answers: unknown[] } }).data.answers).toHaveLength(3);

    // Submit: the confirmation says how many are unanswered.
    await page.getByRole('button', { name: 'পরীক্ষা জমা দিন' }).click();
    const dialog = page.getByRole('dialog', { name: 'পরীক্ষা জমা দেবেন?' });
    await expect(dialog).toContainText(`${bn(total - 3)}টি প্রশ্নের উত্তর দেওয়া হয়নি`);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'exam-confirm');
    await dialog.getByRole('button', { name: 'হ্যাঁ, জমা দিন' }).click();

    // The server's grade, the review of every question, and the attempts left.
    await expect(page.getByRole('heading', { name: 'পরীক্ষার ফল' })).toBeVisible();
    await expect(page.getByText(/উত্তীর্ণ|অনুত্তীর্ণ|শিক্ষকের মূল্যায়নের অপেক্ষায়/).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'প্রশ্নভিত্তিক পর্যালোচনা' })).toBeVisible();
    await expect(page.getByText('আরও ২ বার দেওয়া যাবে')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'exam-result');

    // Coming back later: the last result, and the second attempt's count.
    await page.reload();
    await expect(page.getByText('৩টির মধ্যে ২টি')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'পরীক্ষার ফল' })).toBeVisible();
    await screenshot(page, 'exam-second-attempt');

    // A shared phone: the second attempt's answers are kept on this device while it runs, and logging
    // out takes every kept copy away with the session, so the next person finds none of them.
    await page.getByRole('button', { name: 'পরীক্ষা শুরু করুন' }).click();
    await expect(page.getByRole('timer')).toBeVisible();
    await answerCurrent(page);
    await expect(answeredSummary(page, 1)).toBeVisible();
    const keptDrafts = () =>
      page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('tilawat.exam.')));
    await expect.poll(keptDrafts).toHaveLength(1);
    await page.getByRole('button', { name: 'মেনু' }).click();
    await page.getByRole('button', { name: /লগআউট/ }).click();
    await expect(page.getByText('সফলভাবে লগআউট হয়েছে')).toBeVisible();
    expect(await keptDrafts()).toEqual([]);
  });

  test('a learner who is not enrolled gets the not-found page', async ({ page, request, browser }) => {
    test.setTimeout(120_000);
    // An exam id from a learner who is enrolled.
    const ownerPage = await browser.newPage({ baseURL: WEB, viewport: { width: 360, height: 800 } });
    const owner = await signedInLearner(ownerPage, request, 'আয়েশা সিদ্দিকা');
    const batchId = await enrolInFirstBatch(ownerPage, request, owner.token);
    const exams = await request.get(`${API}/api/v3/exam?batch=${batchId}`, {
      headers: { accesstoken: owner.token },
    });
    const examId = ((await exams.json()) as { data: { id: number }[] }).data[0]?.id;
    expect(examId).toBeDefined();
    await ownerPage.close();

    await signedInLearner(page, request, 'মারিয়াম বেগম');
    await page.goto(`/exam/${examId}`);
    await expect(page.getByRole('heading', { name: 'পাতাটি খুঁজে পাওয়া যায়নি' })).toBeVisible();
    await screenshot(page, 'exam-not-enrolled');
  });
});
