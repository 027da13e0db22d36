import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bn } from '../copy/bn';
import { bundlePlan } from '../fixtures/contract-examples';
import { expectNoAxeViolations } from '../test/axe';
import { PlanCard } from './plan-card';

describe('PlanCard', () => {
  it('shows the title, description, access days and price in Bengali', () => {
    render(<PlanCard plan={bundlePlan} />);
    expect(screen.getByRole('article', { name: bundlePlan.title })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe(bundlePlan.title);
    expect(screen.getByText(bundlePlan.description)).toBeTruthy();
    expect(screen.getByText('৩৬৫ দিনের অ্যাক্সেস')).toBeTruthy();
    expect(screen.getByText('৳৪,০০০', { exact: false })).toBeTruthy();
  });

  it('raises onBuy with the plan', async () => {
    const onBuy = vi.fn();
    render(<PlanCard plan={bundlePlan} onBuy={onBuy} />);
    await userEvent.click(screen.getByRole('button', { name: bn.planCard.buy }));
    expect(onBuy).toHaveBeenCalledWith(bundlePlan);
  });

  it('is busy while checkout starts', async () => {
    const onBuy = vi.fn();
    render(<PlanCard plan={bundlePlan} onBuy={onBuy} pending />);
    const button = screen.getByRole('button', { name: new RegExp(bn.planCard.buy) });
    expect(button.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(button);
    expect(onBuy).not.toHaveBeenCalled();
  });

  it('links to checkout with href', () => {
    render(
      <PlanCard plan={bundlePlan} href="/checkout?plan=full-course" onBuy={() => {}} headingLevel={2} />,
    );
    expect(screen.queryByRole('button')).toBeNull();
    const link = screen.getByRole('link', { name: bn.planCard.buy });
    expect(link.getAttribute('href')).toBe('/checkout?plan=full-course');
    expect(screen.getByRole('heading', { level: 2 })).toBeTruthy();
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(
      <>
        <PlanCard plan={bundlePlan} onBuy={() => {}} />
        <PlanCard plan={{ ...bundlePlan, id: 'short', access_days: 90 }} href="/checkout" />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
