import { describe, expect, it } from 'vitest';
import {
  bnOf,
  byOrderStatusPriority,
  canTransitionOrder,
  couponKinds,
  courseLevels,
  currencyUnits,
  examStates,
  expiryFlags,
  type OrderStatus,
  orderKinds,
  orderStatuses,
  paymentMethods,
  paymentStatuses,
  sizeOptions,
  transactionKinds,
  transactionStatuses,
  weekdays,
} from './labels';

describe("enum values (the specification's states)", () => {
  it.each([
    [orderStatuses, ['placed', 'wait-send', 'sending', 'completed', 'cancelled', 'refunded']],
    [orderKinds, ['topup', 'pre-order', 'instant-delivery']],
    [paymentStatuses, ['waiting_payment', 'paid', 'expired', 'refund']],
    [paymentMethods, ['bkash', 'nagad', 'upay', 'rocket']],
    [transactionKinds, ['topup', 'claimed', 'online_payment', 'refund']],
    [transactionStatuses, ['COMPLETED', 'PENDING']],
    [couponKinds, ['gift', 'topup']],
    [expiryFlags, ['expired', 'available']],
    [currencyUnits, ['tk', 'star', 'point']],
    [sizeOptions, ['small', 'medium', 'large']],
    [
      examStates,
      ['not-open', 'locked', 'open', 'in-progress', 'passed', 'failed', 'pending', 'no-attempts', 'closed'],
    ],
  ])('%# has exactly the values of the spec, each labelled in Bengali and English', (labels, values) => {
    expect(Object.keys(labels)).toEqual(values);
    for (const label of Object.values(labels)) {
      expect(label.bn).toMatch(/[\u0980-\u09FF]/);
      expect(label.en).toMatch(/^[A-Za-z][A-Za-z -]*$/);
    }
  });

  it('order statuses carry the priorities 1–6 and sending is displayed as Delivered', () => {
    expect(Object.entries(orderStatuses).map(([k, v]) => [k, v.priority])).toEqual([
      ['placed', 1],
      ['wait-send', 2],
      ['sending', 3],
      ['completed', 4],
      ['cancelled', 5],
      ['refunded', 6],
    ]);
    expect(orderStatuses.sending.en).toBe('Delivered');
  });

  it('tk is shown as ৳', () => expect(currencyUnits.tk.symbol).toBe('৳'));

  it('claimed reads as a coupon or a reward (a claimed topup coupon, points or a star earned)', () => {
    expect(transactionKinds.claimed).toEqual({ en: 'Coupon or reward', bn: 'কুপন ও পুরস্কার' });
  });
});

describe('order transitions (docs/decisions/0015-shop-orders-and-wallet-ledger.md)', () => {
  const all = Object.keys(orderStatuses) as OrderStatus[];
  const allowed = new Set([
    'placed>wait-send',
    'wait-send>sending',
    'sending>completed',
    'placed>cancelled',
    'wait-send>cancelled',
    'wait-send>refunded',
    'sending>refunded',
    'completed>refunded',
  ]);
  const pairs = all.flatMap((from) => all.map((to) => [from, to] as const));
  it.each(pairs)('%s → %s', (from, to) => {
    expect(canTransitionOrder(from, to)).toBe(allowed.has(`${from}>${to}`));
  });

  it('sorts orders by status priority', () => {
    const orders = [{ status: 'refunded' }, { status: 'placed' }, { status: 'sending' }] as const;
    expect([...orders].sort(byOrderStatusPriority).map((o) => o.status)).toEqual([
      'placed',
      'sending',
      'refunded',
    ]);
  });
});

describe('weekdays and course levels', () => {
  it('name every value of the contract in Bengali, the week from Saturday', () => {
    expect(Object.keys(weekdays)).toEqual(['sat', 'sun', 'mon', 'tue', 'wed', 'thu', 'fri']);
    expect(bnOf(weekdays)).toMatchObject({ sat: 'শনি', fri: 'শুক্র' });
    expect(bnOf(courseLevels)).toEqual({
      beginner: 'প্রাথমিক স্তর',
      intermediate: 'মধ্যম স্তর',
      advanced: 'উচ্চতর স্তর',
    });
  });
});
