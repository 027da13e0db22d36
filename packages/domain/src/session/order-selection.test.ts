import { describe, expect, it } from 'vitest';
import { batchOrderId, checkoutBatchId, heldBatchId, parseId } from './order-selection';
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
    expect(checkoutBatchId('3', held)).toBe(3);
    expect(checkoutBatchId(['4', '5'], held)).toBe(4);
    expect(checkoutBatchId(undefined, held)).toBe(9);
    expect(checkoutBatchId('nope', held)).toBe(9);
    expect(checkoutBatchId(undefined, null)).toBeNull();
  });
});
