import type { V2Schemas } from '@tilawat/sdk';
import { placedUnpaidOrder, waitSendOrder } from '@tilawat/ui/fixtures';
import { describe, expect, it } from 'vitest';
import {
  orderActions,
  orderPayPath,
  ordersHref,
  ordersPaging,
  orderTitle,
  parseOrderId,
  parseOrdersQuery,
  statusFilterOptions,
  toDeliveryFacts,
  toMoneyLines,
  toOrderHead,
  toOrderLineViews,
  toPaymentViews,
  toProductViews,
} from './orders';

type OrderDetail = V2Schemas['OrderDetail'];

/** A gift card bought and paid: digital, no delivery details, no delivery charge. */
const giftCardOrder: OrderDetail = {
  id: '7A1D3C5E-9B2F-4D6A-8E0C-1F3B5D7A9C2E'.toLowerCase(),
  kind: 'instant-delivery',
  status: 'completed',
  status_priority: 4,
  items: [
    {
      card: {
        id: 7,
        slug: 'quran-shikkha-gift-card',
        title: 'কুরআন শিক্ষা কোর্স গিফট কার্ড',
        kind: 'gift-card',
        image: null,
        price: { amount: 1500, currency: 'tk' },
      },
      quantity: 1,
      size: null,
      unit_price: { amount: 1500, currency: 'tk' },
      line_total: { amount: 1500, currency: 'tk' },
    },
  ],
  total: { amount: 1200, currency: 'tk' },
  payment_status: 'paid',
  created_at: '2026-11-10T11:00:00+06:00',
  subtotal: { amount: 1500, currency: 'tk' },
  discount: { amount: 300, currency: 'tk' },
  delivery_fee: { amount: 0, currency: 'tk' },
  coupon_code: 'GIFT300',
  order_info: null,
  payments: [
    {
      id: '5c8e2a4b-6d1f-4a3c-9e7b-0d2f4a6c8e1b',
      order_id: '7a1d3c5e-9b2f-4d6a-8e0c-1f3b5d7a9c2e',
      method: 'nagad',
      status: 'waiting_payment',
      amount: { amount: 1200, currency: 'tk' },
      created_at: '2026-11-10T11:01:00+06:00',
      expires_at: '2026-11-10T11:16:00+06:00',
      paid_at: null,
    },
    {
      id: '6d9f3b5c-7e2a-4b4d-8f8c-1e3a5b7d9f2c',
      order_id: '7a1d3c5e-9b2f-4d6a-8e0c-1f3b5d7a9c2e',
      method: null,
      status: 'expired',
      amount: { amount: 1200, currency: 'tk' },
      created_at: '2026-11-10T11:00:30+06:00',
      expires_at: '2026-11-10T11:15:30+06:00',
      paid_at: null,
    },
  ],
  history: [{ status: 'placed', at: '2026-11-10T11:00:00+06:00' }],
};

describe('the orders page’s address', () => {
  it('reads a known status and a page, and ignores anything else', () => {
    expect(parseOrdersQuery({ status: 'wait-send', page: '3' })).toEqual({ status: 'wait-send', page: 3 });
    expect(parseOrdersQuery({ status: ['sending', 'placed'], page: ['2'] })).toEqual({
      status: 'sending',
      page: 2,
    });
    expect(parseOrdersQuery({ status: 'shipped', page: '0' })).toEqual({ status: null, page: 1 });
    expect(parseOrdersQuery({ page: '-2' })).toEqual({ status: null, page: 1 });
    expect(parseOrdersQuery({ page: '1.5' })).toEqual({ status: null, page: 1 });
    expect(parseOrdersQuery({})).toEqual({ status: null, page: 1 });
  });

  it('writes only what differs from "all, page 1"', () => {
    expect(ordersHref({ status: null, page: 1 })).toBe('/orders');
    expect(ordersHref({ status: 'placed', page: 1 })).toBe('/orders?status=placed');
    expect(ordersHref({ status: 'wait-send', page: 2 })).toBe('/orders?status=wait-send&page=2');
    expect(ordersHref({ status: null, page: 4 })).toBe('/orders?page=4');
  });

  it('an order id is the contract’s uuid, lower-cased; anything else is not found', () => {
    expect(parseOrderId('9E4B2C7A-1D3F-4A5B-8C6D-2F7E9A1B3C5D')).toBe('9e4b2c7a-1d3f-4a5b-8c6d-2f7e9a1b3c5d');
    expect(parseOrderId('42')).toBeNull();
    expect(parseOrderId('9e4b2c7a-1d3f-4a5b-8c6d-2f7e9a1b3c5')).toBeNull();
    expect(parseOrderId('../9e4b2c7a-1d3f-4a5b-8c6d-2f7e9a1b3c5d')).toBeNull();
    expect(parseOrderId(undefined)).toBeNull();
  });
});

describe('the status filter and paging', () => {
  it('offers "সব" and then the six statuses in Bengali, placed first', () => {
    expect(statusFilterOptions()).toEqual([
      { value: '', label: 'সব' },
      { value: 'placed', label: 'অর্ডার গৃহীত' },
      { value: 'wait-send', label: 'পাঠানোর অপেক্ষায়' },
      { value: 'sending', label: 'ডেলিভারি হয়েছে' },
      { value: 'completed', label: 'সম্পন্ন' },
      { value: 'cancelled', label: 'বাতিল' },
      { value: 'refunded', label: 'টাকা ফেরত দেওয়া হয়েছে' },
    ]);
  });

  it('no paging when one page holds everything', () => {
    expect(ordersPaging({ total: 10, page: 1, limit: 10 }, null)).toBeNull();
    expect(ordersPaging({ total: 0, page: 1, limit: 10 }, null)).toBeNull();
  });

  it('previous and next keep the filter; the ends have none', () => {
    expect(ordersPaging({ total: 25, page: 1, limit: 10 }, 'completed')).toEqual({
      page: 1,
      pages: 3,
      previous: null,
      next: '/orders?status=completed&page=2',
      label: 'পাতা ১ / ৩',
    });
    expect(ordersPaging({ total: 25, page: 2, limit: 10 }, null)).toMatchObject({
      previous: '/orders',
      next: '/orders?page=3',
    });
    expect(ordersPaging({ total: 25, page: 3, limit: 10 }, null)).toMatchObject({
      previous: '/orders?page=2',
      next: null,
      label: 'পাতা ৩ / ৩',
    });
  });
});

describe('an order’s page', () => {
  it('its heading, status, date, kind and payment', () => {
    expect(orderTitle(waitSendOrder.id)).toBe('অর্ডার #9E4B2C7A');
    expect(toOrderHead(waitSendOrder)).toEqual({
      title: 'অর্ডার #9E4B2C7A',
      status: 'wait-send',
      placedAt: { value: expect.stringMatching(/২৭ নভেম্বর, ২০২৬/), iso: '2026-11-27T21:10:00+06:00' },
      kind: 'প্রি-অর্ডার',
      payment: 'পরিশোধিত',
    });
  });

  it('its lines: title, kind, size in Bengali, quantity, unit price and line total', () => {
    expect(toOrderLineViews(waitSendOrder.items)).toEqual([
      {
        key: '23-medium-0',
        title: 'নূরানী হাফেজি কুরআন শরীফ (মাঝারি)',
        kind: 'মুদ্রিত কুরআন',
        size: 'মাঝারি',
        quantity: '২টি',
        unitPrice: '৳১,১০০',
        lineTotal: '৳২,২০০',
      },
      {
        key: '42--1',
        title: 'সহজ তাজবিদ শিক্ষা (অডিওসহ)',
        kind: 'বই',
        size: null,
        quantity: '১টি',
        unitPrice: '৳৩৫০',
        lineTotal: '৳৩৫০',
      },
    ]);
  });

  it('printed items: the items’ price, the delivery charge and the total', () => {
    expect(toMoneyLines(waitSendOrder)).toEqual([
      { key: 'subtotal', term: 'পণ্যের দাম', value: '৳২,৫৫০' },
      { key: 'delivery', term: 'ডেলিভারি চার্জ', value: '৳৬০' },
      { key: 'total', term: 'সর্বমোট', value: '৳২,৬১০' },
    ]);
  });

  it('free delivery says so; a digital order has no delivery line; a coupon shows its discount', () => {
    const free = { ...waitSendOrder, delivery_fee: { amount: 0, currency: 'tk' as const } };
    expect(toMoneyLines(free).find((line) => line.key === 'delivery')?.value).toBe('ফ্রি');
    expect(toMoneyLines(giftCardOrder)).toEqual([
      { key: 'subtotal', term: 'পণ্যের দাম', value: '৳১,৫০০' },
      { key: 'discount', term: 'ছাড় (GIFT300)', value: '− ৳৩০০' },
      { key: 'total', term: 'সর্বমোট', value: '৳১,২০০' },
    ]);
  });

  it('the delivery details, and none for a digital order', () => {
    expect(toDeliveryFacts(waitSendOrder.order_info)).toEqual([
      { term: 'নাম', value: 'আব্দুল্লাহ আল মামুন' },
      { term: 'ফোন', value: '+8801712345678' },
      { term: 'ঠিকানা', value: 'বাসা ৭, রোড ৩, মিরপুর ১০' },
      { term: 'জেলা/শহর', value: 'ঢাকা' },
      { term: 'কুরিয়ারের জন্য নোট', value: 'বিকেলে ফোন দিয়ে আসবেন।' },
    ]);
    expect(toDeliveryFacts(giftCardOrder.order_info)).toBeNull();
  });

  it('its payments: wallet and status in Bengali, amount, when paid (or started) and a waiting one’s expiry', () => {
    expect(toPaymentViews(waitSendOrder.payments)).toEqual([
      {
        id: '4d6f8a1c-3e5b-4c7d-9a2e-6b8c0d2f4a6e',
        status: 'paid',
        method: 'বিকাশ',
        statusLabel: 'পরিশোধিত',
        amount: '৳২,৬১০',
        time: {
          term: 'পরিশোধের সময়',
          value: expect.stringMatching(/২৭ নভেম্বর/),
          iso: '2026-11-27T21:13:40+06:00',
        },
        expires: null,
      },
    ]);
    const [waiting, expired] = toPaymentViews(giftCardOrder.payments);
    expect(waiting).toMatchObject({
      method: 'নগদ',
      statusLabel: 'পেমেন্টের অপেক্ষায়',
      time: { term: 'শুরুর সময়', iso: '2026-11-10T11:01:00+06:00' },
      expires: { iso: '2026-11-10T11:16:00+06:00' },
    });
    expect(expired).toMatchObject({ method: 'বেছে নেওয়া হয়নি', statusLabel: 'মেয়াদ শেষ', expires: null });
    // paid with no mobile wallet: from the learner's own balance
    const [fromWallet] = toPaymentViews([
      {
        ...(giftCardOrder.payments[1] as (typeof giftCardOrder.payments)[number]),
        method: null,
        status: 'paid',
        paid_at: '2026-11-10T11:02:00+06:00',
      },
    ]);
    expect(fromWallet).toMatchObject({ method: 'তিলাওয়াত ওয়ালেট', statusLabel: 'পরিশোধিত' });
  });

  it('pay and cancel only while the order is placed', () => {
    expect(orderActions(placedUnpaidOrder)).toEqual({
      payHref: '/shop/checkout?order=3b7d9f1a-5c2e-4d8b-a6f0-7e1c3a5b9d2f',
      canCancel: true,
    });
    expect(orderPayPath(placedUnpaidOrder.id)).toBe(
      '/shop/checkout?order=3b7d9f1a-5c2e-4d8b-a6f0-7e1c3a5b9d2f',
    );
    for (const status of ['wait-send', 'sending', 'completed', 'cancelled', 'refunded'] as const) {
      expect(orderActions({ id: placedUnpaidOrder.id, status })).toEqual({ payHref: null, canCancel: false });
    }
  });
});

const cardOf = (order: OrderDetail) => {
  const line = order.items[0];
  if (!line) throw new Error('the example order has a line');
  return line.card;
};

describe('what the learner owns', () => {
  it('card title, kind, quantity, size, when acquired and its order', () => {
    const products: V2Schemas['Product'][] = [
      {
        card: cardOf(giftCardOrder),
        order_id: giftCardOrder.id,
        quantity: 2,
        size: null,
        acquired_at: '2026-11-10T11:02:00+06:00',
      },
      {
        card: cardOf(waitSendOrder),
        order_id: waitSendOrder.id,
        quantity: 1,
        size: 'large',
        acquired_at: '2026-11-27T21:13:40+06:00',
      },
    ];
    const [gift, quran] = toProductViews(products);
    expect(gift).toEqual({
      key: '7a1d3c5e-9b2f-4d6a-8e0c-1f3b5d7a9c2e-7--0',
      title: 'কুরআন শিক্ষা কোর্স গিফট কার্ড',
      kind: 'কোর্স গিফট কার্ড',
      quantity: '২টি',
      size: null,
      acquired: { value: '১০ নভেম্বর, ২০২৬', iso: '2026-11-10T11:02:00+06:00' },
      order: { href: '/orders/7a1d3c5e-9b2f-4d6a-8e0c-1f3b5d7a9c2e', label: 'অর্ডার #7A1D3C5E' },
    });
    expect(quran).toMatchObject({ kind: 'মুদ্রিত কুরআন', size: 'বড়', quantity: '১টি' });
  });
});
