import { axeViolations } from './axe';
import { logIn, newPhone, registerLearner, signIn } from './learner';
import { screenshot } from './screenshot';
import { API } from './servers';
import { expect, type Page, test } from './test';

/** Fills the delivery details (Dhaka: ৳৬০) and sends them. */
async function deliverToDhaka(page: Page) {
  await page.getByLabel('প্রাপকের নাম').fill('রহিমা বেগম');
  await page.getByLabel('মোবাইল নম্বর').fill('01712345678');
  await page.getByLabel('পুরো ঠিকানা').fill('বাড়ি ১২, রোড ৫, ধানমন্ডি');
  await page.getByLabel('জেলা বা শহর').fill('ঢাকা');
  await page.getByRole('button', { name: 'এই ঠিকানায় পাঠান' }).click();
}

/** Chooses a wallet on the shop checkout and pays at the sandbox page with the outcome's button. */
async function payWith(page: Page, wallet: RegExp, method: string, outcome: 'পেমেন্ট সম্পন্ন করুন' | 'বাতিল করুন') {
  await page.getByRole('radio', { name: wallet }).click();
  await page.getByRole('button', { name: 'পেমেন্ট করুন' }).click();
  await expect(page).toHaveURL(new RegExp(`^${API}/sandbox/${method}/`));
  await page.getByRole('button', { name: outcome }).click();
  await expect(page).toHaveURL(/\/shop\/checkout\/result\?/);
}

test.describe('the shop', () => {
  test('a learner favourites a catalogue, orders a medium Quran twice from the basket, pays with Nagad, and follows the order', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const phone = newPhone();
    await registerLearner(request, { phone, name: 'রহিমা বেগম' });

    // A visitor browses; adding to the basket sends them to log in and back.
    await page.goto('/shop');
    await expect(page.getByRole('heading', { level: 1, name: 'কুরআন শরীফ ও বই' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'shop');
    await page
      .getByRole('link', { name: /রঙিন তাজবিদ কুরআন শরীফ/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/shop\/rongin-tajweed-quran$/);
    await page.getByRole('button', { name: 'কিনতে লগইন করুন' }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Fshop%2Frongin-tajweed-quran$/);
    await logIn(page, phone, '/shop/rongin-tajweed-quran');
    await expect(page).toHaveURL(/\/shop\/rongin-tajweed-quran$/);

    // A tajweed book's page: the heart follows its catalogue (favourites are catalogues in the contract).
    await page.goto('/shop/sohoj-tajweed-shikkha');
    await page.getByRole('button', { name: 'প্রিয়তে রাখুন' }).click();
    await expect(page.getByRole('button', { name: 'প্রিয়তে রাখুন' })).toHaveAttribute('aria-pressed', 'true');

    // The coloured tajweed Quran added twice: one line of two, its first size (medium).
    await page.goto('/shop/rongin-tajweed-quran');
    const add = page.getByRole('button', { name: 'ঝুড়িতে যোগ করুন' });
    await add.click();
    await expect(page.getByText('ঝুড়িতে যোগ হয়েছে।')).toBeVisible();
    await add.click();
    await expect(page.getByText('ঝুড়িতে যোগ হয়েছে।')).toBeVisible();
    await screenshot(page, 'shop-card');
    await page.goto('/favourites');
    await expect(page.getByRole('link', { name: 'তাজবিদ ও ইসলামি বই' })).toBeVisible();

    await page.goto('/basket');
    const lines = page.getByRole('list', { name: 'আমার ঝুড়ি' }).getByRole('listitem');
    await expect(lines).toHaveCount(1);
    await expect(lines.first().getByRole('spinbutton', { name: 'পরিমাণ' })).toHaveValue('২');
    await expect(lines.first()).toContainText('মাঝারি');
    // one more: saved a moment later, kept after a reload
    await lines.first().getByRole('button', { name: 'একটি বাড়ান' }).click();
    await expect
      .poll(async () => {
        const answer = await request.get(`${API}/api/v2/busket/my-busket`, {
          headers: {
            accesstoken: decodeURIComponent(
              (await page.context().cookies()).find((c) => c.name === 'accessToken')?.value ?? '',
            ),
          },
        });
        return ((await answer.json()) as { count: number }).count;
      })
      .toBe(3);
    await page.reload();
    await expect(page.getByRole('spinbutton', { name: 'পরিমাণ' })).toHaveValue('৩');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'basket');

    await page.getByRole('link', { name: 'অর্ডার ও পেমেন্ট' }).click();
    await deliverToDhaka(page);
    await expect(page.getByRole('heading', { name: 'অর্ডারের সারাংশ' })).toBeVisible();
    await screenshot(page, 'shop-checkout');
    await payWith(page, /নগদ/, 'nagad', 'পেমেন্ট সম্পন্ন করুন');
    await expect(page.getByText(/পেমেন্ট সম্পন্ন হয়েছে/)).toBeVisible();
    await screenshot(page, 'shop-result');
    await page.getByRole('link', { name: 'অর্ডারটি দেখুন' }).click();
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
    await expect(page.getByText('পাঠানোর অপেক্ষায়').first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'order-wait-send');
  });

  test('a gift card bought now is the learner’s at once; a cancelled payment leaves an order payable; a sold-out book cannot be added', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const phone = newPhone();
    await registerLearner(request, { phone, name: 'করিম উদ্দিন' });
    await signIn(page, request, phone, { next: '/shop/gift-card-quran-shikkha' });

    await page.getByRole('button', { name: 'এখনই কিনুন' }).click();
    await expect(page).toHaveURL(/\/shop\/checkout\?card=\d+&quantity=1&digital=1$/);
    await page.getByRole('button', { name: 'পেমেন্ট করুন' }).click();
    await expect(page.getByRole('heading', { name: 'অর্ডারের সারাংশ' })).toBeVisible();
    await payWith(page, /বিকাশ/, 'bkash', 'পেমেন্ট সম্পন্ন করুন');
    await page.goto('/orders');
    const products = page.getByRole('region', { name: 'আমার পণ্য' });
    await expect(products.getByText(/গিফট কার্ড — কুরআন শিক্ষা/)).toBeVisible();
    await screenshot(page, 'orders-products');

    // A book bought now, its payment cancelled: the order waits, payable again.
    await page.goto('/shop/noorani-qaida');
    await page.getByRole('button', { name: 'এখনই কিনুন' }).click();
    await deliverToDhaka(page);
    await payWith(page, /বিকাশ/, 'bkash', 'বাতিল করুন');
    await expect(page.getByText(/পেমেন্ট বাতিল করেছেন/)).toBeVisible();
    await page.getByRole('link', { name: 'আবার পেমেন্ট করুন' }).click();
    await expect(page.getByRole('heading', { name: 'অর্ডারের সারাংশ' })).toBeVisible();

    // The sold-out pocket Quran cannot be added.
    await page.goto('/shop/pocket-quran-sharif');
    await expect(page.getByRole('button', { name: 'ঝুড়িতে যোগ করুন' })).toBeDisabled();
    await screenshot(page, 'shop-sold-out');
  });
});
