import {
  type CheckoutItem,
  checkoutOrderId,
  checkPromo,
  clearPromo,
  holdOrder,
  type PaymentMethod,
  purchaseBatch,
  purchaseBundle,
  toApiFailure,
} from '@tilawat/domain';
import { unwrap } from '@tilawat/sdk';
import type { BrowserClient } from '~/lib/browser-client';
import { resultRedirect } from '~/lib/checkout-result';
import type { Loaded } from '~/lib/load';

/**
 * The checkout's calls, in a chunk of their own: the form `import()`s this module when the tab's client
 * is there, so Redux Toolkit's thunks and the SDK never weigh on /checkout's first-load JavaScript.
 */

/**
 * A checkout of this batch or plan begins: the choice is kept in the `orderDetails` cookie (sign-up's
 * verification comes back to /checkout with it), and a promo checked for another item is let go.
 */
export function startCheckout({ store }: BrowserClient, item: CheckoutItem): void {
  store.dispatch(clearPromo());
  void store.dispatch(holdOrder({ order_id: checkoutOrderId(item) }));
}

/** Whether the signed-in learner is already in the batch (`enrolled` of `GET /batch/{id}` with the token). */
export async function isEnrolled({ api }: BrowserClient, batchId: number): Promise<boolean> {
  const detail = await unwrap(api.v3.GET('/batch/{id}', { params: { path: { id: batchId } } }));
  return detail.enrolled;
}

/**
 * Checks a promo priced on this batch or plan (`POST /promo/validity` with `schedule` or `plan`): the
 * promo slice keeps the answer — its payable is what the purchase charges — or the failure.
 */
export async function checkItemPromo(
  { store }: BrowserClient,
  item: CheckoutItem & { courseId: number },
  code: string,
): Promise<void> {
  await store.dispatch(
    checkPromo({
      course: item.courseId,
      ...(item.kind === 'batch' ? { schedule: item.batchId } : { plan: item.planId }),
      promo_code: code,
      currency: 'tk',
    }),
  );
}

/** Lets go of the applied (or refused) promo. */
export function removePromo({ store }: BrowserClient): void {
  store.dispatch(clearPromo());
}

/**
 * Creates the purchase — a batch (`POST /transaction`, with the amount the learner saw; the server prices
 * it again) or a plan (`POST /transaction/bundle`, priced by the server) — and answers where the browser
 * goes next.
 */
export async function buyItem(
  { store }: BrowserClient,
  input: { item: CheckoutItem; amount: number; method: PaymentMethod; promoCode?: string },
): Promise<Loaded<string>> {
  const redirect = resultRedirect(window.location.origin, input.item);
  const { item, method, promoCode } = input;
  if (item.kind === 'batch') {
    const action = await store.dispatch(
      purchaseBatch({
        schedule: item.batchId,
        amount: input.amount,
        method,
        redirect,
        promo_code: promoCode,
      }),
    );
    if (purchaseBatch.fulfilled.match(action)) return { ok: true, data: action.payload.redirect_url };
    return { ok: false, ...(action.payload ?? toApiFailure(action.error)) };
  }
  const action = await store.dispatch(
    purchaseBundle({ course: item.courseId, plan: item.planId, method, redirect, promo_code: promoCode }),
  );
  if (purchaseBundle.fulfilled.match(action)) return { ok: true, data: action.payload.redirect_url };
  return { ok: false, ...(action.payload ?? toApiFailure(action.error)) };
}
