import { describe, expect, it } from 'vitest';
import {
  batchOrderId,
  checkoutItem,
  checkoutOrderId,
  checkoutQuery,
  heldBatchId,
  heldCheckoutItem,
  parseId,
  parsePlanId,
  planOrderId,
  purchaseItem,
} from './order-selection';
import { parseOrderDetails } from './session';

describe('order selection (the orderDetails cookie while buying a batch)', () => {
  it('round-trips a batch through the cookie value', () => {
    const raw = JSON.stringify({ order_id: batchOrderId(12) });
    expect(heldBatchId(parseOrderDetails(raw))).toBe(12);
  });

  it('ignores shop orders, blanks and junk in the cookie', () => {
    expect(heldBatchId({ order_id: 'a4e1c2d3-0000-4000-8000-000000000000' })).toBeNull();
    expect(heldBatchId({ order_id: 77 })).toBeNull();
    expect(heldBatchId({ order_id: 'batch-' })).toBeNull();
    expect(heldBatchId({ order_id: 'batch-0' })).toBeNull();
    expect(heldBatchId({ order_id: 'batch-12abc' })).toBeNull();
    expect(heldBatchId(null)).toBeNull();
    expect(parseOrderDetails('{not json')).toBeNull();
    expect(parseOrderDetails(JSON.stringify({ order_id: '  ' }))).toBeNull();
    expect(parseOrderDetails(JSON.stringify(null))).toBeNull();
    expect(parseOrderDetails(undefined)).toBeNull();
  });

  it.each([
    ['12', 12],
    [' 7 ', 7],
    [5, 5],
    ['0', null],
    ['-3', null],
    ['1.5', null],
    ['1e3', null],
    ['012', null],
    ['12abc', null],
    ['99999999999', null],
    [undefined, null],
    [['4', '5'], null],
  ])('parseId(%j) → %j', (value, expected) => {
    expect(parseId(value)).toBe(expected);
  });

  it('prefers the URL, then the held batch', () => {
    const held = { order_id: batchOrderId(9) };
    const batchOf = (query: unknown, from: typeof held | null) => {
      const item = checkoutItem({ batch: query }, from);
      return item?.kind === 'batch' ? item.batchId : null;
    };
    expect(batchOf('3', held)).toBe(3);
    expect(batchOf(['4', '5'], held)).toBe(4);
    expect(batchOf(undefined, held)).toBe(9);
    expect(batchOf('nope', held)).toBe(9);
    expect(batchOf(undefined, null)).toBeNull();
  });
});

describe('order selection of a bundle plan', () => {
  it('round-trips a plan through the cookie value, and the URL wins over the cookie', () => {
    const held = parseOrderDetails(JSON.stringify({ order_id: planOrderId(3, 'full-course') }));
    expect(heldCheckoutItem(held)).toEqual({ kind: 'plan', courseId: 3, planId: 'full-course' });
    expect(checkoutItem({}, held)).toEqual({ kind: 'plan', courseId: 3, planId: 'full-course' });
    expect(checkoutItem({ batch: '12' }, held)).toEqual({ kind: 'batch', batchId: 12 });
    expect(checkoutItem({ course: ['1'], plan: 'three-months' }, held)).toEqual({
      kind: 'plan',
      courseId: 1,
      planId: 'three-months',
    });
    expect(heldCheckoutItem({ order_id: batchOrderId(5) })).toEqual({ kind: 'batch', batchId: 5 });
  });

  it.each([
    'plan-0-full',
    'plan-1-',
    'plan-x-full',
    'plan-1-Full',
    'plan-1-full--course',
    `plan-1-${'a'.repeat(65)}`,
    'a4e1c2d3-0000-4000-8000-000000000000',
  ])('holds nothing for %s', (orderId) => {
    expect(heldCheckoutItem({ order_id: orderId })).toBeNull();
  });

  it('needs both the course and a well-formed plan in the URL', () => {
    expect(checkoutItem({ plan: 'full-course' }, null)).toBeNull();
    expect(checkoutItem({ course: '1', plan: '../x' }, null)).toBeNull();
    expect(parsePlanId(' full-course ')).toBe('full-course');
  });

  it('writes the order id and the checkout query of each kind', () => {
    const plan = { kind: 'plan', courseId: 1, planId: 'full-course' } as const;
    expect(checkoutOrderId(plan)).toBe('plan-1-full-course');
    expect(checkoutOrderId({ kind: 'batch', batchId: 7 })).toBe('batch-7');
    expect(checkoutQuery(plan)).toBe('?course=1&plan=full-course');
    expect(checkoutQuery({ kind: 'batch', batchId: 7 })).toBe('?batch=7');
  });

  it('finds what a purchase bought: the plan of a bundle (not its on-demand batch), the batch of a batch', () => {
    expect(purchaseItem({ kind: 'bundle', batch_id: 14, course_id: 1, plan: 'full-course' })).toEqual({
      kind: 'plan',
      courseId: 1,
      planId: 'full-course',
    });
    expect(purchaseItem({ kind: 'batch', batch_id: 12, course_id: 1, plan: null })).toEqual({
      kind: 'batch',
      batchId: 12,
    });
    expect(purchaseItem({ kind: 'bundle', batch_id: 14, course_id: 1, plan: null })).toBeNull();
  });
});
