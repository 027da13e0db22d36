// Issue 12 defect 5: a once-per-learner promo (NOTUN500) was used again, and nothing stopped two
// purchases racing for a code's last use. Limits are counted in the purchase's own transaction,
// under the promo's lock; completed purchases and unpaid ones still holding their seat use the code;
// a failed, cancelled or expired one gives its use back.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appForFile, auth, type Learner, type TestApp } from '../../../test/helpers';
import { type BatchJson, purchasesOf, WEB } from '../../../test/purchases';
import { promos } from './checkout.table';

let t: TestApp;
appForFile((app) => {
  t = app;
});
const { buy, payAtSandbox } = purchasesOf(() => t);

const NOTUN500 = 'NOTUN500';
let courseId: number;
/** The beginner course's live batches that sell seats (NOTUN500 is for that course only). */
let batches: BatchJson[];

beforeAll(async () => {
  const found = await t.inject({ url: '/api/v3/course?slug=quran-shikkha-beginner' });
  courseId = found.json().data.items[0].id;
  const list = await t.inject({ url: `/api/v3/batch?course=${courseId}&mode=live&limit=50` });
  batches = (list.json().data.items as BatchJson[]).filter((b) => b.seats_left === null || b.seats_left > 5);
  expect(batches.length).toBeGreaterThanOrEqual(2);
});

const batchAt = (index: number) => batches[index] as BatchJson;

const check = (learner: Learner | null, promo_code: string, schedule = batchAt(0).id) =>
  t.inject({
    method: 'POST',
    url: '/api/v3/promo/validity',
    headers: learner ? auth(learner) : {},
    payload: { course: courseId, schedule, promo_code, currency: 'tk' },
  });

const buyWith = (learner: Learner, batch: BatchJson, promo_code: string) =>
  buy(learner, {
    schedule: batch.id,
    amount: Math.max(0, batch.price.amount - 500),
    method: 'bkash',
    redirect: WEB,
    promo_code,
  });

describe('a once-per-learner promo', () => {
  it('is refused to a learner who paid with it, on the check and on a second purchase; others may still use it', async () => {
    const learner = await t.signUp();
    const first = await buyWith(learner, batchAt(0), NOTUN500);
    expect(first.statusCode, first.body).toBe(201);
    await payAtSandbox(first.json().data.redirect_url, 'success');

    const again = await check(learner, NOTUN500, batchAt(1).id);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'PROMO_ALREADY_USED',
      errors: [{ path: '/promo_code', msg: expect.stringMatching(/[\u0980-\u09FF]/) }],
    });
    const second = await buyWith(learner, batchAt(1), NOTUN500);
    expect(second.statusCode).toBe(400);
    expect(second.json().code).toBe('PROMO_ALREADY_USED');

    // anonymous checks cannot know, and another learner has their own use
    expect((await check(null, NOTUN500, batchAt(1).id)).statusCode).toBe(200);
    const other = await t.signUp();
    expect((await check(other, NOTUN500)).statusCode).toBe(200);
  });

  it('two purchases racing with it: exactly one is made', async () => {
    const learner = await t.signUp();
    const answers = await Promise.all([
      buyWith(learner, batchAt(0), NOTUN500),
      buyWith(learner, batchAt(1), NOTUN500),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 400]);
    expect(answers.find((answer) => answer.statusCode === 400)?.json().code).toBe('PROMO_ALREADY_USED');
  });

  it('an unpaid purchase holds the use; failing, expiring or replacing it gives it back', async () => {
    const learner = await t.signUp();
    const pending = await buyWith(learner, batchAt(0), NOTUN500);
    expect(pending.statusCode).toBe(201);
    // held: not for another batch, but the same batch may be bought again (the new purchase replaces the old)
    expect((await check(learner, NOTUN500, batchAt(1).id)).json().code).toBe('PROMO_ALREADY_USED');
    expect((await check(learner, NOTUN500, batchAt(0).id)).statusCode).toBe(200);
    const replacing = await buyWith(learner, batchAt(0), NOTUN500);
    expect(replacing.statusCode, replacing.body).toBe(201);

    // the payment fails: the use comes back
    await payAtSandbox(replacing.json().data.redirect_url, 'failure');
    expect((await check(learner, NOTUN500, batchAt(1).id)).statusCode).toBe(200);

    // an unpaid purchase that expires gives it back too
    const waiting = await buyWith(learner, batchAt(1), NOTUN500);
    expect(waiting.statusCode).toBe(201);
    expect((await check(learner, NOTUN500)).json().code).toBe('PROMO_ALREADY_USED');
    t.clock.advance(t.env.PURCHASE_TTL_MINUTES * 60_000);
    const refreshed = await t.inject({
      method: 'POST',
      url: '/api/v3/user/refresh-token',
      headers: { refreshtoken: learner.refreshToken },
    });
    const later = { ...learner, ...refreshed.json().data }; // the access token has lived its 15 minutes too
    expect((await check(later, NOTUN500)).statusCode).toBe(200);
    const afterExpiry = await buyWith(later, batchAt(0), NOTUN500);
    expect(afterExpiry.statusCode, afterExpiry.body).toBe(201);
  });
});

describe('a promo with a total limit', () => {
  it('serves that many purchases in all, then answers PROMO_USED_UP and leaves the public list', async () => {
    await t.db.update(promos).set({ totalLimit: 2 }).where(eq(promos.code, 'RAMADAN20'));
    const buyers = [await t.signUp(), await t.signUp(), await t.signUp()];
    const price = (batch: BatchJson) => Math.round(batch.price.amount * 0.8);
    const attempts = await Promise.all(
      buyers.map((buyer) =>
        buy(buyer, {
          schedule: batchAt(0).id,
          amount: price(batchAt(0)),
          method: 'nagad',
          redirect: WEB,
          promo_code: 'RAMADAN20',
        }),
      ),
    );
    expect(attempts.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 400]);
    expect(attempts.find((answer) => answer.statusCode === 400)?.json().code).toBe('PROMO_USED_UP');
    expect((await check(null, 'RAMADAN20')).json().code).toBe('PROMO_USED_UP');
    const listed = (await t.inject({ url: '/api/v3/promo/public' })).json().data as { code: string }[];
    expect(listed.map((promo) => promo.code)).not.toContain('RAMADAN20');
  });
});
