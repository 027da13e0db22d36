import { formatMoney } from '@tilawat/domain';
import { axeViolations } from './axe';
import { apiSignIn, newPhone, registerLearner, signIn } from './learner';
import { DEMO_ADMIN } from './operators';
import { screenshot } from './screenshot';
import { API, WEB } from './servers';
import { expect, type Page, test } from './test';

/** Opens a console section from its navigation: at 360 px the section menu opens first (issue 40). */
async function openSection(page: Page, name: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'কনসোলের বিভাগ' });
  await nav.getByRole('button', { name: /^বিভাগ: / }).click();
  await nav.getByRole('link', { name, exact: true }).click();
}

test.describe('the operator console', () => {
  test('an admin opens the failed background jobs from the console’s navigation and filters them by queue', async ({
    page,
    request,
  }) => {
    await signIn(page, request, DEMO_ADMIN.phone, { next: '/console', password: DEMO_ADMIN.password });
    // at 360 px the sections are one button naming the current one, which opens the list (issue 40)
    const nav = page.getByRole('navigation', { name: 'কনসোলের বিভাগ' });
    await expect(nav.getByRole('link', { name: 'ব্যর্থ কাজ' })).toBeHidden();
    await nav.getByRole('button', { name: 'বিভাগ: আজ' }).click();
    await expect(nav.getByRole('link', { name: 'আজ' })).toHaveAttribute('aria-current', 'page');
    expect(await axeViolations(page)).toEqual([]);
    await nav.getByRole('link', { name: 'ব্যর্থ কাজ' }).click();
    await expect(page).toHaveURL(/\/console\/jobs$/);
    await expect(nav.getByRole('button', { name: 'বিভাগ: ব্যর্থ কাজ' })).toBeVisible();
    // a workplace: no public footer under it
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    // on a laptop, a side navigation always open, the current section marked
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(nav.getByRole('button', { name: /^বিভাগ: / })).toBeHidden();
    await expect(nav.getByRole('link', { name: 'ব্যর্থ কাজ' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'কোর্স' })).toBeVisible();
    await page.setViewportSize({ width: 360, height: 800 });
    await expect(page.getByRole('heading', { level: 1, name: 'ব্যর্থ কাজ' })).toBeVisible();
    const filter = page.getByLabel('কাজের ধরন');
    // every queue the api runs, by its Bengali title: the work, and each area's nightly clean-up
    await expect(filter.getByRole('option')).toHaveText([
      'সব ধরন',
      'এসএমএস ও ই-মেইল পাঠানো',
      'পুরোনো বার্তা ও শেষ হওয়া রেট-লিমিট গণনা মুছে ফেলা',
      'দুই বছরের পুরোনো অডিট লগ মুছে ফেলা',
      'পুরোনো কোড, সেশন ও যাচাই-না-হওয়া নিবন্ধন মুছে ফেলা',
      'পাঠের ভিডিও তৈরি',
      'বদলে যাওয়া ও ব্যর্থ পাঠের ভিডিও মুছে ফেলা',
      'তিলাওয়াতের অডিও তৈরি',
      'অব্যবহৃত ও ব্যর্থ তিলাওয়াতের অডিও মুছে ফেলা',
      'পুরোনো ব্যবহারের তথ্য মুছে ফেলা',
      'সনদের শর্ত যাচাই (একজন শিক্ষার্থী)',
      'সনদের শর্ত যাচাই (পুরো ব্যাচ)',
      'রিমাইন্ডার পাঠানো',
      'রিমাইন্ডারের পরিকল্পনা (লাইভ ক্লাস ও ওরিয়েন্টেশন)',
      'রিমাইন্ডারের পুশ নোটিফিকেশন',
      'সন্ধ্যার ধারাবাহিকতার রিমাইন্ডার',
      'অভিভাবকের সাপ্তাহিক বার্তা',
      'পুরোনো গতির মাপ মুছে ফেলা',
    ]);
    // by keyboard: the filter keeps the focus while the list is read again
    await filter.focus();
    await page.keyboard.press('ArrowDown');
    await expect(filter).toHaveValue('notifier.message');
    // this api keeps its messages in the outbox (no gateway), so none of them can have failed
    const table = page.getByRole('table', { name: /ব্যর্থ কাজের তালিকা/ });
    await expect(table).toContainText('এই ধরনের কোনো ব্যর্থ কাজ নেই।');
    await expect(filter).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'console-jobs');
  });

  test('the field data page shows the 75th percentiles that the run’s own visits measured, beside the targets', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    // A visitor's visits, in a browser of their own: each page is left for the next (the beacon goes as a
    // page is hidden), and tapped on first (INP needs a tap). The measuring starts once a page is idle.
    const visitor = await browser.newContext();
    const tab = await visitor.newPage();
    for (const path of ['/al-quran-course', '/shop', '/']) {
      await tab.goto(path);
      await tab.waitForLoadState('networkidle');
      await tab.getByRole('heading', { level: 1 }).first().click();
    }
    await tab.close({ runBeforeUnload: true });
    await visitor.close();

    // the beacons arrive on their own time: the api's report has both pages before the page is opened
    const admin = await apiSignIn(request, DEMO_ADMIN.phone, DEMO_ADMIN.password);
    const measured = async () => {
      const answer = await request.get(`${API}/api/v3/admin/vitals?days=7`, {
        headers: { accesstoken: admin.accessToken },
      });
      const items = (await answer.json()).data.items as { route: string; metric: string }[];
      return ['/al-quran-course', '/shop'].every((route) =>
        ['LCP', 'CLS', 'TTFB'].every((metric) =>
          items.some((item) => item.route === route && item.metric === metric),
        ),
      );
    };
    await expect.poll(measured, { timeout: 30_000 }).toBe(true);

    await signIn(page, request, DEMO_ADMIN.phone, { next: '/console', password: DEMO_ADMIN.password });
    const sections = page.getByRole('navigation', { name: 'কনসোলের বিভাগ' });
    await sections.getByRole('button', { name: /^বিভাগ: / }).click();
    await sections.getByRole('link', { name: 'ফোনে গতি' }).click();
    await expect(page).toHaveURL(/\/console\/vitals$/);
    await expect(page.getByRole('heading', { level: 1, name: 'শিক্ষার্থীদের ফোনে গতি' })).toBeVisible();
    // the targets, stated once and again beside every metric
    await expect(page.getByText('LCP মূল অংশ দেখা দিতে: ≤ ২.৫ সেকেন্ড')).toBeVisible();
    const courses = page.getByRole('table', { name: /^পাতা \/al-quran-course \(/ });
    await expect(courses).toBeVisible();
    const lcp = courses.getByRole('row').filter({ hasText: 'LCP' });
    await expect(lcp).toContainText('লক্ষ্য: ≤ ২.৫ সেকেন্ড');
    // its 75th percentile in seconds, in Bengali digits
    await expect(lcp).toContainText(/[০-৯]+(\.[০-৯]+)? সেকেন্ড\s*(ভালো|উন্নতি দরকার|খারাপ)/);
    await expect(page.getByRole('table', { name: /^পাতা \/shop \(/ })).toBeVisible();

    // by keyboard: the window's radio buttons, the 28 days read with the arrow key
    const week = page.getByRole('radio', { name: 'শেষ ৭ দিন' });
    await expect(week).toBeChecked();
    await week.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'শেষ ২৮ দিন' })).toBeChecked();
    await expect(courses).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    // a phone's width (the suite's 360 px) without scrolling sideways
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, 'console-vitals');
  });

  test('an admin sends a paid book and refunds it; the learner’s wallet shows the refund, and a learner cannot open the console', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    // A learner's paid order, made through the api as the web makes it: a book, paid with Nagad.
    const phone = newPhone();
    await registerLearner(request, { phone, name: 'সালমা খাতুন' });
    const token = (await apiSignIn(request, phone)).accessToken;
    const card = await (await request.get(`${API}/api/v2/public/card/noorani-qaida`)).json();
    const placed = await request.post(`${API}/api/v2/order`, {
      headers: { accesstoken: token },
      data: {
        action: 'buy-now',
        card: card.id,
        quantity: 1,
        order_info: { name: 'সালমা খাতুন', phone: '01712345678', address: 'বাড়ি ৭, মিরপুর', city: 'ঢাকা' },
      },
    });
    expect(placed.ok(), await placed.text()).toBe(true);
    const order = await placed.json();
    const pay = await request.post(`${API}/api/v2/order/pay`, {
      headers: { accesstoken: token },
      data: { order: order.id, method: 'nagad', redirect: `${WEB}/shop/checkout/result` },
    });
    expect(pay.ok(), await pay.text()).toBe(true);
    // the payer's choice at the sandbox Nagad page, then the signed callback the wallet sends back
    const chosen = await request.post((await pay.json()).redirect_url, {
      form: { outcome: 'success' },
      maxRedirects: 0,
    });
    expect(chosen.status()).toBe(303);
    const callback = await request.get(new URL(chosen.headers().location ?? '', API).href, {
      maxRedirects: 0,
    });
    expect(callback.headers().location).toContain('status=success');
    const number = (order.id as string).slice(0, 8).toUpperCase();

    // The admin signs in and lands on the console's orders.
    await signIn(page, request, DEMO_ADMIN.phone, { next: '/console/orders', password: DEMO_ADMIN.password });
    await expect(page).toHaveURL(/\/console\/orders$/);
    await expect(page.getByRole('heading', { level: 1, name: 'অর্ডার' })).toBeVisible();
    await page.getByLabel('অবস্থা').selectOption('wait-send');
    const table = page.getByRole('table', { name: /দোকানের অর্ডার/ });
    const row = table.getByRole('row').filter({ hasText: number });
    await expect(row).toContainText('সালমা খাতুন');
    await expect(row).toContainText('পাঠানোর অপেক্ষায়');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'console-orders');

    await page.getByRole('button', { name: `অর্ডার ${number} পাঠানো হয়েছে বলে চিহ্নিত করুন` }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `অর্ডার ${number} এখন “ডেলিভারি হয়েছে”।` }),
    ).toBeVisible();

    await page.getByLabel('অবস্থা').selectOption('');
    await page.getByRole('button', { name: `অর্ডার ${number}-এর টাকা ফেরত দিন` }).click();
    const dialog = page.getByRole('dialog', { name: `অর্ডার ${number}-এর টাকা ফেরত দেবেন?` });
    await expect(dialog).toContainText('সালমা খাতুন');
    await expect(dialog.getByRole('button', { name: 'বাতিল করুন' })).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'console-refund-confirm');
    await dialog.getByRole('button', { name: 'হ্যাঁ, টাকা ফেরত দিন' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `অর্ডার ${number}-এর টাকা ফেরত দেওয়া হয়েছে।` }),
    ).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: number })).toContainText('টাকা ফেরত দেওয়া হয়েছে');

    // The order's history and the payment that paid it, on its own page.
    await page.getByRole('link', { name: `অর্ডার ${number}: ইতিহাস ও পেমেন্ট` }).click();
    await expect(page).toHaveURL(/\/console\/orders\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'অর্ডারের ইতিহাস' })).toBeVisible();
    const payments = page.getByRole('table', { name: `অর্ডার ${number}-এর পেমেন্টের চেষ্টা, নতুনটি আগে` });
    await expect(payments.getByRole('row')).toHaveCount(2);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'console-order');
    await page.getByRole('link', { name: 'সব অর্ডার' }).click();

    // Today's figures: the book's payment counts among the shop's.
    await openSection(page, 'আজ');
    await expect(page.getByRole('heading', { level: 1, name: 'আজ' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'আজকের হিসাব' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'আজকের হিসাব' }).getByText('দোকানে মোবাইল ওয়ালেটে পেমেন্ট'),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'console-today');

    // The audit log says who did what.
    await openSection(page, 'অডিট লগ');
    const log = page.getByRole('table', { name: 'কনসোলের পরিবর্তনের লগ' });
    await expect(log.getByRole('row').filter({ hasText: 'অর্ডারের টাকা ফেরত' }).first()).toContainText(
      'ডেমো অ্যাডমিন',
    );

    // A visitor's call-back request, answered: called, with a note.
    const asked = await request.post(`${API}/api/v3/lead`, {
      data: {
        name: 'মিজানুর রহমান',
        phone: newPhone(),
        preferred_time: 'evening',
        message: 'মেয়ের জন্য জানতে চাই।',
      },
    });
    expect(asked.status()).toBe(201);
    await openSection(page, 'কলব্যাক অনুরোধ');
    await expect(page.getByRole('heading', { level: 1, name: 'কলব্যাক অনুরোধ' })).toBeVisible();
    await page.getByLabel('মিজানুর রহমান-এর অনুরোধের অবস্থা').selectOption('called');
    await page.getByLabel('মিজানুর রহমান-এর অনুরোধের নোট').fill('সন্ধ্যায় কথা হয়েছে, আগামী ব্যাচে ভর্তি হবেন।');
    await page.getByRole('button', { name: 'মিজানুর রহমান-এর অনুরোধ সংরক্ষণ করুন' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'মিজানুর রহমান-এর অনুরোধ সংরক্ষণ হয়েছে।' }),
    ).toBeVisible();
    // saved as "called", it leaves the list of new ones
    await expect(page.getByLabel('মিজানুর রহমান-এর অনুরোধের অবস্থা')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'console-leads');

    // The learner, in their own browser: the refund is in the wallet; the console is not theirs.
    const learnerContext = await browser.newContext();
    const learner = await learnerContext.newPage();
    await signIn(learner, request, phone, { next: '/wallet' });
    await expect(learner.getByRole('region', { name: 'বর্তমান ব্যালেন্স' })).toContainText(
      formatMoney(order.total.amount),
    );
    await learner.goto('/console/orders');
    await expect(learner.getByRole('heading', { name: 'এই পাতা শুধু তিলাওয়াতের অ্যাডমিনদের জন্য' })).toBeVisible();
    await learnerContext.close();
  });
});
