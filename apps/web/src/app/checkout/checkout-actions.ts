import {
  batchOrderId,
  checkPromo,
  clearPromo,
  holdOrder,
  type PaymentMethod,
  purchaseBatch,
  toApiFailure,
} from '@tilawat/domain';
import { unwrap, type V3Schemas } from '@tilawat/sdk';
import type { BrowserClient } from '~/lib/browser-client';
import { resultRedirect } from '~/lib/checkout-result';
import type { Loaded } from '~/lib/load';

/**
 * The checkout's calls, in a chunk of their own: the form `import()`s this module when the tab's client
 * is there, so Redux Toolkit's thunks and the SDK never weigh on /checkout's first-load JavaScript.
 */

type Batch = V3Schemas['BatchDetail'];

/**
 * A checkout of this batch begins: the choice is kept in the `orderDetails` cookie (sign-up's
 * verification comes back to /checkout with it), and a promo checked for another batch is let go.
 */
export function startCheckout({ store }: BrowserClient, batchId: number): void {
  store.dispatch(clearPromo());
  void store.dispatch(holdOrder({ order_id: batchOrderId(batchId) }));
}

/** Whether the signed-in learner is already in the batch (`enrolled` of `GET /batch/{id}` with the token). */
export async function isEnrolled({ api }: BrowserClient, batchId: number): Promise<boolean> {
  const detail = await unwrap(api.v3.GET('/batch/{id}', { params: { path: { id: batchId } } }));
  return detail.enrolled;
}

/**
 * Checks a promo priced on this batch (`POST /promo/validity` with `schedule`): the promo slice keeps the
 * answer — its payable is the purchase amount — or the failure.
 */
export async function checkBatchPromo({ store }: BrowserClient, batch: Batch, code: string): Promise<void> {
  await store.dispatch(
    checkPromo({ course: batch.course_id, schedule: batch.id, promo_code: code, currency: 'tk' }),
  );
}

/** Lets go of the applied (or refused) promo. */
export function removePromo({ store }: BrowserClient): void {
  store.dispatch(clearPromo());
}

/** Creates the purchase (`POST /transaction`; the server prices it again) and answers where the browser goes next. */
export async function buyBatch(
  { store }: BrowserClient,
  input: { batchId: number; amount: number; method: PaymentMethod; promoCode?: string },
): Promise<Loaded<string>> {
  const action = await store.dispatch(
    purchaseBatch({
      schedule: input.batchId,
      amount: input.amount,
      method: input.method,
      redirect: resultRedirect(window.location.origin, input.batchId),
      promo_code: input.promoCode,
    }),
  );
  if (purchaseBatch.fulfilled.match(action)) return { ok: true, data: action.payload.redirect_url };
  return { ok: false, ...(action.payload ?? toApiFailure(action.error)) };
}
