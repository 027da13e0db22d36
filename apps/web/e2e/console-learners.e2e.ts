import { axeViolations } from './axe';
import { apiSignIn, newPhone, registerLearner, signIn } from './learner';
import { LEARNERS_ADMIN } from './operators';
import { screenshot } from './screenshot';
import { API } from './servers';
import { expect, test } from './test';

test.describe('the console’s learners', () => {
  test('an admin finds a learner by phone, enrolls them by hand, gives a coupon and signs them out everywhere; creates a promo code; schedules a webinar', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const phone = newPhone();
    const name = `সুমাইয়া ${Date.now().toString(36)}`;
    await registerLearner(request, { phone, name });
    const token = (await apiSignIn(request, phone)).accessToken;

    await signIn(page, request, LEARNERS_ADMIN.phone, {
      next: '/console/learners',
      password: LEARNERS_ADMIN.password,
    });
    await expect(page.getByRole('heading', { level: 1, name: 'শিক্ষার্থী' })).toBeVisible();
    await page.getByLabel('ফোন নম্বর, ইমেইল বা নাম').fill(`+88${phone}`);
    await page.getByRole('link', { name: `${name}-এর বিস্তারিত` }).click();
    await expect(page).toHaveURL(/\/console\/learners\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('table', { name: 'ভর্তি থাকা ব্যাচ' })).toContainText('কোনো ব্যাচে ভর্তি নেই।');

    // enrolling without a reason is refused beside the reason's field; with one, the batch is theirs
    const form = page.getByRole('form', { name: 'হাতে ভর্তি করুন' });
    const choice = form.getByLabel('ব্যাচ');
    const option = choice.locator('option').nth(1);
    await expect(option).toBeAttached();
    const batchId = await option.getAttribute('value');
    await choice.selectOption(batchId ?? '');
    await form.getByRole('button', { name: 'ভর্তি করুন' }).click();
    await expect(page.getByLabel('কারণ (অডিট লগে থাকবে)')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('কারণ (অডিট লগে থাকবে)').fill('বৃত্তি — মাদ্রাসার সুপারিশে।');
    await form.getByRole('button', { name: 'ভর্তি করুন' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'ভর্তি করা হয়েছে।' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'ভর্তি থাকা ব্যাচ' })).toContainText('হাতে ভর্তি');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'console-learner');
    const bookings = await request.get(`${API}/api/v3/course/booking-status`, {
      headers: { accesstoken: token },
    });
    expect((await bookings.json()).data.enrollments).toEqual([
      expect.objectContaining({ source: 'manual', batch: expect.objectContaining({ id: Number(batchId) }) }),
    ]);

    // a coupon given by hand reaches the learner's coupons
    const coupon = page.getByRole('form', { name: 'কুপন দিন' });
    await coupon.getByLabel('কুপনের নাম (শিক্ষার্থী যা দেখবেন)').fill('দেরিতে পৌঁছানোর জন্য দুঃখিত');
    await coupon.getByLabel('টাকা').fill('100');
    await coupon.getByLabel(/^কারণ/).fill('late-delivery-e2e');
    await coupon.getByRole('button', { name: 'কুপন দিন' }).click();
    const given = page.getByRole('status').filter({ hasText: /কুপন UPOHAR-\w+ দেওয়া হয়েছে।/ });
    await expect(given).toBeVisible();
    const code = ((await given.textContent()) ?? '').match(/UPOHAR-\w+/)?.[0] ?? '';
    const mine = await request.get(`${API}/api/v2/coupon/my-coupon`, { headers: { accesstoken: token } });
    expect(await mine.text()).toContain(code);

    // signed out everywhere: the learner's token stops working
    await page.getByRole('button', { name: 'সব ডিভাইস থেকে সাইন আউট করুন' }).click();
    const dialog = page.getByRole('dialog', { name: `${name}-কে সব ডিভাইস থেকে সাইন আউট করবেন?` });
    await dialog.getByRole('button', { name: 'হ্যাঁ, সাইন আউট করুন' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'ডিভাইস থেকে সাইন আউট করা হয়েছে।' })).toBeVisible();
    const after = await request.get(`${API}/api/v3/course/booking-status`, {
      headers: { accesstoken: token },
    });
    expect(after.status()).toBe(401);

    // the same admin, one sign-in: a promo code (150 % refused beside the field first), shown on the site
    await test.step('a promo code', async () => {
      const code = `E2E${Date.now().toString(36).toUpperCase()}`;
      await page.goto('/console/promos');
      const form = page.getByRole('form', { name: 'নতুন প্রোমো কোড' });
      await form.getByLabel('কোড').fill(code.toLowerCase());
      await form.getByLabel('শিরোনাম').fill('শীতের বিশেষ ছাড়');
      await form.getByLabel('ছাড়ের পরিমাণ').fill('150');
      await form.getByRole('button', { name: 'কোড তৈরি করুন' }).click();
      await expect(form.getByLabel('ছাড়ের পরিমাণ')).toHaveAttribute('aria-invalid', 'true');
      await form.getByLabel('ছাড়ের পরিমাণ').fill('15');
      await form.getByRole('button', { name: 'কোড তৈরি করুন' }).click();
      await expect(page.getByRole('status').filter({ hasText: `${code} তৈরি হয়েছে।` })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'console-promos');
      await page.getByRole('button', { name: `${code} সাইটে দেখান` }).click();
      await expect(page.getByRole('status').filter({ hasText: `${code} সংরক্ষণ হয়েছে।` })).toBeVisible();
      const offers = await request.get(`${API}/api/v3/promo/public`);
      expect(await offers.text()).toContain(code);
    });

    // and an orientation webinar scheduled, then given more seats
    await test.step('an orientation webinar', async () => {
      const title = `পরিচিতি সেশন ${Date.now().toString(36)}`;
      await page.goto('/console/orientations');
      const form = page.getByRole('form', { name: 'নতুন ওয়েবিনার' });
      await form.getByLabel('শিরোনাম').fill(title);
      await form.getByLabel('উপস্থাপক').fill('উস্তাদ আব্দুর রহমান');
      await form.getByLabel('শুরু (বাংলাদেশ সময়)').fill('2099-12-10T21:00');
      await form.getByLabel('লিংক (https)').fill('https://meet.jit.si/tilawat-e2e-orientation');
      await form.getByRole('button', { name: 'ওয়েবিনার যোগ করুন' }).click();
      await expect(page.getByRole('status').filter({ hasText: `“${title}” যোগ হয়েছে।` })).toBeVisible();
      await page.getByRole('button', { name: `${title}: আসন ১০টি বাড়ান` }).click();
      await expect(page.getByRole('row').filter({ hasText: title })).toContainText('০ / ১১০ বুক হয়েছে');
      expect(await axeViolations(page)).toEqual([]);
      const listed = await request.get(`${API}/api/v3/orientation-book`);
      expect(await listed.text()).toContain(title);
    });
  });
});
