import { batchOrderId, planOrderId } from '@tilawat/domain';
import { describe, expect, it } from 'vitest';
import { canRetry, checkoutOutcome, resultRedirect, retryHref } from './checkout-result';

describe('checkout result', () => {
  it.each([
    ['COMPLETED', 'paid', false],
    ['FAILED', 'failed', true],
    ['CANCELLED', 'cancelled', true],
    ['EXPIRED', 'expired', true],
    ['PENDING', 'waiting', false],
    ['completed', 'unknown', false],
    ['toString', 'unknown', false],
    [undefined, 'unknown', false],
    [['COMPLETED'], 'unknown', false],
  ])('status %j → %s (retry: %s)', (status, outcome, retry) => {
    expect(checkoutOutcome(status)).toBe(outcome);
    expect(canRetry(checkoutOutcome(status))).toBe(retry);
  });

  it('retries the batch or plan in the URL, else the held one, else plain checkout', () => {
    const held = JSON.stringify({ order_id: batchOrderId(8) });
    expect(retryHref({ batch: '3' }, held)).toBe('/checkout?batch=3');
    expect(retryHref({}, held)).toBe('/checkout?batch=8');
    expect(retryHref({ batch: 'x' }, undefined)).toBe('/checkout');
    expect(retryHref({ course: '1', plan: 'full-course' }, held)).toBe('/checkout?course=1&plan=full-course');
    expect(retryHref({}, JSON.stringify({ order_id: planOrderId(2, 'three-months') }))).toBe(
      '/checkout?course=2&plan=three-months',
    );
  });

  it('sends the gateway back to the result page with the batch or the plan', () => {
    expect(resultRedirect('http://127.0.0.1:3000', { kind: 'batch', batchId: 12 })).toBe(
      'http://127.0.0.1:3000/checkout/result?batch=12',
    );
    expect(
      resultRedirect('http://127.0.0.1:3000', { kind: 'plan', courseId: 1, planId: 'full-course' }),
    ).toBe('http://127.0.0.1:3000/checkout/result?course=1&plan=full-course');
  });
});
