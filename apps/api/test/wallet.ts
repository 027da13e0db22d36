// What the wallet's tests share: the ledger invariant, top-ups through the sandbox, cards to buy.
import type { V2Schemas } from '@tilawat/sdk';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { AuthUser } from '../src/core/auth';
import { users } from '../src/modules/accounts/accounts.table';
import type { PaymentGateway } from '../src/modules/payments/gateway';
import { ledgerOf } from '../src/modules/wallet/wallet.repository';
import { auth, type Learner, type TestApp } from './helpers';
import { payAtSandbox } from './purchases';

export const WEB = 'http://localhost:3000';

/**
 * The ledger invariant: for every unit, the control panel's balance is the sum of the learner's
 * COMPLETED wallet rows (credits minus debits) in the database, and the same sum over what
 * `GET /transaction/my-transaction` lists; no balance is below zero.
 */
export async function expectLedgerBalanced(t: TestApp, learner: Learner): Promise<void> {
  const rows = await ledgerOf(t.db, learner.user.id);
  const sums = { tk: 0, star: 0, point: 0 };
  for (const row of rows)
    if (row.inWallet && row.status === 'COMPLETED')
      sums[row.currency] += row.direction === 'credit' ? row.amount : -row.amount;

  const listed = { tk: 0, star: 0, point: 0 };
  for (let page = 1; ; page++) {
    const answer = await t.inject({
      url: `/api/v2/transaction/my-transaction?limit=100&page=${page}`,
      headers: auth(learner),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json() as V2Schemas['LedgerTransactionPage'];
    for (const item of body.items)
      if (item.status === 'COMPLETED')
        listed[item.amount.currency] +=
          item.direction === 'credit' ? item.amount.amount : -item.amount.amount;
    if (page * 100 >= body.total) break;
  }

  const panel = (
    await t.inject({ url: '/api/v2/dashboard/my-controlpanel', headers: auth(learner) })
  ).json() as V2Schemas['ControlPanel'];
  const shown = { tk: panel.wallet.amount, star: panel.stars, point: panel.points };
  expect(shown, 'the control panel shows what the ledger sums to').toEqual(sums);
  expect(listed, 'the listed transactions sum to the balances').toEqual(sums);
  for (const value of Object.values(sums)) expect(value).toBeGreaterThanOrEqual(0);
}

/** Starts a top-up as the learner. */
export const startTopup = (t: TestApp, learner: Learner, body: Record<string, unknown>) =>
  t.inject({ method: 'POST', url: '/api/v2/gateway/topup', headers: auth(learner), payload: body });

/** Tops up `amount` through the sandbox bKash page, paid: the redirect's answer. */
export async function toppedUp(t: TestApp, learner: Learner, amount: number) {
  const started = await startTopup(t, learner, { amount, method: 'bkash' });
  expect(started.statusCode, started.body).toBe(201);
  const { redirect_url } = started.json() as V2Schemas['PaymentRedirect'];
  return payAtSandbox(t, redirect_url, 'success');
}

/** The learner's control panel. */
export async function panelOf(t: TestApp, learner: Learner): Promise<V2Schemas['ControlPanel']> {
  const answer = await t.inject({ url: '/api/v2/dashboard/my-controlpanel', headers: auth(learner) });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

/**
 * The shop's console side over a test app's database, as the operator console calls it (refunds, moving
 * orders on), by a demo admin whose writes the audit log records: `refundOrder(id)`,
 * `advanceOrder(id, to)`. A `gateway` that refunds (SSLCommerz) returns money through it.
 */
export async function operatorShopping(t: TestApp, gateway?: PaymentGateway) {
  const { createShop } = await import('../src/modules/shop/shop.service');
  const { createWalletService } = await import('../src/modules/wallet/wallet.service');
  const { orderBalance } = await import('../src/modules/wallet/order-balance');
  const { createAuditService } = await import('../src/modules/audit/audit.service');
  const admin = await t.signUp({ name: 'তিলাওয়াত অ্যাডমিন' });
  await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
  const actor: AuthUser = {
    id: admin.user.id,
    sessionId: admin.user.id,
    name: admin.user.name,
    phone: admin.phone,
    email: null,
    role: 'admin',
  };
  const service = createShop({
    db: t.db,
    clock: t.clock,
    balance: orderBalance(
      createWalletService({ db: t.db, clock: t.clock, welcomeCoupon: { value: 0, days: 1 } }),
    ),
    // without a gateway that refunds, a refund goes to the learner's balance
    gateway: gateway ?? { name: 'sandbox', methods: [], checkoutUrl: () => '' },
    webOrigins: [WEB],
    paymentTtlMinutes: 15,
    reviewerName: async () => 'শিক্ষার্থী',
    audit: createAuditService({ db: t.db, clock: t.clock }).record,
  }).admin;
  return {
    actor,
    refundOrder: (id: string) => service.refundOrder(id, actor),
    advanceOrder: (id: string, to: 'sending' | 'completed') => service.advanceOrder(id, to, actor),
  };
}
