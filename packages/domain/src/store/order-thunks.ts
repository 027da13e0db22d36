import { unwrap } from '@tilawat/sdk';
import { buildBody, type Payloads } from '../payload/build-body';
import type { OrderDetails } from '../session/session';
import { attempt, createAppAsyncThunk } from './app-thunk';

type Input<K extends keyof Payloads> = Partial<Record<keyof Payloads[K], unknown>> & Record<string, unknown>;

/**
 * Keeps the learner's choice in the `orderDetails` cookie, so that a learner
 * who must sign in first comes back to /checkout with it (the specification's redirect after sign-up).
 */
export const holdOrder = createAppAsyncThunk('order/holdOrder', (details: OrderDetails, { extra }) => {
  extra.session.setOrderDetails(details);
  return details;
});

/** Buys a batch (v3 POST /transaction): the answer carries the wallet page's redirect_url. */
export const purchaseBatch = createAppAsyncThunk(
  'order/purchaseBatch',
  (input: Input<'purchase'>, { extra, rejectWithValue }) =>
    attempt(
      () => unwrap(extra.api.v3.POST('/transaction', { body: buildBody('purchase', input) })),
      rejectWithValue,
    ),
);

/** Buys a course plan (v3 POST /transaction/bundle). */
export const purchaseBundle = createAppAsyncThunk(
  'order/purchaseBundle',
  (input: Input<'bundlePurchase'>, { extra, rejectWithValue }) =>
    attempt(
      () => unwrap(extra.api.v3.POST('/transaction/bundle', { body: buildBody('bundlePurchase', input) })),
      rejectWithValue,
    ),
);
