import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bn } from '../copy/bn';
import { batchDetail, freePromoValidity, promoValidity } from '../fixtures/contract-examples';
import { expectNoAxeViolations } from '../test/axe';
import { OrderSummary } from './order-summary';

const lineValue = (term: string) => screen.getByText(term).nextElementSibling?.textContent;

describe('OrderSummary', () => {
  it('without a promo: the batch price is the total', () => {
    render(<OrderSummary batch={batchDetail} />);
    expect(screen.getByRole('region', { name: bn.orderSummary.title })).toBeTruthy();
    expect(lineValue(bn.orderSummary.course)).toBe(batchDetail.course.title);
    expect(lineValue(bn.orderSummary.price)).toBe('৳২,৫০০');
    expect(lineValue(bn.orderSummary.total)).toBe('৳২,৫০০');
    expect(lineValue(bn.orderSummary.method)).toBe(bn.orderSummary.notChosen);
  });

  it("with a promo: the server's original, discount and payable", () => {
    render(<OrderSummary batch={batchDetail} validity={promoValidity} method="bkash" />);
    expect(lineValue(bn.orderSummary.discount('RAMADAN25'))).toContain('৳৬২৫');
    expect(lineValue(bn.orderSummary.total)).toBe('৳১,৮৭৫');
    expect(
      within(screen.getByText(bn.orderSummary.method).parentElement as HTMLElement).getByText(/বিকাশ/),
    ).toBeTruthy();
  });

  it('a 100 % promo makes the total ৳০', () => {
    render(<OrderSummary batch={batchDetail} validity={freePromoValidity} />);
    expect(lineValue(bn.orderSummary.total)).toBe('৳০');
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(
      <OrderSummary batch={batchDetail} validity={promoValidity} method="nagad" />,
    );
    await expectNoAxeViolations(container);
  });
});
