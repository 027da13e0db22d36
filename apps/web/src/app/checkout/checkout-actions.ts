import {
  batchOrderId,
  checkPromo,
  holdOrder,
  type PaymentMethod,
  purchaseBatch,
  type RejectValue,
} from '@tilawat/domain';
import { unwrap, type V3Schemas } from '@tilawat/sdk';
import type { BrowserClient } from '~/lib/browser-client';
import { resultRedirect } from '~/lib/checkout-result';
import { failureMessage } from '~/lib/load';

/**
 * The checkout's calls, in a chunk of their own: the form `import()`s this module when the tab's client
 * is there, so Redux Toolkit's thunks and the SDK never weigh on /checkout's first-load JavaScript.
 */

type Batch = V3Schemas['BatchDetail'];
/** A call's value, or the sentence the learner reads (the api's Bengali msg, or "cannot reach"). */
export type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };

/** A rejected thunk's sentence; a rejection without a value (never expected) reads as "cannot reach". */
const failureText = (reject: RejectValue | undefined) => failureMessage(reject ?? { status: 0, msg: '' });

/** Keeps the chosen batch in the `orderDetails` cookie: sign-up's verification comes back to /checkout with it. */
export function holdBatch({ store }: BrowserClient, batchId: number): void {
  void store.dispatch(holdOrder({ order_id: batchOrderId(batchId) }));
}

/** Whether the signed-in learner is already in the batch (`enrolled` of `GET /batch/{id}` with the token). */
export async function isEnrolled({ api }: BrowserClient, batchId: number): Promise<boolean> {
  const detail = await unwrap(api.v3.GET('/batch/{id}', { params: { path: { id: batchId } } }));
  return detail.enrolled;
}

/** A promo priced on this batch (`POST /promo/validity` with `schedule`): its payable is the purchase amount. */
export async function checkBatchPromo(
  { store }: BrowserClient,
  batch: Batch,
  code: string,
): Promise<Outcome<V3Schemas['PromoValidity']>> {
  const action = await store.dispatch(
    checkPromo({ course: batch.course_id, schedule: batch.id, promo_code: code, currency: 'tk' }),
  );
  return checkPromo.fulfilled.match(action)
    ? { ok: true, value: action.payload }
    : { ok: false, message: failureText(action.payload) };
}

/** Creates the purchase (`POST /transaction`; the server prices it again) and answers where the browser goes next. */
export async function buyBatch(
  { store }: BrowserClient,
  input: { batchId: number; amount: number; method: PaymentMethod; promoCode?: string },
): Promise<Outcome<string>> {
  const action = await store.dispatch(
    purchaseBatch({
      schedule: input.batchId,
      amount: input.amount,
      method: input.method,
      redirect: resultRedirect(window.location.origin, input.batchId),
      promo_code: input.promoCode,
    }),
  );
  return purchaseBatch.fulfilled.match(action)
    ? { ok: true, value: action.payload.redirect_url }
    : { ok: false, message: failureText(action.payload) };
}
