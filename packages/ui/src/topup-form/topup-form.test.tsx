import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formMessages } from '@tilawat/domain';
import { describe, expect, it, vi } from 'vitest';
import { bn } from '../copy/bn';
import { expectNoAxeViolations } from '../test/axe';
import { TopupForm } from './topup-form';

const t = bn.topupForm;
const amountInput = () => screen.getByRole('textbox', { name: t.amount });
const chips = () => within(screen.getByRole('group', { name: t.chips })).getAllByRole('button');
const chip = (name: string) => screen.getByRole('button', { name });
const submit = () => screen.getByRole('button', { name: new RegExp(`${t.submit}$`) });
const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent);

describe('TopupForm', () => {
  it('is a titled form: amount chips, the amount, the wallet and the submit button', () => {
    render(<TopupForm onSubmit={() => {}} />);
    expect(screen.getByRole('region', { name: t.title })).toBeTruthy();
    expect(chips().map((c) => c.textContent)).toEqual(['৳১০০', '৳২০০', '৳৫০০', '৳১,০০০', '৳২,০০০']);
    for (const c of chips()) expect(c.getAttribute('aria-pressed')).toBe('false');
    expect(amountInput().getAttribute('inputmode')).toBe('numeric');
    expect(amountInput().hasAttribute('required')).toBe(true);
    expect(describedBy(amountInput())).toEqual([t.amountHint(50, 10000)]);
    expect(t.amountHint(50, 10000)).toBe('৳৫০ থেকে ৳১০,০০০; বাংলা বা ইংরেজি অঙ্কে লিখুন');
    expect(screen.getByRole('radiogroup', { name: t.method })).toBeTruthy();
    expect(submit().textContent).toBe(t.submit);
  });

  it('a chip fills the amount, is pressed, and the button names the amount', async () => {
    render(<TopupForm onSubmit={() => {}} />);
    await userEvent.click(chip('৳৫০০'));
    expect((amountInput() as HTMLInputElement).value).toBe('৫০০');
    expect(chip('৳৫০০').getAttribute('aria-pressed')).toBe('true');
    expect(chip('৳২০০').getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: t.submitAmount(500) })).toBeTruthy();
    expect(t.submitAmount(500)).toBe('৳৫০০ টপ-আপ করুন');
    // Typing another amount lets the chip go; typing a chip's amount presses it.
    await userEvent.clear(amountInput());
    await userEvent.type(amountInput(), '৭৫০');
    expect(chips().every((c) => c.getAttribute('aria-pressed') === 'false')).toBe(true);
    expect(screen.getByRole('button', { name: t.submitAmount(750) })).toBeTruthy();
    await userEvent.clear(amountInput());
    await userEvent.type(amountInput(), '1,000');
    expect(chip('৳১,০০০').getAttribute('aria-pressed')).toBe('true');
  });

  it('starts from defaultAmount and defaultMethod', () => {
    render(<TopupForm onSubmit={() => {}} defaultAmount={200} defaultMethod="nagad" />);
    expect((amountInput() as HTMLInputElement).value).toBe('২০০');
    expect(chip('৳২০০').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('radio', { name: /নগদ/ }).getAttribute('aria-checked')).toBe('true');
  });

  it('refuses an empty form with Bengali messages beside the fields and focuses the amount', async () => {
    const onSubmit = vi.fn();
    render(<TopupForm onSubmit={onSubmit} />);
    await userEvent.click(submit());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(amountInput().getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(amountInput())).toContain(`!${formMessages.topupAmount}`);
    expect(screen.getByText(formMessages.paymentMethod)).toBeTruthy();
    expect(document.activeElement).toBe(amountInput());
  });

  it('refuses an amount out of range, and focuses the wallet when only the wallet is missing', async () => {
    const onSubmit = vi.fn();
    render(<TopupForm onSubmit={onSubmit} />);
    await userEvent.type(amountInput(), '২০০০০');
    await userEvent.click(submit());
    expect(screen.getByText(formMessages.topupAmount)).toBeTruthy();
    await userEvent.clear(amountInput());
    await userEvent.type(amountInput(), '300');
    await userEvent.click(screen.getByRole('button', { name: t.submitAmount(300) }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.queryByText(formMessages.topupAmount)).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: /বিকাশ/ }));
  });

  it('offers only the wallets it is given, with a line under them', () => {
    render(
      <TopupForm onSubmit={() => {}} methods={['bkash', 'nagad']} methodHint="SSLCommerz-এর পাতায় পেমেন্ট" />,
    );
    const group = screen.getByRole('radiogroup', { name: t.method });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.textContent),
    ).toEqual([expect.stringMatching(/বিকাশ/), expect.stringMatching(/নগদ/)]);
    expect(screen.getByText('SSLCommerz-এর পাতায় পেমেন্ট')).toBeTruthy();
  });

  it('sends whole taka and the wallet (Bengali digits read)', async () => {
    const onSubmit = vi.fn();
    render(<TopupForm onSubmit={onSubmit} />);
    await userEvent.type(amountInput(), '১,৫০০');
    await userEvent.click(screen.getByRole('radio', { name: /রকেট/ }));
    await userEvent.click(screen.getByRole('button', { name: t.submitAmount(1500) }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toStrictEqual({ amount: 1500, method: 'rocket' });
  });

  it('never sends while submitting, and announces the server error', async () => {
    const onSubmit = vi.fn();
    render(
      <TopupForm
        onSubmit={onSubmit}
        submitting
        defaultAmount={500}
        defaultMethod="bkash"
        error="গেটওয়েতে সংযোগ করা যায়নি। আবার চেষ্টা করুন।"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: new RegExp(t.submitAmount(500)) }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('গেটওয়েতে সংযোগ করা যায়নি। আবার চেষ্টা করুন।');
  });

  it('shows the server field errors beside their fields', () => {
    render(<TopupForm onSubmit={() => {}} errors={{ amount: formMessages.topupAmount }} />);
    expect(amountInput().getAttribute('aria-invalid')).toBe('true');
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(<TopupForm onSubmit={() => {}} defaultAmount={500} />);
    await expectNoAxeViolations(container);
  });

  it('should have no accessibility violations with errors showing', async () => {
    const { container } = render(<TopupForm onSubmit={() => {}} />);
    await userEvent.click(submit());
    await expectNoAxeViolations(container);
  });
});
