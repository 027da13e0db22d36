// What the checkout and payments tests share: a batch to buy, buying it, and paying at the sandbox wallet.
import { expect } from 'vitest';
import { auth, type Learner, type TestApp } from './helpers';

/** The web's result page, where a purchase returns. */
export const WEB = 'http://localhost:3000/checkout/result';

export interface BatchJson {
  id: number;
  course_id: number;
  name: string;
  price: { amount: number };
  seats_left: number | null;
  mode: string;
}

/** A live batch of the demo content with seats to spare. */
export async function liveBatch(t: TestApp): Promise<BatchJson> {
  const list = await t.inject({ url: '/api/v3/batch?mode=live&limit=50' });
  const batch = (list.json().data.items as BatchJson[]).find(
    (b) => b.seats_left !== null && b.seats_left > 1,
  );
  if (!batch) throw new Error('the seed has no live batch with seats');
  return batch;
}

/** A paid recording of the batch's first module, as its enrolled learner lists it. */
export async function paidRecordingOf(t: TestApp, batchId: number, learner: Learner): Promise<number> {
  const detail = (await t.inject({ url: `/api/v3/batch/${batchId}`, headers: auth(learner) })).json().data;
  const module = detail.modules[0];
  const page = await t.inject({
    url: `/api/v3/recording/module?module=${module.id}`,
    headers: auth(learner),
  });
  expect(page.statusCode, page.body).toBe(200);
  const paid = page.json().data.items.find((r: { free: boolean }) => !r.free);
  return paid.id;
}

/** POST /api/v3/transaction as the learner. */
export const buy = (t: TestApp, learner: Learner, body: Record<string, unknown>) =>
  t.inject({ method: 'POST', url: '/api/v3/transaction', headers: auth(learner), payload: body });

/** Starts a purchase of the running live batch with bKash for `learner`, and opens the sandbox wallet page it leads to. */
export async function sandboxPageOfNewPurchase(t: TestApp, learner: Learner) {
  const batch = await liveBatch(t);
  const started = await buy(t, learner, {
    schedule: batch.id,
    amount: batch.price.amount,
    method: 'bkash',
    redirect: WEB,
  });
  expect(started.statusCode, started.body).toBe(201);
  return t.app.inject({ url: new URL(started.json().data.redirect_url).pathname });
}

/** Follows the sandbox wallet: the page, the payer's choice, the signed callback; answers the final redirect. */
export async function payAtSandbox(
  t: TestApp,
  redirectUrl: string,
  outcome: 'success' | 'failure' | 'cancel',
) {
  const path = new URL(redirectUrl).pathname;
  const page = await t.app.inject({ url: path });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toMatch(/text\/html/);
  expect(page.body).toContain('lang="bn"');
  // The form's navigation ends on the web's result page: its origin must be allowed by form-action.
  expect(page.headers['content-security-policy']).toMatch(/form-action 'self'[^;]* http:\/\/localhost:3000/);
  // Its Bengali face comes from this api, not from fonts the payer may lack.
  const font = await t.app.inject({ url: '/sandbox/assets/noto-sans-bengali.woff2' });
  expect(font.headers['content-type']).toBe('font/woff2');
  expect(font.rawPayload.length).toBeGreaterThan(10_000);
  const chosen = await t.app.inject({
    method: 'POST',
    url: path,
    payload: `outcome=${outcome}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(chosen.statusCode).toBe(303);
  const callback = chosen.headers.location as string;
  const back = await t.app.inject({ url: callback });
  expect(back.statusCode).toBe(303);
  return { callback, returnTo: new URL(back.headers.location as string) };
}

/** The helpers above for the test app `t()` of a file. */
export function purchasesOf(t: () => TestApp) {
  return {
    buy: (learner: Learner, body: Record<string, unknown>) => buy(t(), learner, body),
    liveBatch: () => liveBatch(t()),
    paidRecordingOf: (batchId: number, learner: Learner) => paidRecordingOf(t(), batchId, learner),
    payAtSandbox: (redirectUrl: string, outcome: 'success' | 'failure' | 'cancel') =>
      payAtSandbox(t(), redirectUrl, outcome),
  };
}
