import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type PaymentMethod, paymentMethods } from '@tilawat/domain';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { bn } from '../copy/bn';
import { expectNoAxeViolations } from '../test/axe';
import { PaymentMethodPicker } from './payment-method-picker';

const radio = (method: PaymentMethod) =>
  screen.getByRole('radio', { name: `${paymentMethods[method].bn} ${paymentMethods[method].en}` });

function Controlled() {
  const [method, setMethod] = useState<PaymentMethod | null>('rocket');
  return (
    <form>
      <PaymentMethodPicker name="method" value={method} onChange={setMethod} />
    </form>
  );
}

describe('PaymentMethodPicker', () => {
  it('is a labelled radio group of the four wallets, with their Bengali and English names', () => {
    render(<PaymentMethodPicker />);
    expect(screen.getByRole('radiogroup', { name: bn.paymentPicker.label })).toBeTruthy();
    expect(screen.getAllByRole('radio').map((r) => r.textContent)).toEqual([
      'বিকাশ bKash',
      'নগদ Nagad',
      'উপায় Upay',
      'রকেট Rocket',
    ]);
  });

  it("shows each wallet's colour as a swatch", () => {
    const { container } = render(<PaymentMethodPicker />);
    const swatch = container.querySelector('[data-method="nagad"] span[aria-hidden="true"]') as HTMLElement;
    expect(swatch.style.backgroundColor).toBe('rgb(246, 146, 30)');
  });

  it('has one tab stop: the first wallet until one is chosen', () => {
    render(<PaymentMethodPicker />);
    expect(screen.getAllByRole('radio').map((r) => r.tabIndex)).toEqual([0, -1, -1, -1]);
  });

  it('moves and chooses with the arrow keys, wrapping around, and Home/End', async () => {
    const onChange = vi.fn();
    render(<PaymentMethodPicker onChange={onChange} />);
    await userEvent.tab();
    expect(document.activeElement).toBe(radio('bkash'));
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(radio('nagad'));
    expect(radio('nagad').getAttribute('aria-checked')).toBe('true');
    expect(onChange).toHaveBeenLastCalledWith('nagad');
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('upay');
    await userEvent.keyboard('{ArrowUp}{ArrowLeft}{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith('rocket');
    await userEvent.keyboard('{Home}');
    expect(onChange).toHaveBeenLastCalledWith('bkash');
    await userEvent.keyboard('{End}');
    expect(onChange).toHaveBeenLastCalledWith('rocket');
    expect(screen.getAllByRole('radio').map((r) => r.tabIndex)).toEqual([-1, -1, -1, 0]);
  });

  it('chooses with Space and with a click', async () => {
    const onChange = vi.fn();
    render(<PaymentMethodPicker onChange={onChange} />);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith('bkash');
    await userEvent.click(radio('upay'));
    expect(onChange).toHaveBeenLastCalledWith('upay');
  });

  it('skips wallets that are not available', async () => {
    render(<PaymentMethodPicker defaultValue="bkash" disabledMethods={['nagad']} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(radio('upay'));
  });

  it('reads right-to-left arrows in rtl', async () => {
    const onChange = vi.fn();
    render(<PaymentMethodPicker dir="rtl" defaultValue="bkash" onChange={onChange} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith('nagad');
  });

  it('follows a controlled value and carries it in a form', async () => {
    const { container } = render(<Controlled />);
    expect(radio('rocket').getAttribute('aria-checked')).toBe('true');
    await userEvent.click(radio('nagad'));
    expect(radio('nagad').getAttribute('aria-checked')).toBe('true');
    expect(new FormData(container.querySelector('form') as HTMLFormElement).get('method')).toBe('nagad');
  });

  it('announces an error', () => {
    render(<PaymentMethodPicker error="একটি ওয়ালেট বেছে নিন।" />);
    const group = screen.getByRole('radiogroup');
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(group.getAttribute('aria-describedby')).toContain(screen.getByText('একটি ওয়ালেট বেছে নিন।').id);
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(<PaymentMethodPicker defaultValue="nagad" disabledMethods={['upay']} />);
    await expectNoAxeViolations(container);
  });
});
