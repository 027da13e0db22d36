import { expect, test } from '@playwright/test';
import { axeViolations } from './axe';
import { logIn, newPhone, registerLearner } from './learner';
import { screenshot } from './screenshot';
import { API } from './servers';

// The demo admin the api's development seed creates (apps/api/README.md, "The operator console").
const ADMIN = { phone: '01900000001', password: 'tilawat-admin-demo' };

test.describe('the console’s learners', () => {
  test('an admin finds a learner by phone, enrolls them by hand with a reason, and signs them out everywhere', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const phone = newPhone();
    const name = `সুমাইয়া ${Date.now().toString(36)}`;
    await registerLearner(request, { phone, name });
    const login = await request.post(`${API}/api/v3/user/login`, {
      data: { phone, password: 'Tilawat@2026' },
    });
    const token = (await login.json()).data.accessToken as string;

    await logIn(page, ADMIN.phone, '/console/learners', ADMIN.password);
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

    // signed out everywhere: the learner's token stops working
    await page.getByRole('button', { name: 'সব ডিভাইস থেকে সাইন আউট করুন' }).click();
    const dialog = page.getByRole('dialog', { name: `${name}-কে সব ডিভাইস থেকে সাইন আউট করবেন?` });
    await dialog.getByRole('button', { name: 'হ্যাঁ, সাইন আউট করুন' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'ডিভাইস থেকে সাইন আউট করা হয়েছে।' })).toBeVisible();
    const after = await request.get(`${API}/api/v3/course/booking-status`, {
      headers: { accesstoken: token },
    });
    expect(after.status()).toBe(401);
  });
});
