import { describe, expect, it } from 'vitest';
import { initialOrderState } from './order-slice';
import { createOrder, holdOrder, payOrder, purchaseBatch } from './order-thunks';
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

  it('a created shop order is kept and its id held in the orderDetails cookie', async () => {
    const order = { id: 'd3b07384-d9a0-4c9b-8f1e-2a4b6c8d0e1f', status: 'placed' };
    const { store, session, requests } = storeWith({
      'POST /api/v2/order': () => ({ status: 201, body: order }),
    });
    await store.dispatch(
      createOrder({ action: 'buy-now', card: 7, quantity: 2, order_info: { size: 'medium' } }),
    );
    expect(requests[0]?.body).toEqual({
      action: 'buy-now',
      card: 7,
      quantity: 2,
      order_info: { size: 'medium' },
    });
    expect(store.getState().order.orderInfo).toMatchObject(order);
    expect(session.getOrderDetails()).toEqual({ order_id: order.id });
  });

  it('paying a shop order keeps the redirect', async () => {
    const answer = { redirect_url: 'http://localhost:4000/sandbox/nagad/1', payment: { id: 'p1' } };
    const { store } = storeWith({ 'POST /api/v2/order/pay': () => ({ status: 201, body: answer }) });
    await store.dispatch(payOrder({ order: 'd3b07384', method: 'nagad', currency: 'tk', coupon_code: ' ' }));
    expect(store.getState().order.payOrderInfo).toEqual(answer);
  });

  it('holdOrder keeps a selection for a learner who must sign in first', async () => {
    const { store, session } = storeWith({});
    await store.dispatch(holdOrder({ order_id: 12 }));
    expect(session.getOrderDetails()).toEqual({ order_id: 12 });
  });
});
