import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { appForEachTest, auth, type Learner, type TestApp, uniquePhone } from '../../../test/helpers';
import { type BatchJson, purchasesOf, WEB } from '../../../test/purchases';
import { batches } from '../catalogue/catalogue.table';
import { enrollments } from '../enrollments/enrollments.table';
import { purchases } from './checkout.table';

let t: TestApp;
appForEachTest((app) => {
  t = app;
});

const bengali = /[\u0980-\u09FF]/;
const { buy, liveBatch, paidRecordingOf, payAtSandbox } = purchasesOf(() => t);

describe('the whole journey: sign up, buy a batch with a promo through the sandbox bKash page, watch', () => {
  it('works end to end, and the paid recording opens to this learner only', async () => {
    // look up a new phone, register, read the code, verify (t.signUp walks these through the API)
    const phone = uniquePhone();
    expect(
      (await t.inject({ method: 'POST', url: '/api/v3/user', payload: { phone } })).json().data.exists,
    ).toBe(false);
    const learner = await t.signUp({ phone });
    // refresh
    const refreshed = await t.inject({
      method: 'POST',
      url: '/api/v3/user/refresh-token',
      headers: { refreshtoken: learner.refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
    const session = { ...learner, ...refreshed.json().data };

    const batch = await liveBatch();
    const check = await t.inject({
      method: 'POST',
      url: '/api/v3/promo/validity',
      payload: { course: batch.course_id, promo_code: 'RAMADAN20', currency: 'tk' },
    });
    expect(check.statusCode).toBe(200);
    const payable = Math.round(batch.price.amount * 0.8);

    const created = await buy(session, {
      schedule: batch.id,
      amount: payable,
      method: 'bkash',
      redirect: WEB,
      promo_code: 'RAMADAN20',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { transaction, redirect_url } = created.json().data;
    expect(transaction).toMatchObject({
      status: 'PENDING',
      amount: { amount: payable },
      promo_code: 'RAMADAN20',
    });
    expect(redirect_url).toMatch(/\/sandbox\/bkash\//);

    const pending = (await t.inject({ url: '/api/v3/course/booking-status', headers: auth(session) })).json()
      .data;
    expect(pending.pending_purchases).toHaveLength(1);

    const { returnTo } = await payAtSandbox(redirect_url, 'success');
    expect(returnTo.origin + returnTo.pathname).toBe(WEB);
    expect(Object.fromEntries(returnTo.searchParams)).toEqual({
      transaction: transaction.id,
      status: 'COMPLETED',
    });

    const status = (await t.inject({ url: '/api/v3/course/booking-status', headers: auth(session) })).json()
      .data;
    expect(status.enrollments).toHaveLength(1);
    expect(status.enrollments[0]).toMatchObject({ batch: { id: batch.id }, source: 'purchase' });
    expect(status.pending_purchases).toEqual([]);

    const recordingId = await paidRecordingOf(batch.id, session);
    const watch = await t.inject({
      url: `/api/v3/recording/${recordingId}?batch=${batch.id}`,
      headers: auth(session),
    });
    expect(watch.statusCode).toBe(200);
    expect(watch.json().data.playback_url).toMatch(/\/media\/hls\/sample\/index\.m3u8\?exp=\d+&sig=/);

    const stranger = await t.signUp();
    const denied = await t.inject({
      url: `/api/v3/recording/${recordingId}?batch=${batch.id}`,
      headers: auth(stranger),
    });
    expect(denied.statusCode).toBe(404);
    const upcoming = (
      await t.inject({ url: '/api/v3/overview/upcoming-classes', headers: auth(stranger) })
    ).json().data;
    expect(upcoming).toEqual([]);
  });
});

describe('POST /api/v3/transaction', () => {
  let learner: Learner;
  let batch: BatchJson;
  beforeEach(async () => {
    learner = await t.signUp();
    batch = await liveBatch();
  });

  it('prices the purchase itself and refuses a different amount', async () => {
    const answer = await buy(learner, { schedule: batch.id, amount: 1, method: 'bkash', redirect: WEB });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'AMOUNT_MISMATCH', msg: expect.stringMatching(bengali) });
    expect(await t.db.select().from(purchases)).toHaveLength(0);
  });

  it.each(['https://evil.example/steal', 'javascript:alert(1)', 'http://localhost:3001/x'])(
    'refuses the redirect %s',
    async (redirect) => {
      const answer = await buy(learner, {
        schedule: batch.id,
        amount: batch.price.amount,
        method: 'nagad',
        redirect,
      });
      expect(answer.statusCode).toBe(400);
    },
  );

  it('refuses an unknown promo with 400 and an expired one with 400', async () => {
    const unknown = await buy(learner, {
      schedule: batch.id,
      amount: 1,
      method: 'bkash',
      redirect: WEB,
      promo_code: 'NOPE123',
    });
    expect(unknown.json().code).toBe('PROMO_NOT_FOUND');
  });

  it('answers 404 for an unknown batch and needs a token', async () => {
    expect(
      (await buy(learner, { schedule: 999999, amount: 1, method: 'bkash', redirect: WEB })).statusCode,
    ).toBe(404);
    const anonymous = await t.inject({
      method: 'POST',
      url: '/api/v3/transaction',
      payload: { schedule: batch.id, amount: 1, method: 'bkash', redirect: WEB },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('a 100 % promo enrolls at once, without a gateway', async () => {
    const answer = await buy(learner, {
      schedule: batch.id,
      amount: 0,
      method: 'bkash',
      redirect: WEB,
      promo_code: 'FREE100',
    });
    expect(answer.statusCode).toBe(201);
    const { transaction, redirect_url } = answer.json().data;
    expect(transaction.status).toBe('COMPLETED');
    expect(redirect_url).toBe(`${WEB}?transaction=${transaction.id}&status=COMPLETED`);
    expect(await t.db.select().from(enrollments).where(eq(enrollments.batchId, batch.id))).toHaveLength(1);
    const again = await buy(learner, {
      schedule: batch.id,
      amount: 0,
      method: 'bkash',
      redirect: WEB,
      promo_code: 'FREE100',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_ENROLLED');
  });

  it('a pending purchase holds the last seat: the next learner gets 409 SOLD_OUT', async () => {
    await t.db.update(batches).set({ seatsTotal: 1 }).where(eq(batches.id, batch.id));
    await t.db.delete(enrollments).where(eq(enrollments.batchId, batch.id));
    const first = await buy(learner, {
      schedule: batch.id,
      amount: batch.price.amount,
      method: 'rocket',
      redirect: WEB,
    });
    expect(first.statusCode).toBe(201);
    const other = await t.signUp();
    const second = await buy(other, {
      schedule: batch.id,
      amount: batch.price.amount,
      method: 'upay',
      redirect: WEB,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('SOLD_OUT');
    // once the hold expires the seat is free again
    await t.db.update(purchases).set({ expiresAt: new Date(t.clock.now().getTime() - 1000) });
    expect(
      (await buy(other, { schedule: batch.id, amount: batch.price.amount, method: 'upay', redirect: WEB }))
        .statusCode,
    ).toBe(201);
  });
});

describe("seats are the catalogue's rule", () => {
  it('an on-demand batch is never full, whatever its seat column says, in the catalogue and at checkout', async () => {
    const learner = await t.signUp();
    const [onDemand] = await t.db.select().from(batches).where(eq(batches.mode, 'on-demand'));
    if (!onDemand) throw new Error('the seed has an on-demand batch');
    await t.db.update(batches).set({ seatsTotal: 0 }).where(eq(batches.id, onDemand.id));
    const shown = (await t.inject({ url: `/api/v3/batch/${onDemand.id}` })).json().data;
    expect(shown).toMatchObject({ seats_total: null, seats_left: null, enrollment_open: true });
    const bought = await buy(learner, {
      schedule: onDemand.id,
      amount: onDemand.price,
      method: 'nagad',
      redirect: WEB,
    });
    expect(bought.statusCode, bought.body).toBe(201);
  });
});

describe('POST /api/v3/transaction/bundle', () => {
  it('buys a course plan through the gateway and enrolls for its access days', async () => {
    const learner = await t.signUp();
    const course = (await t.inject({ url: '/api/v2/course/1' })).json();
    const plan = course.plans[0];
    const created = await t.inject({
      method: 'POST',
      url: '/api/v3/transaction/bundle',
      headers: auth(learner),
      payload: { method: 'nagad', redirect: WEB, plan: plan.id, course: course.id },
    });
    expect(created.statusCode, created.body).toBe(201);
    await payAtSandbox(created.json().data.redirect_url, 'success');
    const status = (await t.inject({ url: '/api/v3/course/booking-status', headers: auth(learner) })).json()
      .data;
    expect(status.enrollments[0]).toMatchObject({ source: 'bundle', expires_at: expect.any(String) });
    const unknown = await t.inject({
      method: 'POST',
      url: '/api/v3/transaction/bundle',
      headers: auth(learner),
      payload: { method: 'nagad', redirect: WEB, plan: 'no-such-plan', course: course.id },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('a bundle plan bought with a promo, left unpaid, and resumed from the booking status', () => {
  it('prices the plan with the promo, names it, keeps its payment page, and enrolls for its days', async () => {
    const learner = await t.signUp();
    const course = (await t.inject({ url: '/api/v2/course/1' })).json();
    const plan = course.plans[0];
    const check = await t.inject({
      method: 'POST',
      url: '/api/v3/promo/validity',
      headers: auth(learner),
      payload: { course: course.id, plan: plan.id, promo_code: 'RAMADAN20', currency: 'tk' },
    });
    expect(check.statusCode, check.body).toBe(200);
    const payable = Math.round(plan.price.amount * 0.8);
    expect(check.json().data).toMatchObject({
      original: { amount: plan.price.amount },
      payable: { amount: payable },
    });

    const created = await t.inject({
      method: 'POST',
      url: '/api/v3/transaction/bundle',
      headers: auth(learner),
      payload: { method: 'bkash', redirect: WEB, plan: plan.id, course: course.id, promo_code: 'RAMADAN20' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { transaction, redirect_url } = created.json().data;
    expect(transaction).toMatchObject({
      kind: 'bundle',
      plan: plan.id,
      amount: { amount: payable },
      course: { id: course.id, title: course.title },
      item_title: plan.title,
      payment_url: redirect_url,
    });

    // The learner closes the wallet's page: the dashboard still has the purchase, by name, to resume.
    t.clock.advance(5 * 60_000);
    const status = (await t.inject({ url: '/api/v3/course/booking-status', headers: auth(learner) })).json()
      .data;
    expect(status.enrollments).toEqual([]);
    expect(status.pending_purchases).toEqual([
      expect.objectContaining({ id: transaction.id, item_title: plan.title, payment_url: redirect_url }),
    ]);

    await payAtSandbox(status.pending_purchases[0].payment_url, 'success');
    const after = (await t.inject({ url: '/api/v3/course/booking-status', headers: auth(learner) })).json()
      .data;
    expect(after.pending_purchases).toEqual([]);
    expect(after.enrollments).toHaveLength(1);
    const enrollment = after.enrollments[0];
    expect(enrollment).toMatchObject({ source: 'bundle', batch: { mode: 'on-demand' } });
    const days = (Date.parse(enrollment.expires_at) - Date.parse(enrollment.enrolled_at)) / 86_400_000;
    expect(days).toBe(plan.access_days);

    // Holding the plan's access, buying it again is refused.
    const again = await t.inject({
      method: 'POST',
      url: '/api/v3/transaction/bundle',
      headers: auth(learner),
      payload: { method: 'bkash', redirect: WEB, plan: plan.id, course: course.id },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_ENROLLED', msg: expect.stringMatching(bengali) });
  });

  it('an unpaid batch purchase is named by its batch; once expired it leaves the booking status', async () => {
    const learner = await t.signUp();
    const batch = await liveBatch();
    const created = await buy(learner, {
      schedule: batch.id,
      amount: batch.price.amount,
      method: 'nagad',
      redirect: WEB,
    });
    expect(created.statusCode, created.body).toBe(201);
    const read = async (who = learner) =>
      (await t.inject({ url: '/api/v3/course/booking-status', headers: auth(who) })).json().data
        .pending_purchases;
    expect(await read()).toEqual([
      expect.objectContaining({
        item_title: batch.name,
        course: expect.objectContaining({ id: batch.course_id }),
        payment_url: expect.stringMatching(/\/sandbox\/nagad\//),
      }),
    ]);
    t.clock.advance(16 * 60_000);
    expect(await read(await t.refreshed(learner))).toEqual([]);
  });
});

describe('POST /api/v3/promo/validity', () => {
  it.each([
    ['RAMADAN20', 200, undefined],
    ['ramadan20', 200, undefined],
    ['NOPE123', 404, 'PROMO_NOT_FOUND'],
  ])('%s → %i', async (promo_code, status, code) => {
    const answer = await t.inject({
      method: 'POST',
      url: '/api/v3/promo/validity',
      payload: { course: 1, promo_code, currency: 'tk' },
    });
    expect(answer.statusCode).toBe(status);
    if (code) expect(answer.json()).toMatchObject({ code, msg: expect.stringMatching(bengali) });
  });

  it('prices the chosen batch when schedule is given: its payable is what POST /transaction accepts', async () => {
    const list = (await t.inject({ url: '/api/v3/batch?limit=50' })).json().data.items as BatchJson[];
    const course = list[0]?.course_id;
    const prices = new Set(list.filter((b) => b.course_id === course).map((b) => b.price.amount));
    expect(prices.size, 'the seed should give one course batches of different prices').toBeGreaterThan(1);
    const dearest = list
      .filter((b) => b.course_id === course)
      .sort((a, b) => b.price.amount - a.price.amount)[0] as BatchJson;
    const answer = await t.inject({
      method: 'POST',
      url: '/api/v3/promo/validity',
      payload: { course, schedule: dearest.id, promo_code: 'RAMADAN20', currency: 'tk' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({
      original: { amount: dearest.price.amount },
      payable: { amount: Math.round(dearest.price.amount * 0.8) },
    });

    const otherCourse = list.find((b) => b.course_id !== course) as BatchJson;
    const foreign = await t.inject({
      method: 'POST',
      url: '/api/v3/promo/validity',
      payload: { course, schedule: otherCourse.id, promo_code: 'RAMADAN20', currency: 'tk' },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().msg).toMatch(bengali);
  });

  it('prices a plan only of its own course, and one item at a time', async () => {
    const course = (await t.inject({ url: '/api/v2/course/1' })).json();
    const other = (await t.inject({ url: '/api/v2/course/2' })).json();
    const plan = course.plans[0];
    expect(plan, 'the seed should give course 1 a plan').toBeDefined();
    const foreign = await t.inject({
      method: 'POST',
      url: '/api/v3/promo/validity',
      payload: { course: other.id, plan: plan.id, promo_code: 'RAMADAN20', currency: 'tk' },
    });
    expect(foreign.statusCode).toBe(404);
    const batch = course.batches[0];
    const both = await t.inject({
      method: 'POST',
      url: '/api/v3/promo/validity',
      payload: {
        course: course.id,
        schedule: batch.id,
        plan: plan.id,
        promo_code: 'RAMADAN20',
        currency: 'tk',
      },
    });
    expect(both.statusCode).toBe(400);
    expect(both.json()).toMatchObject({ code: 'PROMO_ONE_ITEM', msg: expect.stringMatching(bengali) });
  });

  it('refuses currencies other than tk', async () => {
    const answer = await t.inject({
      method: 'POST',
      url: '/api/v3/promo/validity',
      payload: { course: 1, promo_code: 'RAMADAN20', currency: 'star' },
    });
    expect(answer.statusCode).toBe(400);
  });
});
