import { latestCode, newPhone, registerLearner, typeCode } from './learner';
import { screenshot } from './screenshot';
import { expect, test } from './test';

test.describe('signing in and out', () => {
  test('a new learner signs up by phone, verifies with the code, and logs out', async ({ page, request }) => {
    const phone = newPhone();
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'লগইন বা নিবন্ধন' })).toBeVisible();
    await screenshot(page, 'login-phone-email');
    await page.getByLabel('মোবাইল নম্বর বা ইমেইল').fill(phone);
    await page.getByRole('button', { name: 'এগিয়ে যান' }).click();

    await expect(page.getByRole('heading', { name: 'নতুন অ্যাকাউন্ট খুলুন' })).toBeVisible();
    await page.getByLabel('আপনার নাম').fill('আমিনা খাতুন');
    await page.getByLabel('পাসওয়ার্ড', { exact: true }).fill('Tilawat@2026');
    await page.getByLabel('পাসওয়ার্ডটি আবার লিখুন').fill('Tilawat@2026');
    await screenshot(page, 'login-signup-name-password');
    await page.getByRole('button', { name: 'নিবন্ধন করুন' }).click();

    await expect(page.getByRole('heading', { name: 'নম্বর যাচাই করুন' })).toBeVisible();
    // A wrong code first: the Bengali message, and the learner stays on the step.
    const code = await latestCode(request, phone);
    await typeCode(page, code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'যাচাই করুন' }).click();
    await expect(page.getByText('কোডটি সঠিক নয়। আবার চেষ্টা করুন।').first()).toBeVisible();
    await screenshot(page, 'login-signup-verify-otp-wrong-code');

    await page.getByLabel(/১ নম্বর ঘর/).fill('');
    await typeCode(page, code);
    await page.getByRole('button', { name: 'যাচাই করুন' }).click();
    await expect(page).toHaveURL(/\/al-quran-course$/);
    await expect(page.getByText('যাচাই সফল হয়েছে')).toBeVisible();

    // On a phone the account sits in the header's menu.
    await page.getByRole('button', { name: 'মেনু' }).click();
    await expect(page.getByText('আমিনা খাতুন').first()).toBeVisible();
    await page.getByRole('button', { name: /লগআউট/ }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('সফলভাবে লগআউট হয়েছে')).toBeVisible();
    await page.getByRole('button', { name: 'মেনু' }).click();
    await expect(page.getByRole('link', { name: 'লগইন' })).toBeVisible();
  });

  test('an existing learner logs in with the password', async ({ page, request }) => {
    const phone = newPhone();
    // Sign up through the api the way the web does, then log in through the web.
    await registerLearner(request, { phone, name: 'রহিম উদ্দিন' });

    await page.goto('/login');
    await page.getByLabel('মোবাইল নম্বর বা ইমেইল').fill(phone);
    await page.getByRole('button', { name: 'এগিয়ে যান' }).click();
    await expect(page.getByRole('heading', { name: 'পাসওয়ার্ড দিন' })).toBeVisible();
    await page.getByLabel('পাসওয়ার্ড', { exact: true }).fill('Wrong@2026');
    await page.getByRole('button', { name: 'লগইন করুন' }).click();
    await expect(page.getByText(/পাসওয়ার্ড সঠিক নয়/).first()).toBeVisible();
    await screenshot(page, 'login-password-wrong');
    await page.getByLabel('পাসওয়ার্ড', { exact: true }).fill('Tilawat@2026');
    await page.getByRole('button', { name: 'লগইন করুন' }).click();
    await expect(page).toHaveURL(/\/al-quran-course$/);
    await expect(page.getByText('সফলভাবে লগইন হয়েছে')).toBeVisible();
    await page.getByRole('button', { name: 'মেনু' }).click();
    await expect(page.getByText('রহিম উদ্দিন').first()).toBeVisible();
  });
});
