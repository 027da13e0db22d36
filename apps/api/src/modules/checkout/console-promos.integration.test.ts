import type { AdminSchemas } from '@tilawat/sdk/admin';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../../test/console';
import { appForFile, auth, type Learner, type TestApp } from '../../../test/helpers';
import { buy, liveBatch, WEB } from '../../../test/purchases';
import { coupons } from '../wallet/wallet.table';
import { promos } from './checkout.table';

// The console's promo codes and coupons (issue 19): admins create and change promo codes, and give a
// learner a coupon; every write audited; nobody else may.
let t: TestApp;
let boss: Learner;
appForFile(async (app) => {
  t = app;
  boss = await signedInAs(t, 'admin');
});

const bengali = /[\u0980-\u09FF]/;
const admin = (who: Learner | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.inject({ method, url: `/api/v3/admin${url}`, headers: who ? auth(who) : {}, payload });
let codes = 0;
const newCode = () => `cons${Date.now().toString(36)}${++codes}`;

describe('promo codes', () => {
  let batch: Awaited<ReturnType<typeof liveBatch>>;
  beforeAll(async () => {
    batch = await liveBatch(t);
  });

  it('are created upper-case, refused beside the field at fault, used by a purchase and counted', async () => {
    const code = newCode();
    for (const [payload, field] of [
      [{ kind: 'percentage', value: 150 }, 'value'],
      [{ kind: 'fixed', value: 100, courses: [2_000_000_000] }, 'courses'],
    ] as const) {
      const refused = await admin(boss, 'POST', '/promos', { code, title: 'ভুল প্রোমো', ...payload });
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().errors).toEqual([{ path: `/${field}`, msg: expect.stringMatching(bengali) }]);
    }
    const made = await admin(boss, 'POST', '/promos', {
      code,
      title: 'শীতের ছাড়',
      kind: 'percentage',
      value: 10,
      courses: [batch.course_id],
      valid_until: '2099-01-01T00:00:00+06:00',
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data).toMatchObject({
      code: code.toUpperCase(),
      public: false,
      courses: [batch.course_id],
      uses: 0,
      per_learner_limit: null,
    });
    const again = await admin(boss, 'POST', '/promos', {
      code: code.toUpperCase(),
      title: 'আবার',
      kind: 'fixed',
      value: 5,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'PROMO_CODE_TAKEN', errors: [{ path: '/code' }] });

    const learner = await t.signUp();
    const payable = batch.price.amount - Math.round((batch.price.amount * 10) / 100);
    const bought = await buy(t, learner, {
      schedule: batch.id,
      amount: payable,
      method: 'bkash',
      redirect: WEB,
      promo_code: code.toLowerCase(),
    });
    expect(bought.statusCode, bought.body).toBe(201);
    const listed = (await admin(boss, 'GET', '/promos?limit=100')).json().data
      .items as AdminSchemas['AdminPromo'][];
    expect(listed.find((promo) => promo.code === code.toUpperCase())?.uses).toBe(1);
  });

  it('are changed: a total limit reached refuses the next learner; the change is audited with what changed', async () => {
    const code = newCode().toUpperCase();
    expect(
      (await admin(boss, 'POST', '/promos', { code, title: 'একবারের ছাড়', kind: 'fixed', value: 100 }))
        .statusCode,
    ).toBe(201);
    const first = await t.signUp();
    const used = await buy(t, first, {
      schedule: batch.id,
      amount: batch.price.amount - 100,
      method: 'nagad',
      redirect: WEB,
      promo_code: code,
    });
    expect(used.statusCode, used.body).toBe(201);
    const limited = await admin(boss, 'PATCH', `/promos/${code.toLowerCase()}`, {
      total_limit: 1,
      public: true,
    });
    expect(limited.statusCode, limited.body).toBe(200);
    expect(limited.json().data).toMatchObject({ total_limit: 1, public: true, uses: 1 });
    const second = await t.signUp();
    const refused = await buy(t, second, {
      schedule: batch.id,
      amount: batch.price.amount - 100,
      method: 'nagad',
      redirect: WEB,
      promo_code: code,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('PROMO_USED_UP');
    expect(
      (await admin(boss, 'PATCH', `/promos/${code}`, { kind: 'percentage', value: 101 })).statusCode,
    ).toBe(400);
    expect((await admin(boss, 'PATCH', '/promos/NOSUCHCODE', { public: true })).statusCode).toBe(404);
    const log = (await admin(boss, 'GET', `/audit?target=promo:${code}`)).json().data.items;
    expect(log).toMatchObject([
      {
        action: 'promo.update',
        before: { total_limit: null, public: false },
        after: { total_limit: 1, public: true },
      },
      { action: 'promo.create', before: null },
    ]);
  });
});

describe('coupons given by hand', () => {
  it("reach the learner's coupons; one per reason; audited", async () => {
    const learner = await t.signUp();
    const given = await admin(boss, 'POST', `/learners/${learner.user.id}/coupons`, {
      kind: 'gift',
      title: 'দেরিতে পৌঁছানোর জন্য দুঃখিত',
      value: 100,
      expires_at: '2099-01-31T23:59:59+06:00',
      reason: 'late-delivery-2026-11',
    });
    expect(given.statusCode, given.body).toBe(201);
    expect(given.json().data).toMatchObject({
      kind: 'gift',
      value: { amount: 100, currency: 'tk' },
      code: expect.stringMatching(/^UPOHAR-/),
    });
    const mine = await t.inject({ url: '/api/v2/coupon/my-coupon', headers: auth(learner) });
    expect(mine.body).toContain(given.json().data.code);
    const twice = await admin(boss, 'POST', `/learners/${learner.user.id}/coupons`, {
      kind: 'topup',
      title: 'আবার',
      value: 50,
      reason: 'late-delivery-2026-11',
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ code: 'COUPON_REASON_USED', errors: [{ path: '/reason' }] });
    expect(twice.json().msg).toMatch(bengali);
    const rows = await t.db.select().from(coupons).where(eq(coupons.userId, learner.user.id));
    expect(rows.filter((row) => row.reason === 'late-delivery-2026-11')).toHaveLength(1);
    const [entry] = (await admin(boss, 'GET', '/audit?action=coupon.issue')).json().data.items;
    expect(entry).toMatchObject({ target: `user:${learner.user.id}`, after: { value: 100 } });
    expect(
      (
        await admin(boss, 'POST', `/learners/${boss.user.id}/coupons`, {
          kind: 'gift',
          title: 'নিজেকে',
          value: 1,
          reason: 'self',
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('who may', () => {
  it('only admins: a teacher and a learner get 403 and nothing is made', async () => {
    const teacher = await signedInAs(t, 'teacher');
    const learner = await t.signUp();
    const code = newCode().toUpperCase();
    for (const who of [teacher, learner]) {
      for (const [method, url, payload] of [
        ['GET', '/promos', undefined],
        ['POST', '/promos', { code, title: 'চুরি', kind: 'percentage', value: 100 }],
        ['PATCH', '/promos/RAMADAN20', { value: 100 }],
        [
          'POST',
          `/learners/${learner.user.id}/coupons`,
          { kind: 'topup', title: 'নিজেকে', value: 10000, reason: 'self' },
        ],
      ] as const) {
        expect((await admin(who, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
      }
    }
    expect(await t.db.select().from(promos).where(eq(promos.code, code))).toEqual([]);
    expect(await t.db.select().from(coupons).where(eq(coupons.reason, 'self'))).toEqual([]);
  });
});
