import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bn } from '../copy/bn';
import { basket, dhakaDeliveryFee, emptyBasket } from '../fixtures/contract-examples';
import { expectNoAxeViolations } from '../test/axe';
import { BasketSummary } from './basket-summary';

const t = bn.basketSummary;
const value = (term: string) => screen.getByText(term).nextElementSibling?.textContent;

describe('BasketSummary', () => {
  it('counts the pieces in Bengali and adds the delivery charge to the items', () => {
    render(<BasketSummary basket={basket} deliveryFee={dhakaDeliveryFee} onOrder={() => {}} />);
    expect(screen.getByRole('region', { name: t.title })).toBeTruthy();
    expect(screen.getByText('৩টি পণ্য')).toBeTruthy();
    expect(value(t.subtotal)).toBe('৳২,৫৫০');
    expect(value(t.delivery)).toBe('৳৬০');
    expect(value(t.total)).toBe('৳২,৬১০');
  });

  it('says the delivery charge comes after the address when it is not known yet', () => {
    render(<BasketSummary basket={basket} />);
    expect(value(t.delivery)).toBe(t.deliveryLater);
    expect(value(t.total)).toBe('৳২,৫৫০');
  });

  it('reads a ৳০ delivery as free', () => {
    render(<BasketSummary basket={basket} deliveryFee={{ amount: 0, currency: 'tk' }} />);
    expect(value(t.delivery)).toBe(t.deliveryFree);
    expect(value(t.total)).toBe('৳২,৫৫০');
  });

  it('orders with its button, busy while ordering', async () => {
    const onOrder = vi.fn();
    const { rerender } = render(<BasketSummary basket={basket} onOrder={onOrder} />);
    await userEvent.click(screen.getByRole('button', { name: t.order }));
    expect(onOrder).toHaveBeenCalledTimes(1);
    rerender(<BasketSummary basket={basket} onOrder={onOrder} ordering />);
    const busy = screen.getByRole('button', { name: new RegExp(t.order) });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(busy);
    expect(onOrder).toHaveBeenCalledTimes(1);
  });

  it('takes its own action in place of the button, and has none without either', () => {
    const { rerender } = render(<BasketSummary basket={basket} action={<a href="/checkout">{t.order}</a>} />);
    expect(screen.getByRole('link', { name: t.order }).getAttribute('href')).toBe('/checkout');
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<BasketSummary basket={basket} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says an empty basket is empty and what to do, with no totals and no order button', () => {
    render(
      <BasketSummary
        basket={emptyBasket}
        onOrder={() => {}}
        emptyAction={<a href="/shop">{t.emptyAction}</a>}
      />,
    );
    expect(screen.getByRole('heading', { name: t.emptyTitle })).toBeTruthy();
    expect(screen.getByText(t.emptyDescription)).toBeTruthy();
    expect(screen.getByRole('link', { name: t.emptyAction })).toBeTruthy();
    expect(screen.queryByText(t.total)).toBeNull();
    expect(screen.queryByRole('button', { name: t.order })).toBeNull();
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(
      <>
        <BasketSummary basket={basket} deliveryFee={dhakaDeliveryFee} onOrder={() => {}} />
        <BasketSummary basket={emptyBasket} headingLevel={3} />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
