import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { axeViolations } from './axe';
import { apiSignIn, enrolFree, newPhone, registerLearner, signIn } from './learner';
import { CATALOGUE_ADMIN, DEMO_TEACHER } from './operators';
import { screenshot } from './screenshot';
import { API } from './servers';
import { type APIRequestContext, expect, test } from './test';

/** A two-second video made with Debian's ffmpeg (the api's tests need it too: `tilawat-ensure-debian ffmpeg`). */
function shortVideo(): Buffer {
  const path = join(mkdtempSync(join(tmpdir(), 'tilawat-e2e-video-')), 'clip.mp4');
  execFileSync('ffmpeg', [
    ...[
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'testsrc=duration=2:size=320x240:rate=25',
    ],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=2', '-c:v', 'libx264', '-preset', 'ultrafast'],
    ...['-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', path],
  ]);
  return readFileSync(path);
}
const PDF = Buffer.from(`%PDF-1.4\n${'% মাখরাজ চার্ট\n'.repeat(20)}%%EOF\n`);

// The demo operators the api's development seed creates (apps/api/README.md, "The operator console");
// the demo teacher teaches the beginners' course's batches.

interface ExamQuestion {
  id: number;
  kind: 'single-choice' | 'multi-choice' | 'short-text';
}
interface ReviewItem {
  question: number;
  correct_option_ids: number[];
  accepted_answers: string[];
}

/** Opens an attempt of an exam as the learner and submits `answers`; answers the result. */
async function takeExam(
  request: APIRequestContext,
  token: string,
  examId: number,
  answer: (question: ExamQuestion) => { option_ids?: number[]; text?: string } | null,
) {
  const opened = await request.get(`${API}/api/v3/exam/revised/${examId}`, {
    headers: { accesstoken: token },
  });
  expect(opened.ok(), await opened.text()).toBe(true);
  const questions = (await opened.json()).data.questions as ExamQuestion[];
  const answers = questions.flatMap((question) => {
    const given = answer(question);
    return given ? [{ question: question.id, ...given }] : [];
  });
  const submitted = await request.post(`${API}/api/v3/submission/revised`, {
    headers: { accesstoken: token },
    data: { exam: examId, final: true, answers },
  });
  expect(submitted.ok(), await submitted.text()).toBe(true);
  return (await submitted.json()).data as { status: string; review: ReviewItem[] };
}

test.describe('the console’s catalogue and reviews', () => {
  test('an admin creates a course with a batch and a free lesson and publishes it; a visitor sees it on the site', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const stamp = Date.now().toString(36);
    const slug = `tajweed-e2e-${stamp}`;
    const title = `তাজবিদ নিবিড় কোর্স ${stamp}`;

    await signIn(page, request, CATALOGUE_ADMIN.phone, {
      next: '/console/courses',
      password: CATALOGUE_ADMIN.password,
    });
    await expect(page.getByRole('heading', { level: 1, name: 'কোর্স' })).toBeVisible();
    const courseForm = page.getByRole('form', { name: 'নতুন কোর্স' });
    await courseForm.getByLabel('কোর্সের নাম').fill(title);
    await courseForm.getByLabel('ঠিকানা (slug)').fill('Not a slug');
    await courseForm.getByLabel('উপশিরোনাম').fill('আট সপ্তাহে তাজবিদের সব নিয়ম');
    await courseForm.getByLabel('স্তর').selectOption('intermediate');
    await courseForm.getByLabel('মেয়াদ (সপ্তাহ)').fill('8');
    await courseForm.getByLabel('বিবরণ').fill('মাখরাজ থেকে ওয়াকফ পর্যন্ত, প্রতিটি নিয়ম অনুশীলনসহ।');
    await courseForm.getByRole('button', { name: 'কোর্স তৈরি করুন' }).click();
    // the server's refusal of the slug shows beside the field, and nothing typed is lost
    const slugField = courseForm.getByLabel('ঠিকানা (slug)');
    await expect(slugField).toHaveAttribute('aria-invalid', 'true');
    await expect(courseForm.getByLabel('কোর্সের নাম')).toHaveValue(title);
    await slugField.fill(slug);
    await courseForm.getByRole('button', { name: 'কোর্স তৈরি করুন' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `“${title}” খসড়া হিসেবে তৈরি হয়েছে` }),
    ).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: slug });
    await expect(row).toContainText('খসড়া');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'console-courses');

    // a batch of the course: live, three days a week at seven in the morning
    await row.getByRole('link', { name: '০টি ব্যাচ' }).click();
    await expect(page).toHaveURL(/\/console\/batches\?course=\d+$/);
    const batchForm = page.getByRole('form', { name: 'নতুন ব্যাচ' });
    await batchForm.getByLabel('ব্যাচের নাম').fill('ব্যাচ ১ — সকাল');
    await batchForm.getByLabel('শুরু (বাংলাদেশ সময়)').fill('2027-01-09T07:00');
    for (const day of ['শনি', 'সোম', 'বুধ']) await batchForm.getByLabel(day, { exact: true }).check();
    await batchForm.getByLabel('ক্লাসের সময় (বাংলাদেশ সময়)').fill('07:00');
    await batchForm.getByLabel('প্রতি ক্লাস (মিনিট)').fill('60');
    await batchForm.getByLabel('মোট আসন').fill('30');
    await batchForm.getByLabel('দাম (টাকা)', { exact: true }).fill('2500');
    await batchForm.getByLabel(/আগের দাম/).fill('3000');
    await batchForm.getByLabel('শিক্ষকের নাম (শিক্ষার্থীরা যা দেখেন)').fill('উস্তাদ আব্দুর রহমান');
    await batchForm.getByRole('button', { name: 'ব্যাচ খুলুন' }).click();
    await expect(page.getByRole('status').filter({ hasText: '“ব্যাচ ১ — সকাল” খোলা হয়েছে।' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'console-batches');

    // its content: a module and a free lesson
    await page.getByRole('link', { name: 'ব্যাচ ১ — সকাল: মডিউল, পাঠ ও সম্পাদনা' }).click();
    await expect(page).toHaveURL(/\/console\/batches\/\d+$/);
    const moduleForm = page.getByRole('form', { name: 'নতুন মডিউল' });
    await moduleForm.getByLabel('মডিউলের নাম').fill('মাখরাজ');
    await moduleForm.getByRole('button', { name: 'মডিউল যোগ করুন' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'মডিউল “মাখরাজ” যোগ হয়েছে।' })).toBeVisible();
    const lessonForm = page.getByRole('form', { name: 'মাখরাজ: নতুন পাঠ' });
    await lessonForm.getByLabel('পাঠের নাম').fill('মাখরাজের পরিচয়');
    // no CDN address: its video is uploaded below
    await lessonForm.getByLabel('দৈর্ঘ্য (মিনিট)').fill('12');
    await lessonForm.getByLabel('ফ্রি পাঠ: যে কেউ দেখতে পারবেন').check();
    await lessonForm.getByRole('button', { name: 'পাঠ যোগ করুন' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'পাঠ “মাখরাজের পরিচয়” যোগ হয়েছে।' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'মাখরাজ: পাঠ' })).toContainText('ফ্রি');
    await expect(page.getByRole('list', { name: 'মাখরাজ: পাঠ' })).toContainText('ভিডিও এখনো নেই');
    // its recording uploaded: the bytes go up, the api makes the HLS rendition, the lesson plays it
    await page.getByText('ভিডিও আপলোড ও পিডিএফ (০টি)').click();
    await page.getByLabel('“মাখরাজের পরিচয়”-এর ভিডিও বাছাই করে আপলোড করুন').setInputFiles({
      name: 'makhraj-1.mp4',
      mimeType: 'video/mp4',
      buffer: shortVideo(),
    });
    await expect(
      page.getByRole('status').filter({ hasText: '“মাখরাজের পরিচয়”-এর নতুন ভিডিও প্রস্তুত' }),
    ).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('group', { name: 'makhraj-1.mp4' })).toContainText('প্রস্তুত');
    await expect(page.getByRole('list', { name: 'মাখরাজ: পাঠ' })).not.toContainText('ভিডিও এখনো নেই');
    // and a PDF of it; a file that is not one is refused beside the upload
    const noteForm = page.getByRole('form', { name: '“মাখরাজের পরিচয়”-এ নতুন পিডিএফ' });
    await noteForm.getByLabel('পিডিএফের নাম (শিক্ষার্থীরা যা দেখবেন)').fill('মাখরাজ চার্ট');
    await noteForm
      .getByLabel('পিডিএফ ফাইল বাছাই করুন')
      .setInputFiles({ name: 'chart.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a pdf') });
    await noteForm.getByRole('button', { name: 'পিডিএফ যোগ করুন' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'এটি পিডিএফ ফাইল নয়' })).toBeVisible();
    await noteForm
      .getByLabel('পিডিএফ ফাইল বাছাই করুন')
      .setInputFiles({ name: 'chart.pdf', mimeType: 'application/pdf', buffer: PDF });
    await noteForm.getByRole('button', { name: 'পিডিএফ যোগ করুন' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'পিডিএফ “মাখরাজ চার্ট” যোগ হয়েছে।' })).toBeVisible();
    await expect(page.getByRole('list', { name: '“মাখরাজের পরিচয়”-এর পিডিএফ' })).toContainText('মাখরাজ চার্ট');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'console-lesson-uploads');
    // a live class of the batch, with its room
    const classForm = page.getByRole('form', { name: 'নতুন লাইভ ক্লাস' });
    await classForm.getByLabel('ক্লাসের নাম').fill('মাখরাজ — ক্লাস ১');
    await classForm.getByLabel('শুরু (বাংলাদেশ সময়)').fill('2027-01-09T07:00');
    await classForm.getByLabel('ক্লাসের লিংক (https)').fill('https://meet.jit.si/tilawat-e2e-class-1');
    await classForm.getByRole('button', { name: 'ক্লাস যোগ করুন' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'ক্লাস “মাখরাজ — ক্লাস ১” যোগ হয়েছে।' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'লাইভ ক্লাস' })).toContainText('উপস্থিত ০ / ০');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'console-batch-content');

    // an exam of the module with a question, written in the console
    const examForm = page.getByRole('form', { name: 'নতুন পরীক্ষা' });
    await examForm.getByLabel('পরীক্ষার নাম').fill('মাখরাজ — মডিউল পরীক্ষা');
    await examForm.getByLabel('মডিউল').selectOption({ label: 'মাখরাজ' });
    await examForm.getByLabel('পাস নম্বর').fill('1');
    await examForm.getByLabel('শুরু (বাংলাদেশ সময়)').fill('2027-01-09T07:00');
    await examForm.getByRole('button', { name: 'পরীক্ষা তৈরি করুন' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: '“মাখরাজ — মডিউল পরীক্ষা” তৈরি হয়েছে' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'মাখরাজ — মডিউল পরীক্ষা: প্রশ্ন ও সেটিংস' }).click();
    await expect(page).toHaveURL(/\/console\/exams\/\d+$/);
    const questionForm = page.getByRole('form', { name: 'নতুন প্রশ্ন' });
    await questionForm.getByLabel('প্রশ্ন', { exact: true }).fill('ع হরফের মাখরাজ কোথায়?');
    await questionForm.getByLabel('বিকল্প ১', { exact: true }).fill('হলকের মাঝখান');
    await questionForm.getByLabel('বিকল্প ২', { exact: true }).fill('ঠোঁট');
    await questionForm.getByRole('button', { name: 'প্রশ্ন যোগ করুন' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'প্রশ্ন যোগ হয়েছে।' })).toBeVisible();
    await expect(page.getByText('হলকের মাঝখান — সঠিক')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'console-exam');

    // published, the course is on the site for a visitor who is not signed in
    await page.goto('/console/courses');
    await page.getByRole('button', { name: `${title} প্রকাশ করুন` }).click();
    await expect(page.getByRole('status').filter({ hasText: `“${title}” প্রকাশিত হয়েছে` })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: slug })).toContainText('প্রকাশিত');

    const visitor = await browser.newContext();
    const site = await visitor.newPage();
    await site.goto(`/al-quran-course/${slug}`);
    await expect(site.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(site.getByText('ব্যাচ ১ — সকাল').first()).toBeVisible();
    await expect(site.getByText('মাখরাজের পরিচয়').first()).toBeVisible();
    await screenshot(site, 'console-published-course');
    // the free lesson plays the rendition made from the upload
    await site
      .getByRole('link', { name: /মাখরাজের পরিচয়/ })
      .first()
      .click();
    await expect(site).toHaveURL(/\/recording\/\d+/);
    await expect(site.locator('video')).toHaveCount(1);
    await expect(site.locator('video')).toHaveJSProperty('error', null);
    await visitor.close();
  });

  test('a teacher marks a written answer and the learner’s result changes', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    // A learner of the beginners' course's on-demand batch (the demo teacher's) passes the first
    // module's exam and writes the answer of the second one's question a teacher marks.
    const phone = newPhone();
    const name = `হাফসা ${Date.now().toString(36)}`;
    await registerLearner(request, { phone, name });
    const token = (await apiSignIn(request, phone)).accessToken;
    const course = (await (await request.get(`${API}/api/v3/course?slug=quran-shikkha-beginner`)).json()).data
      .items[0];
    const batches = (
      await (await request.get(`${API}/api/v3/batch?course=${course.id}&mode=on-demand`)).json()
    ).data.items as { id: number }[];
    const batchId = (batches[0] as { id: number }).id;
    await enrolFree(request, token, batchId);
    const exams = (
      await (
        await request.get(`${API}/api/v3/exam?batch=${batchId}`, { headers: { accesstoken: token } })
      ).json()
    ).data as { id: number; title: string }[];
    const [first, second] = exams as [{ id: number; title: string }, { id: number; title: string }];
    // the first attempt shows the right answers; the second gives them
    const shown = await takeExam(request, token, first.id, () => null);
    const key = new Map(shown.review.map((item) => [item.question, item]));
    await takeExam(request, token, first.id, (question) => {
      const item = key.get(question.id);
      return question.kind === 'short-text'
        ? { text: item?.accepted_answers[0] ?? '' }
        : { option_ids: item?.correct_option_ids ?? [] };
    });
    // the second exam: the choices all wrong on purpose, and the written answers for the teacher
    const written = await takeExam(request, token, second.id, (question) =>
      question.kind === 'short-text' ? { text: 'খাড়া যবর এক আলিফ টেনে পড়তে হয়, যেমন ذٰلِكَ।' } : null,
    );
    expect(written.status).toBe('submitted');

    // the learner's batch page says the result is waiting
    const learnerContext = await browser.newContext();
    const learnerPage = await learnerContext.newPage();
    await signIn(learnerPage, request, phone, { next: `/dashboard/batch/${batchId}` });
    // the innermost list item that names the exam (its state is written beside its title)
    const examLine = learnerPage.getByRole('listitem').filter({ hasText: second.title }).last();
    await expect(examLine).toContainText('ফলের অপেক্ষায়');

    // the demo teacher marks it in the console
    await signIn(page, request, DEMO_TEACHER.phone, {
      next: '/console/reviews',
      password: DEMO_TEACHER.password,
    });
    await expect(page.getByRole('heading', { level: 1, name: 'উত্তর মূল্যায়ন' })).toBeVisible();
    const card = page.getByRole('form', { name: `${name} — ${second.title}` });
    await expect(card).toContainText('খাড়া যবর এক আলিফ টেনে পড়তে হয়');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'console-reviews');
    const marks = card.getByRole('spinbutton');
    const count = await marks.count();
    expect(count).toBeGreaterThan(0);
    await card.getByRole('button', { name: `${name}-এর উত্তরপত্রের নম্বর দিন` }).click();
    // a mark left empty is asked for beside its field, and nothing is sent
    await expect(marks.first()).toHaveAttribute('aria-invalid', 'true');
    for (let i = 0; i < count; i += 1) {
      const field = marks.nth(i);
      await field.fill(String(await field.getAttribute('max')));
    }
    await card.getByRole('button', { name: `${name}-এর উত্তরপত্রের নম্বর দিন` }).click();
    await expect(page.getByRole('status').filter({ hasText: `${name}: মোট` })).toBeVisible();
    await expect(page.getByRole('form', { name: `${name} — ${second.title}` })).toHaveCount(0);

    // the learner's result has changed: no longer waiting
    await learnerPage.reload();
    await expect(examLine).not.toContainText('ফলের অপেক্ষায়');
    await expect(examLine).toContainText(/উত্তীর্ণ|অনুত্তীর্ণ/);
    await learnerContext.close();
  });
});
