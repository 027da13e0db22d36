import { axeViolations } from './axe';
import { newPhone, registerLearner, signIn } from './learner';
import { screenshot } from './screenshot';
import { API } from './servers';
import { expect, type Page, test } from './test';

/** Fills the delivery details (Dhaka: ৳৬০) and sends them. */
async function deliverToDhaka(page: Page) {
  await page.getByLabel('প্রাপকের নাম').fill('সালমা খাতুন');
  await page.getByLabel('মোবাইল নম্বর').fill('01812345678');
  await page.getByLabel('পুরো ঠিকানা').fill('বাসা ৭, লেন ৩, মিরপুর ১০');
  await page.getByLabel('জেলা বা শহর').fill('ঢাকা');
  await page.getByRole('button', { name: 'এই ঠিকানায় পাঠান' }).click();
}

/** The balance the wallet page shows, in its region. */
const balanceRegion = (page: Page) => page.getByRole('region', { name: 'বর্তমান ব্যালেন্স' });
const ledger = (page: Page) => page.getByRole('list', { name: 'লেনদেনের হিসাব' });

test.describe('the wallet', () => {
  test('a learner tops up ৳500 with bKash, pays a book from the wallet, uses the welcome coupon on the next order, and reviews a completed gift card', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const phone = newPhone();
    await registerLearner(request, { phone, name: 'সালমা খাতুন' });
    await signIn(page, request, phone, { next: '/account' });

    // The control panel of a new account: nothing yet but the welcome coupon.
    await expect(page.getByRole('heading', { level: 1, name: 'আমার অ্যাকাউন্ট' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'ব্যবহারযোগ্য কুপন' })).toContainText('১');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'account');

    // Top up ৳500 through the sandbox bKash page.
    await page
      .getByRole('navigation', { name: 'অ্যাকাউন্টের পাতা' })
      .getByRole('link', { name: 'আমার ওয়ালেট' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'আমার ওয়ালেট' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'এখনও কোনো লেনদেন নেই' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '৳৫০০', exact: true }).click();
    await expect(page.getByRole('button', { name: '৳৫০০', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('radio', { name: /বিকাশ/ }).click();
    await page.getByRole('button', { name: '৳৫০০ টপ-আপ করুন' }).click();
    await expect(page).toHaveURL(new RegExp(`^${API}/sandbox/bkash/`));
    await page.getByRole('button', { name: 'পেমেন্ট সম্পন্ন করুন' }).click();
    await expect(page).toHaveURL(/\/wallet\?status=success/);
    await expect(page.getByText('টপ-আপ সম্পন্ন হয়েছে। ব্যালেন্স হালনাগাদ হয়েছে।')).toBeVisible();
    await expect(balanceRegion(page)).toContainText('৳৫০০');
    const topup = ledger(page).getByRole('listitem').first();
    await expect(topup).toContainText('টপ-আপ');
    await expect(topup).toContainText('সম্পন্ন');
    await expect(topup).toContainText('৳৫০০');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'wallet-topped-up');

    // A book (৳১৮০ + ৳৬০ delivery) paid from the wallet.
    await page.goto('/shop/noorani-qaida');
    await page.getByRole('button', { name: 'এখনই কিনুন' }).click();
    await deliverToDhaka(page);
    await expect(page.getByRole('heading', { name: 'অর্ডারের সারাংশ' })).toBeVisible();
    const fromWallet = page.getByRole('radio', { name: /তিলাওয়াত ওয়ালেট থেকে \(ব্যালেন্স ৳৫০০\)/ });
    await expect(fromWallet).toBeChecked();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'shop-checkout-wallet');
    await page.getByRole('button', { name: 'ওয়ালেট থেকে পেমেন্ট করুন' }).click();
    await expect(page).toHaveURL(/\/shop\/checkout\/result\?status=success/);
    await expect(page.getByText(/পেমেন্ট সম্পন্ন হয়েছে/)).toBeVisible();

    // The balance and the ledger agree: ৳৫০০ − ৳২৪০ = ৳২৬০.
    await page.goto('/wallet');
    await expect(balanceRegion(page)).toContainText('৳২৬০');
    const paid = ledger(page).getByRole('listitem').filter({ hasText: 'অনলাইন পেমেন্ট' });
    await expect(paid).toHaveCount(1);
    await expect(paid).toContainText('৳২৪০');
    await expect(paid).toContainText('খরচ');

    // The welcome coupon (৳৫০) comes off the next book: ৳২৪০ − ৳৫০ = ৳১৯০, from the wallet.
    await page.goto('/coupons');
    await expect(page.getByRole('heading', { level: 1, name: 'আমার কুপন' })).toBeVisible();
    const welcome = page.getByRole('list', { name: 'কুপনের তালিকা' }).getByRole('listitem').first();
    const code = ((await welcome.getByText(/^SWAGOTOM-/).textContent()) ?? '').trim();
    expect(code).toMatch(/^SWAGOTOM-[A-Z2-9]{6}$/);
    expect(await axeViolations(page)).toEqual([]);
    // The learner's coupons answer late here: an apply clicked before they arrive waits for them
    // (the button is busy) instead of calling a good code unusable.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/coupon/my-coupon?*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/shop/noorani-qaida');
    await page.getByRole('button', { name: 'এখনই কিনুন' }).click();
    await deliverToDhaka(page);
    await page.getByLabel('কুপন কোড (যদি থাকে)').fill(code.toLowerCase());
    await page.getByRole('button', { name: 'কুপন প্রয়োগ করুন' }).click();
    await expect(page.getByRole('button', { name: 'কুপন প্রয়োগ করুন' })).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByText(/^এই কুপনটি এখানে ব্যবহার করা যায় না/)).toHaveCount(0);
    release();
    await expect(page.getByText(`কুপন ${code} প্রয়োগ হয়েছে।`)).toBeVisible();
    await page.unroute('**/coupon/my-coupon?*');
    await expect(page.locator('dd', { hasText: '৳১৯০' })).toBeVisible();
    await page.getByRole('button', { name: 'ওয়ালেট থেকে পেমেন্ট করুন' }).click();
    await expect(page).toHaveURL(/\/shop\/checkout\/result\?status=success/);
    await page.goto('/wallet');
    await expect(balanceRegion(page)).toContainText('৳৭০');
    await page.goto('/coupons');
    await expect(page.getByRole('list', { name: 'কুপনের তালিকা' }).getByRole('listitem').first()).toContainText(
      'ব্যবহৃত',
    );
    await screenshot(page, 'coupons-used');

    // A gift card paid with bKash completes at once; its order page asks for a review, which then
    // shows on the card's page under the learner's name.
    await page.goto('/shop/gift-card-quran-shikkha');
    await page.getByRole('button', { name: 'এখনই কিনুন' }).click();
    await page.getByRole('button', { name: 'পেমেন্ট করুন' }).click();
    await expect(page.getByRole('heading', { name: 'অর্ডারের সারাংশ' })).toBeVisible();
    await page.getByRole('radio', { name: /বিকাশ/ }).click();
    await page.getByRole('button', { name: 'পেমেন্ট করুন' }).click();
    await expect(page).toHaveURL(new RegExp(`^${API}/sandbox/bkash/`));
    await page.getByRole('button', { name: 'পেমেন্ট সম্পন্ন করুন' }).click();
    await page.getByRole('link', { name: 'অর্ডারটি দেখুন' }).click();
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
    const reviews = page.getByRole('region', { name: 'রিভিউ লিখুন' });
    await expect(reviews).toBeVisible();
    const comment = 'আব্বাকে উপহার দিয়েছি; কোড সঙ্গে সঙ্গে পেয়েছি, আলহামদুলিল্লাহ।';
    await reviews.getByRole('radio', { name: /৫-এর মধ্যে ৫/ }).check();
    await reviews.getByRole('textbox').fill(comment);
    await reviews.getByRole('button', { name: 'রিভিউ জমা দিন' }).click();
    await expect(reviews.getByText('রিভিউ জমা হয়েছে। পণ্যের পাতায় এটি দেখা যাবে।')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'order-review');

    // The card's page is drawn on the server from public reads kept for up to a minute.
    await expect(async () => {
      await page.goto('/shop/gift-card-quran-shikkha');
      await expect(page.getByRole('region', { name: 'পাঠকদের মতামত' }).getByText(comment)).toBeVisible({
        timeout: 1000,
      });
    }).toPass({ timeout: 90_000 });
    await expect(page.getByRole('region', { name: 'পাঠকদের মতামত' }).getByText('সালমা খাতুন')).toBeVisible();

    // Points earned: ৳২৪০ → ২, ৳১৯০ → ১, ৳২,৫০০ → ২৫.
    await page.goto('/account');
    await expect(page.getByRole('region', { name: 'আমার ওয়ালেট' })).toContainText('২৮');
  });
});
