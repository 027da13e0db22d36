import { readFile } from 'node:fs/promises';
import { readSheet } from 'read-excel-file/node';
import { axeViolations } from './axe';
import { apiSignIn, newPhone, registerLearner, signIn } from './learner';
import { CERTIFICATES_ADMIN, consoleApi } from './operators';
import { API, WEB } from './servers';
import { expect, test } from './test';

// Issue 40: certificates anyone can verify. On a batch of its own (made through the console's api, so no
// other walk's learners meet its rule): an operator sets the rule in the console, the learner attends the
// class and finds the certificate on the dashboard, downloads its PDF, a visitor who is not signed in
// verifies the code, and once the operator revokes it the page says so. All at 360 px.
test.use({ viewport: { width: 360, height: 780 } });

const HOUR = 3_600_000;

test('a learner meets a batch’s rule, gets the certificate and its PDF; a visitor verifies it, and sees it revoked', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const operator = (await apiSignIn(request, CERTIFICATES_ADMIN.phone, CERTIFICATES_ADMIN.password))
    .accessToken;
  const stamp = Date.now().toString(36);
  const batch = await consoleApi(request, operator, 'POST', '/courses/1/batches', {
    name: `সনদের ব্যাচ ${stamp}`,
    mode: 'live',
    starts_at: new Date(Date.now() - 7 * 24 * HOUR).toISOString(),
    class_days: ['sat'],
    class_time: '20:30',
    duration_minutes: 60,
    seats_total: 30,
    price: 1500,
    instructor: 'উস্তাদ মাহমুদুল হাসান',
  });
  const live = await consoleApi(request, operator, 'POST', `/batches/${batch.id}/classes`, {
    title: 'মাখরাজ — শেষ ক্লাস',
    starts_at: new Date(Date.now() - 24 * HOUR).toISOString(),
    duration_minutes: 60,
    join_url: 'https://meet.jit.si/tilawat-e2e-certificate',
  });
  const phone = newPhone();
  const name = `আব্দুল্লাহ আল-মামুন ${stamp}`;
  await registerLearner(request, { phone, name });
  const found = await consoleApi(request, operator, 'GET', `/learners?q=${encodeURIComponent(phone)}`);
  const learnerId: string = found.items[0].id;
  await consoleApi(request, operator, 'POST', `/learners/${learnerId}/enrollments`, {
    batch: batch.id,
    reason: 'সনদের পরীক্ষামূলক ব্যাচ',
  });

  // the operator sets the rule in the console: every live class attended
  const desk = await browser.newPage({ viewport: { width: 360, height: 780 } });
  await signIn(desk, request, CERTIFICATES_ADMIN.phone, {
    next: `/console/batches/${batch.id}`,
    password: CERTIFICATES_ADMIN.password,
  });
  const rule = desk.getByRole('form', { name: 'সনদের শর্ত' });
  await rule.getByLabel(/লাইভ ক্লাসে ন্যূনতম উপস্থিতি/).fill('100');
  await rule.getByRole('button', { name: 'শর্ত সংরক্ষণ করুন' }).click();
  await expect(desk.getByRole('status').filter({ hasText: 'সনদের শর্ত সংরক্ষণ হয়েছে' })).toBeVisible();
  expect(await axeViolations(desk)).toEqual([]);

  // the learner has no certificate yet; attending the class completes the batch
  await signIn(page, request, phone, { next: '/dashboard' });
  const mine = page.getByRole('region', { name: 'আমার সনদ' });
  await expect(mine.getByText('কোনো ব্যাচ শেষ করলে তার সনদ এখানে আসবে।')).toBeVisible();
  await consoleApi(request, operator, 'POST', `/classes/${live.id}/attendance`, {
    learner: learnerId,
    present: true,
  });
  await expect(async () => {
    await page.reload();
    await expect(mine.getByRole('article', { name: 'সমাপনী সনদ' })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const card = mine.getByRole('article', { name: 'সমাপনী সনদ' });
  await expect(card).toContainText(name);
  await expect(card).toContainText(`সনদের ব্যাচ ${stamp}`);
  await expect(card.getByText('বৈধ')).toBeVisible();
  const code = (await card.locator('code').textContent()) ?? '';
  expect(code).toMatch(/^[A-Z0-9]{12}$/);
  expect(await axeViolations(page)).toEqual([]);

  // the PDF downloads, and is one
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: 'পিডিএফ ডাউনলোড করুন' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`certificate-${code.toLowerCase()}.pdf`);
  const bytes = await readFile((await download.path()) ?? '');
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // a visitor, not signed in, opens the verification link the card links to
  const visitor = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const stranger = await visitor.newPage();
  const answer = await stranger.goto(`/certificate/${code}`);
  expect(answer?.status()).toBe(200);
  await expect(stranger.getByText('এই সনদটি তিলাওয়াত দিয়েছে এবং এটি বৈধ।')).toBeVisible();
  await expect(stranger.getByRole('heading', { level: 1, name: 'সমাপনী সনদ' })).toBeVisible();
  await expect(stranger.getByText(name)).toBeVisible();
  await expect(stranger.locator('meta[property="og:title"]')).toHaveAttribute('content', new RegExp(name));
  expect(await axeViolations(stranger)).toEqual([]);

  // the operator revokes it, with a reason, behind a confirmation
  await desk.reload();
  await desk.getByLabel('কারণ (অডিট লগে থাকবে)').fill('ভুল ব্যাচে দেওয়া হয়েছিল');
  await desk.getByRole('button', { name: `${name}-এর সনদ ${code} বাতিল করুন` }).click();
  await desk.getByRole('dialog').getByRole('button', { name: 'হ্যাঁ, সনদ বাতিল করুন' }).click();
  await expect(desk.getByRole('status').filter({ hasText: `${name}-এর সনদ বাতিল হয়েছে।` })).toBeVisible();

  // the batch's gradebook downloads from the console and opens: the learner's row, attended, revoked
  const saving = desk.waitForEvent('download');
  await desk.getByRole('button', { name: 'Excel (XLSX) ডাউনলোড করুন' }).click();
  const gradebook = await saving;
  expect(gradebook.suggestedFilename()).toBe(`gradebook-batch-${batch.id}.xlsx`);
  const sheet = await readSheet(await readFile((await gradebook.path()) ?? ''));
  const header = sheet[0] ?? [];
  const row = sheet.find((cells) => cells[0] === name) ?? [];
  expect(row[header.indexOf('উপস্থিতি (%)')]).toBe(100);
  expect(row.slice(-2)).toEqual([code, 'বাতিল']);

  await stranger.reload();
  await expect(stranger.getByText('এই সনদটি বাতিল করা হয়েছে; এটি আর বৈধ নয়।')).toBeVisible();
  await expect(stranger.getByText('বাতিল', { exact: true })).toBeVisible();
  expect(await axeViolations(stranger)).toEqual([]);

  // a code no certificate has: a Bengali "not found", answered 404
  const unknown = await stranger.goto('/certificate/AAAAAAAAAAAA');
  expect(unknown?.status()).toBe(404);
  await expect(stranger.getByRole('heading', { level: 1, name: 'সনদটি পাওয়া যায়নি' })).toBeVisible();
  await visitor.close();
  await desk.close();
});

test('the console’s first page charts the walk’s own sale and enrollment over 30 days, readable and axe-clean at 360 px', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const operator = (await apiSignIn(request, CERTIFICATES_ADMIN.phone, CERTIFICATES_ADMIN.password))
    .accessToken;
  const stamp = Date.now().toString(36);
  const batch = await consoleApi(request, operator, 'POST', '/courses/1/batches', {
    name: `চার্টের ব্যাচ ${stamp}`,
    mode: 'live',
    starts_at: new Date(Date.now() - 3 * 24 * HOUR).toISOString(),
    class_days: ['sun'],
    class_time: '19:00',
    duration_minutes: 60,
    seats_total: 25,
    price: 1700,
    instructor: 'উস্তাদ মাহমুদুল হাসান',
  });
  await consoleApi(request, operator, 'POST', `/batches/${batch.id}/classes`, {
    title: 'চার্টের ক্লাস',
    starts_at: new Date(Date.now() - 2 * HOUR).toISOString(),
    duration_minutes: 60,
    join_url: 'https://meet.jit.si/tilawat-e2e-chart',
  });
  const before = await consoleApi(request, operator, 'GET', '/trends');
  const todayBefore = before.sales.at(-1).courses as number;

  // a learner buys the batch with bKash at the sandbox page
  const phone = newPhone();
  await registerLearner(request, { phone, name: `চার্ট ক্রেতা ${stamp}` });
  const token = (await apiSignIn(request, phone)).accessToken;
  const bought = await request.post(`${API}/api/v3/transaction`, {
    headers: { accesstoken: token },
    data: {
      schedule: batch.id,
      amount: 1700,
      method: 'bkash',
      redirect: `${WEB}/checkout/result?batch=${batch.id}`,
    },
  });
  expect(bought.ok(), await bought.text()).toBe(true);
  const chosen = await request.post((await bought.json()).data.redirect_url, {
    form: { outcome: 'success' },
    maxRedirects: 0,
  });
  expect(chosen.status()).toBe(303);
  await request.get(new URL(chosen.headers().location ?? '', API).href, { maxRedirects: 0 });

  await signIn(page, request, CERTIFICATES_ADMIN.phone, {
    next: '/console',
    password: CERTIFICATES_ADMIN.password,
  });
  const trends = page.getByRole('region', { name: 'শেষ ৩০ দিন' });
  const sales = trends.getByRole('figure', { name: 'দৈনিক বিক্রি' });
  await expect(sales).toBeVisible();
  await sales.getByText('সংখ্যায় দেখুন').click();
  const today = sales.getByRole('table').getByRole('row').last();
  const taka = (amount: number) => new Intl.NumberFormat('bn-BD').format(amount);
  await expect(today).toContainText(taka(todayBefore + 1700));
  const seats = trends.getByRole('figure', { name: 'লাইভ ব্যাচে শিক্ষার্থী ও আসন' });
  await seats.getByText('সংখ্যায় দেখুন').click();
  const row = seats.getByRole('row').filter({ hasText: `চার্টের ব্যাচ ${stamp}` });
  await expect(row.getByRole('cell')).toHaveText(['১', '২৫']);
  expect(await axeViolations(page)).toEqual([]);
  // a phone's width without scrolling sideways
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
