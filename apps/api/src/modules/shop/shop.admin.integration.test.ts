import type { V2Schemas } from '@tilawat/sdk';
import type { AdminSchemas } from '@tilawat/sdk/admin';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../../test/console';
import { appForFile, auth, type Learner, type TestApp } from '../../../test/helpers';
import { payAtSandbox } from '../../../test/purchases';
import { placedBook } from '../../../test/shop';
import { expectLedgerBalanced, panelOf } from '../../../test/wallet';
import { auditLog } from '../audit/audit.table';
import { orders } from './orders.table';

// The operator console's orders (issue 19): /api/v3/admin, admins only by the contract's x-roles.
let t: TestApp;
appForFile((app) => {
  t = app;
});

const WEB = 'http://localhost:3000';
const bengali = /[\u0980-\u09FF]/;

async function paidBook(learner: Learner, price = 640): Promise<V2Schemas['OrderDetail']> {
  const order = await placedBook(t, learner, { price, title: 'তাজবিদ শিক্ষা' });
  const pay = await t.inject({
    method: 'POST',
    url: '/api/v2/order/pay',
    headers: auth(learner),
    payload: { order: order.id, method: 'nagad', redirect: WEB },
  });
  expect(pay.statusCode, pay.body).toBe(201);
  await payAtSandbox(t, pay.json().redirect_url, 'success');
  return order;
}

const admin = (who: Learner, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.inject({
    method,
    url: `/api/v3/admin${url}`,
    headers: auth(who),
    ...(payload ? { payload } : {}),
  });

describe('the console is for its roles alone', () => {
  let learner: Learner;
  let teacher: Learner;
  let order: V2Schemas['OrderDetail'];
  beforeAll(async () => {
    learner = await t.signUp();
    teacher = await signedInAs(t, 'teacher');
    order = await paidBook(learner);
  });

  it('answers 401 without a token, and 403 FORBIDDEN_ROLE to a learner and to a teacher on an admin operation — nothing changes', async () => {
    const anonymous = await t.inject({ url: '/api/v3/admin/orders' });
    expect(anonymous.statusCode).toBe(401);
    for (const who of [learner, teacher]) {
      for (const [method, url, payload] of [
        ['GET', '/orders', undefined],
        ['GET', `/orders/${order.id}`, undefined],
        ['POST', `/orders/${order.id}/move`, { to: 'sending' }],
        ['POST', `/orders/${order.id}/refund`, undefined],
        ['POST', `/orders/${order.id}/cancel`, undefined],
        ['GET', '/audit', undefined],
      ] as const) {
        const answer = await admin(who, method, url, payload);
        expect(answer.statusCode, `${method} ${url}`).toBe(403);
        expect(answer.json()).toMatchObject({ code: 'FORBIDDEN_ROLE' });
        expect(answer.json().msg).toMatch(bengali);
      }
    }
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe('wait-send');
    expect(
      await t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.target, `order:${order.id}`)),
    ).toHaveLength(0);
  });

  it('the account says its role: a learner, a teacher, an admin', async () => {
    const me = await t.inject({ url: '/api/v2/user/me', headers: auth(learner) });
    expect(me.json().role).toBe('learner');
    expect((await t.inject({ url: '/api/v2/user/me', headers: auth(teacher) })).json().role).toBe('teacher');
    const boss = await signedInAs(t, 'admin');
    expect((await t.inject({ url: '/api/v2/user/me', headers: auth(boss) })).json().role).toBe('admin');
  });
});

describe('an admin runs the orders', () => {
  let boss: Learner;
  beforeAll(async () => {
    boss = await signedInAs(t, 'admin');
  });

  it('lists orders by status, newest first, with the learner and the payment; top-ups are not orders here', async () => {
    const learner = await t.signUp({ name: 'করিম উদ্দিন' });
    const first = await paidBook(learner, 300);
    t.clock.advance(60_000); // the clock stands still in tests: a minute between the two orders
    const second = await paidBook(learner, 900);
    const answer = await admin(boss, 'GET', '/orders?status=wait-send&limit=100');
    expect(answer.statusCode, answer.body).toBe(200);
    const page = answer.json().data as { items: AdminSchemas['AdminOrder'][]; total: number };
    const mine = page.items.filter((o) => o.learner.id === learner.user.id);
    expect(mine.map((o) => o.id)).toEqual([second.id, first.id]);
    expect(mine[0]).toMatchObject({
      status: 'wait-send',
      kind: 'pre-order',
      learner: { name: 'করিম উদ্দিন', role: 'learner' },
      items: [{ title: 'তাজবিদ শিক্ষা', quantity: 1 }],
      payment: { method: 'nagad', status: 'paid' },
    });
    expect(page.items.every((o) => o.status === 'wait-send' && o.kind !== 'topup')).toBe(true);
    const byTotal = (await admin(boss, 'GET', '/orders?status=wait-send&sort=-total&limit=100')).json().data
      .items as AdminSchemas['AdminOrder'][];
    const totals = byTotal.map((o) => o.total.amount);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    expect((await admin(boss, 'GET', '/orders?status=shipped')).statusCode).toBe(400);
  });

  it('moves a paid order on as the state machine allows, each move in the audit log; other moves change nothing', async () => {
    const learner = await t.signUp();
    const order = await paidBook(learner);
    const skip = await admin(boss, 'POST', `/orders/${order.id}/move`, { to: 'completed' });
    expect(skip.statusCode).toBe(409);
    expect(skip.json()).toMatchObject({ code: 'ORDER_NOT_MOVABLE' });
    const sent = await admin(boss, 'POST', `/orders/${order.id}/move`, { to: 'sending' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({ id: order.id, status: 'sending' });
    const done = await admin(boss, 'POST', `/orders/${order.id}/move`, { to: 'completed' });
    expect(done.json().data.status).toBe('completed');
    // the learner's own view follows
    const mine = await t.inject({ url: `/api/v2/order/my-order/${order.id}`, headers: auth(learner) });
    expect(mine.json().status).toBe('completed');
    const log = await admin(boss, 'GET', `/audit?target=order:${order.id}`);
    expect(log.statusCode, log.body).toBe(200);
    expect(log.json().data.items).toMatchObject([
      {
        action: 'order.move',
        before: { status: 'sending' },
        after: { status: 'completed' },
        actor: { id: boss.user.id, role: 'admin' },
      },
      { action: 'order.move', before: { status: 'wait-send' }, after: { status: 'sending' } },
    ]);
    const unknown = await admin(boss, 'POST', '/orders/00000000-0000-4000-8000-000000000000/move', {
      to: 'sending',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("refunds a delivered order once: the learner's wallet shows it, the ledger balances, the audit log says who", async () => {
    const learner = await t.signUp();
    const order = await paidBook(learner, 640);
    await admin(boss, 'POST', `/orders/${order.id}/move`, { to: 'sending' });
    const before = await panelOf(t, learner);
    const refunded = await admin(boss, 'POST', `/orders/${order.id}/refund`);
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().data).toMatchObject({ status: 'refunded', payment: { status: 'refund' } });
    const paid = refunded.json().data.total.amount as number;
    expect((await panelOf(t, learner)).wallet.amount).toBe(before.wallet.amount + paid);
    await expectLedgerBalanced(t, learner);
    // the order's history and payments, as the operator reads them afterwards
    const detail = await admin(boss, 'GET', `/orders/${order.id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    const read = detail.json().data as AdminSchemas['AdminOrderDetail'];
    expect(read.order).toMatchObject({ id: order.id, status: 'refunded' });
    expect(read.history.map((change) => change.status)).toEqual([
      'placed',
      'wait-send',
      'sending',
      'refunded',
    ]);
    expect(read.payments).toMatchObject([
      { method: 'nagad', status: 'refund', amount: { amount: paid, currency: 'tk' }, refund_pending: false },
    ]);
    expect(read.payments[0]?.paid_at).not.toBeNull();
    const again = await admin(boss, 'POST', `/orders/${order.id}/refund`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ORDER_NOT_REFUNDABLE' });
    const log = (await admin(boss, 'GET', `/audit?action=order.refund&target=order:${order.id}`)).json().data;
    expect(log.items).toMatchObject([
      {
        action: 'order.refund',
        actor: { id: boss.user.id },
        before: { status: 'sending', payment: 'paid' },
        after: { status: 'refunded', amount: paid, returned_to: 'balance' },
      },
    ]);
  });
});

describe('GET /orders/{id}', () => {
  it('lists every attempt to pay, newest first, and answers 404 for an order that is not one', async () => {
    const boss = await signedInAs(t, 'admin');
    const learner = await t.signUp();
    const order = await placedBook(t, learner, { price: 300, title: 'নূরানী কায়দা' });
    // a first try abandoned at the wallet, then a second that pays
    for (const outcome of ['cancel', 'success'] as const) {
      const pay = await t.inject({
        method: 'POST',
        url: '/api/v2/order/pay',
        headers: auth(learner),
        payload: { order: order.id, method: outcome === 'cancel' ? 'bkash' : 'rocket', redirect: WEB },
      });
      expect(pay.statusCode, pay.body).toBe(201);
      await payAtSandbox(t, pay.json().redirect_url, outcome);
      t.clock.advance(60_000);
    }
    const read = (await admin(boss, 'GET', `/orders/${order.id}`)).json()
      .data as AdminSchemas['AdminOrderDetail'];
    expect(read.payments.map((p) => [p.method, p.status])).toEqual([
      ['rocket', 'paid'],
      ['bkash', expect.not.stringMatching(/^paid$/)],
    ]);
    expect(read.order.payment).toMatchObject({ method: 'rocket', status: 'paid' });
    expect((await admin(boss, 'GET', '/orders/6d1f2c3b-8a9e-4f70-b1c2-3d4e5f6a7b8c')).statusCode).toBe(404);
  });
});

describe('cancelling from the console', () => {
  it("cancels a learner's unpaid order as their own cancel does, audited; a paid one is refunded instead", async () => {
    const boss = await signedInAs(t, 'admin');
    const learner = await t.signUp();
    const unpaid = await placedBook(t, learner, { price: 300, title: 'কায়দা — বাতিলের জন্য' });
    const cancelled = await admin(boss, 'POST', `/orders/${unpaid.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({ id: unpaid.id, status: 'cancelled' });
    const again = await admin(boss, 'POST', `/orders/${unpaid.id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'ORDER_NOT_CANCELLABLE',
      msg: expect.stringMatching(bengali),
    });
    const paid = await paidBook(learner);
    const refused = await admin(boss, 'POST', `/orders/${paid.id}/cancel`);
    expect(refused.statusCode).toBe(409);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, paid.id));
    expect(row?.status).toBe('wait-send');
    const log = (await admin(boss, 'GET', `/audit?target=order:${unpaid.id}`)).json().data.items;
    expect(log).toMatchObject([
      { action: 'order.cancel', before: { status: 'placed' }, after: { status: 'cancelled' } },
    ]);
    expect(
      (await admin(boss, 'POST', '/orders/00000000-0000-4000-8000-000000000000/cancel')).statusCode,
    ).toBe(404);
  });
});
