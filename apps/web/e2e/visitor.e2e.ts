import { screenshot } from './screenshot';
import { expect, test } from './test';

test.describe('a visitor', () => {
  test('finds a course from the landing page and sees its batches, seats and price in Bengali', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/তিলাওয়াত/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await screenshot(page, 'home');

    await page.goto('/al-quran-course');
    const course = page.getByRole('link', { name: /কুরআন শিক্ষা — প্রাথমিক স্তর/ }).first();
    await expect(course).toBeVisible();
    await screenshot(page, 'al-quran-course');

    await course.click();
    await expect(page).toHaveURL(/\/al-quran-course\/quran-shikkha-beginner$/);
    await expect(page.getByRole('heading', { level: 1, name: /কুরআন শিক্ষা — প্রাথমিক স্তর/ })).toBeVisible();
    // Seats left and prices in Bengali digits with ৳
    await expect(page.getByText(/আসন বাকি/).first()).toBeVisible();
    await expect(page.getByText(/৳[০-৯,]+/).first()).toBeVisible();
    await screenshot(page, 'course-page');
  });

  test('gets the not-found page for an unknown course', async ({ page }) => {
    const response = await page.goto('/al-quran-course/no-such-course');
    expect(response?.status()).toBe(404);
    await screenshot(page, 'course-not-found');
  });
});
