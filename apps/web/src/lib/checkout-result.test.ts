import { batchOrderId } from '@tilawat/domain';
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

  it('retries the batch in the URL, else the held one, else plain checkout', () => {
    const held = JSON.stringify({ order_id: batchOrderId(8) });
    expect(retryHref('3', held)).toBe('/checkout?batch=3');
    expect(retryHref(undefined, held)).toBe('/checkout?batch=8');
    expect(retryHref('x', undefined)).toBe('/checkout');
  });

  it('sends the gateway back to the result page with the batch', () => {
    expect(resultRedirect('http://127.0.0.1:3000', 12)).toBe(
      'http://127.0.0.1:3000/checkout/result?batch=12',
    );
  });
});
