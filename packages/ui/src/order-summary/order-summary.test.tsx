import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bn } from '../copy/bn';
import { batchDetail, bundlePlan, freePromoValidity, promoValidity } from '../fixtures/contract-examples';
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

  describe('a bundle plan', () => {
    it('takes either shape from one spread, as a checkout of a batch or a plan passes it', () => {
      const subject = (kind: 'batch' | 'plan') =>
        kind === 'batch' ? { batch: batchDetail } : { plan: bundlePlan, course: batchDetail.course };
      const { rerender } = render(<OrderSummary {...subject('plan')} />);
      expect(lineValue(bn.orderSummary.plan)).toBe(bundlePlan.title);
      rerender(<OrderSummary {...subject('batch')} />);
      expect(lineValue(bn.orderSummary.batch)).toBe(batchDetail.name);
      expect(screen.queryByText(bn.orderSummary.plan)).toBeNull();
    });

    it('shows the course, the plan and its days of access, with the plan price as the total', () => {
      render(<OrderSummary plan={bundlePlan} course={batchDetail.course} />);
      expect(lineValue(bn.orderSummary.course)).toBe(batchDetail.course.title);
      expect(lineValue(bn.orderSummary.plan)).toBe(bundlePlan.title);
      expect(lineValue(bn.orderSummary.access)).toBe('৩৬৫ দিন, অন-ডিমান্ড');
      expect(screen.queryByText(bn.orderSummary.batch)).toBeNull();
      expect(lineValue(bn.orderSummary.price)).toBe('৳৪,০০০');
      expect(lineValue(bn.orderSummary.total)).toBe('৳৪,০০০');
    });

    it("with a promo: the server's original, discount and payable", () => {
      const validity = {
        ...promoValidity,
        original: { amount: 4000, currency: 'tk' as const },
        discount: { amount: 1000, currency: 'tk' as const },
        payable: { amount: 3000, currency: 'tk' as const },
      };
      render(
        <OrderSummary plan={bundlePlan} course={batchDetail.course} validity={validity} method="nagad" />,
      );
      expect(lineValue(bn.orderSummary.price)).toBe('৳৪,০০০');
      expect(lineValue(bn.orderSummary.discount('RAMADAN25'))).toContain('৳১,০০০');
      expect(lineValue(bn.orderSummary.total)).toBe('৳৩,০০০');
    });

    it('should have no accessibility violations', async () => {
      const { container } = render(
        <OrderSummary
          plan={bundlePlan}
          course={batchDetail.course}
          validity={promoValidity}
          method="bkash"
        />,
      );
      await expectNoAxeViolations(container);
    });
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(
      <OrderSummary batch={batchDetail} validity={promoValidity} method="nagad" />,
    );
    await expectNoAxeViolations(container);
  });
});
