import { beforeAll, describe, expect, it } from 'vitest';
import { appForFile, auth, type Learner, type TestApp } from '../../test/helpers';

// How many statements each hot read sends is part of its handler's contract (issue 18): a read that
// grows — an N+1 in a list, a check made twice — fails here, and its count is raised only on purpose.

let t: TestApp;
let learner: Learner;
let batchId: number;
let moduleId: number;
appForFile((app) => {
  t = app;
});

beforeAll(async () => {
  learner = await t.signUp();
  const batches = (await t.inject({ url: '/api/v3/batch?mode=live&limit=50' })).json().data.items as {
    id: number;
    seats_left: number | null;
    price: { amount: number };
  }[];
  const open = batches.filter((b) => (b.seats_left ?? 1) > 0);
  batchId = (open[0] as { id: number }).id;
  await t.enroll(learner.user.id, batchId);
  // More than one of everything, so that a statement per item (an N+1) shows: a second enrollment
  // (an on-demand batch) and a purchase waiting for its payment.
  const onDemand = (await t.inject({ url: '/api/v3/batch?mode=on-demand&limit=1' })).json().data.items[0];
  await t.enroll(learner.user.id, onDemand.id);
  const pending = open[1] as { id: number; price: { amount: number } };
  const bought = await t.inject({
    method: 'POST',
    url: '/api/v3/transaction',
    headers: auth(learner),
    payload: {
      schedule: pending.id,
      amount: pending.price.amount,
      method: 'bkash',
      redirect: 'http://localhost:3000/checkout/result',
    },
  });
  expect(bought.statusCode, bought.body).toBe(201);
  moduleId = (await t.inject({ url: `/api/v3/batch/${batchId}` })).json().data.modules[0].id;
});

const reads: [string, () => string, boolean, number][] = [
  // [name, url, signed in, statements]
  ['the course list', () => '/api/v3/course?limit=20', false, 1],
  ['a batch', () => `/api/v3/batch/${batchId}`, false, 1],
  ['the shop', () => '/api/v2/public/card?limit=20', false, 1],
  ['public promos', () => '/api/v3/promo/public', false, 1],
  ['booking status', () => '/api/v3/course/booking-status', true, 2],
  ['an enrolled batch', () => `/api/v3/batch/${batchId}`, true, 2],
  ['a module’s recordings', () => `/api/v3/recording/module?module=${moduleId}&limit=100`, true, 3],
  ['progress', () => `/api/v3/recording/progress?batch=${batchId}`, true, 2],
  ['the exam list', () => `/api/v3/exam?batch=${batchId}`, true, 2],
  ['the basket', () => '/api/v2/busket/my-busket', true, 3],
  ['the orders', () => '/api/v2/order/my-order', true, 3],
  ['the account', () => '/api/v2/user/me', true, 2],
];

describe('statements per hot read', () => {
  it.each(reads)('%s', async (_name, url, signedIn, budget) => {
    const { statements, result } = await t.statementsOf(() =>
      t.inject({ url: url(), headers: signedIn ? auth(learner) : {} }),
    );
    expect(result.statusCode, result.body).toBe(200);
    expect(statements.length, statements.map((s) => s.statement).join('\n')).toBe(budget);
  });
});
