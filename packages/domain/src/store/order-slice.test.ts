import { describe, expect, it } from 'vitest';
import { initialOrderState } from './order-slice';
import { holdOrder, purchaseBatch } from './order-thunks';
import { apiError, storeWith } from './test-store';

const purchase = {
  transaction: { id: '9b2f8a1e-0c4d-4e5f-8a7b-6c5d4e3f2a1b', status: 'PENDING' },
  redirect_url: 'http://localhost:4000/sandbox/bkash/9b2f8a1e',
};

describe('order slice', () => {
  it('starts empty', () => expect(storeWith({}).store.getState().order).toEqual(initialOrderState));

  it('a batch purchase keeps the answer with its redirect_url and sends only the purchase fields', async () => {
    const { store, requests } = storeWith({
      'POST /api/v3/transaction': () => ({ status: 201, body: { data: purchase } }),
    });
    const pending = store.dispatch(
      purchaseBatch({
        schedule: 12,
        amount: 2000,
        method: 'bkash',
        redirect: 'http://localhost:3000/r',
        promo_code: '',
        seats: 1,
      }),
    );
    expect(store.getState().order.loaders.purchase).toBe(true);
    await pending;
    expect(requests[0]?.body).toEqual({
      schedule: 12,
      amount: 2000,
      method: 'bkash',
      redirect: 'http://localhost:3000/r',
    });
    expect(store.getState().order).toMatchObject({
      payOrderInfo: purchase,
      loaders: { purchase: false },
      error: null,
    });
  });

  it('a refused purchase keeps the server message', async () => {
    const { store } = storeWith({
      'POST /api/v3/transaction': () => apiError(400, 'AMOUNT_MISMATCH', 'দাম বদলে গেছে। পাতাটি আবার খুলুন।'),
    });
    await store.dispatch(
      purchaseBatch({ schedule: 12, amount: 1, method: 'bkash', redirect: 'http://localhost:3000/r' }),
    );
    expect(store.getState().order).toMatchObject({ payOrderInfo: null, error: { code: 'AMOUNT_MISMATCH' } });
  });

  it('holdOrder keeps a selection for a learner who must sign in first', async () => {
    const { store, session } = storeWith({});
    await store.dispatch(holdOrder({ order_id: 12 }));
    expect(session.getOrderDetails()).toEqual({ order_id: 12 });
  });
});
