import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bn } from '../copy/bn';
import { fixedPromo, promo } from '../fixtures/contract-examples';
import { expectNoAxeViolations } from '../test/axe';
import { PromoBar } from './promo-bar';

describe('PromoBar', () => {
  it('is a named region with the offer, its code and its last day', () => {
    render(<PromoBar promo={promo} />);
    const region = screen.getByRole('region', { name: bn.promoBar.region });
    expect(region.textContent).toContain(promo.title);
    expect(region.textContent).toContain('RAMADAN25');
    expect(region.textContent).toContain(bn.promoBar.until('২০ মার্চ, ২০২৭'));
  });

  it('leaves out the last day of a promo that does not expire', () => {
    render(<PromoBar promo={fixedPromo} />);
    expect(screen.getByRole('region').textContent).not.toContain('পর্যন্ত');
  });

  it('raises apply with the code, and dismiss', async () => {
    const onApply = vi.fn();
    const onDismiss = vi.fn();
    render(<PromoBar promo={promo} onApply={onApply} onDismiss={onDismiss} />);
    await userEvent.click(screen.getByRole('button', { name: bn.promoBar.apply }));
    await userEvent.click(screen.getByRole('button', { name: bn.promoBar.dismiss }));
    expect(onApply).toHaveBeenCalledWith('RAMADAN25');
    expect(onDismiss).toHaveBeenCalled();
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(<PromoBar promo={promo} onApply={() => {}} onDismiss={() => {}} />);
    await expectNoAxeViolations(container);
  });
});
