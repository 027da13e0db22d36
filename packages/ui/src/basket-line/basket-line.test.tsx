import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { V2Schemas } from '@tilawat/sdk';
import { fieldLimits } from '@tilawat/sdk/field-limits';
import { describe, expect, it, vi } from 'vitest';
import { bn } from '../copy/bn';
import { basket } from '../fixtures/contract-examples';
import { expectNoAxeViolations } from '../test/axe';
import { BASKET_QUANTITY, BasketLine } from './basket-line';

const t = bn.basketLine;
const [quranLine, bookLine] = basket.items as [V2Schemas['BasketLine'], V2Schemas['BasketLine']];
/** The Quran's line as if its price had not changed. */
const steadyQuranLine: V2Schemas['BasketLine'] = { ...quranLine, previous_unit_price: null };
const money = (amount: number): V2Schemas['Money'] => ({ amount, currency: 'tk' });
const value = (term: string) => screen.getByText(term).nextElementSibling?.textContent;
const stepper = bn.quantityStepper;
const quantityBox = () => screen.getByRole('spinbutton', { name: stepper.label });

describe('BasketLine', () => {
  it('shows the title, the size in Bengali, the price of one and the line total', () => {
    render(<BasketLine line={quranLine} href="/card/nurani-hafezi-quran-majhari" />);
    const article = screen.getByRole('article', { name: quranLine.card.title });
    expect(within(article).getByRole('heading', { level: 3 }).textContent).toBe(quranLine.card.title);
    expect(screen.getByRole('link', { name: quranLine.card.title }).getAttribute('href')).toBe(
      '/card/nurani-hafezi-quran-majhari',
    );
    expect(value(t.size)).toBe('মাঝারি');
    expect(value(t.unitPrice)).toBe('৳১,১০০');
    expect(value(t.lineTotal)).toBe('৳২,২০০');
    expect(quantityBox().getAttribute('aria-valuenow')).toBe('2');
    // The cover is decorative: the title names the line.
    expect(article.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('has no size for an item without sizes, and no link without href', () => {
    render(<BasketLine line={bookLine} />);
    expect(screen.queryByText(t.size)).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(value(t.lineTotal)).toBe('৳৩৫০');
  });

  it("says the price changed, with the line's previous and today's unit price, only when it did", () => {
    const { rerender } = render(<BasketLine line={quranLine} />);
    const notice = screen.getByText(t.priceChanged('৳১,০০০', '৳১,১০০'));
    expect(notice.textContent).toContain('দাম বদলেছে: আগে ৳১,০০০, এখন ৳১,১০০');
    expect(notice.getAttribute('data-direction')).toBe('up');
    rerender(<BasketLine line={{ ...quranLine, previous_unit_price: money(1250) }} />);
    expect(screen.getByText(/দাম বদলেছে/).textContent).toContain('আগে ৳১,২৫০, এখন ৳১,১০০');
    expect(screen.getByText(/দাম বদলেছে/).getAttribute('data-direction')).toBe('down');
    rerender(<BasketLine line={{ ...quranLine, previous_unit_price: money(1100) }} />);
    expect(screen.queryByText(/দাম বদলেছে/)).toBeNull();
    rerender(<BasketLine line={steadyQuranLine} />);
    expect(screen.queryByText(/দাম বদলেছে/)).toBeNull();
    rerender(<BasketLine line={bookLine} />);
    expect(screen.queryByText(/দাম বদলেছে/)).toBeNull();
  });

  it("shows the line's unit price, not the card's", () => {
    render(<BasketLine line={{ ...steadyQuranLine, card: { ...quranLine.card, price: money(999) } }} />);
    expect(value(t.unitPrice)).toBe('৳১,১০০');
  });

  it('removes with a button named after its line', async () => {
    const onRemove = vi.fn();
    render(<BasketLine line={quranLine} onRemove={onRemove} />);
    // Named "সরিয়ে দিন" and then the title (hidden), so each line's button says which it removes.
    const button = screen.getByRole('button', {
      name: (name) => name.startsWith(t.remove) && name.includes(quranLine.card.title),
    });
    expect(button.textContent).toContain(t.remove);
    await userEvent.click(button);
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it('has no remove button without onRemove, and a busy one while removing', async () => {
    const onRemove = vi.fn();
    const { rerender } = render(<BasketLine line={quranLine} />);
    expect(screen.queryByRole('button', { name: new RegExp(t.remove) })).toBeNull();
    rerender(<BasketLine line={quranLine} onRemove={onRemove} removing />);
    const button = screen.getByRole('button', { name: new RegExp(t.remove) });
    expect(button.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(button);
    expect(onRemove).not.toHaveBeenCalled();
  });

  it("steps the line's quantity with the kit's stepper, at once, each change sent", async () => {
    const onQuantityChange = vi.fn();
    render(<BasketLine line={quranLine} onQuantityChange={onQuantityChange} />);
    expect(quantityBox().getAttribute('aria-valuenow')).toBe('2');
    expect(quantityBox()).toHaveProperty('value', '২');
    await userEvent.click(screen.getByRole('button', { name: stepper.increase }));
    expect(onQuantityChange).toHaveBeenLastCalledWith(3);
    expect(quantityBox().getAttribute('aria-valuenow')).toBe('3');
    await userEvent.click(screen.getByRole('button', { name: stepper.decrease }));
    await userEvent.click(screen.getByRole('button', { name: stepper.decrease }));
    expect(onQuantityChange.mock.calls.map(([quantity]) => quantity)).toEqual([3, 2, 1]);
  });

  it('goes no lower than one piece (removing is its own button)', async () => {
    const onQuantityChange = vi.fn();
    render(<BasketLine line={bookLine} onQuantityChange={onQuantityChange} onRemove={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: stepper.decrease }));
    expect(onQuantityChange).not.toHaveBeenCalled();
    expect(quantityBox().getAttribute('aria-valuenow')).toBe('1');
  });

  it('follows a new quantity from the server', () => {
    const onQuantityChange = vi.fn();
    const { rerender } = render(<BasketLine line={quranLine} onQuantityChange={onQuantityChange} />);
    rerender(<BasketLine line={{ ...quranLine, quantity: 4 }} onQuantityChange={onQuantityChange} />);
    expect(quantityBox().getAttribute('aria-valuenow')).toBe('4');
    expect(onQuantityChange).not.toHaveBeenCalled();
  });

  it('has a disabled stepper without onQuantityChange', () => {
    render(<BasketLine line={quranLine} />);
    expect(quantityBox()).toHaveProperty('disabled', true);
  });

  it("takes the page's own quantity control in place of the stepper", () => {
    render(<BasketLine line={quranLine} quantityControl={<output aria-label="পরিমাণ বাছাই">২</output>} />);
    expect(screen.queryByRole('spinbutton')).toBeNull();
    expect(screen.getByLabelText('পরিমাণ বাছাই')).toBeTruthy();
  });

  it("keeps the contract's quantity limits", () => {
    expect(BASKET_QUANTITY).toEqual({
      min: fieldLimits.v2['BasketLine.quantity'].minimum,
      max: fieldLimits.v2['BasketLine.quantity'].maximum,
    });
    render(<BasketLine line={quranLine} onQuantityChange={() => {}} />);
    expect(quantityBox().getAttribute('aria-valuemin')).toBe('1');
    expect(quantityBox().getAttribute('aria-valuemax')).toBe('20');
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(
      <>
        <BasketLine line={quranLine} href="/card/nurani-hafezi-quran-majhari" onRemove={() => {}} />
        <BasketLine line={bookLine} onRemove={() => {}} removing />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
