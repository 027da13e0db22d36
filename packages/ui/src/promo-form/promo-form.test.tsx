import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formMessages } from '@tilawat/domain';
import { describe, expect, it, vi } from 'vitest';
import { bn } from '../copy/bn';
import { promoValidity } from '../fixtures/contract-examples';
import { expectNoAxeViolations } from '../test/axe';
import { PromoForm } from './promo-form';

describe('PromoForm', () => {
  it('sends a well-formed code, trimmed and in capitals', async () => {
    const onApply = vi.fn();
    render(<PromoForm status="idle" onApply={onApply} />);
    await userEvent.type(screen.getByRole('textbox', { name: bn.promoForm.label }), ' ramadan25 ');
    await userEvent.click(screen.getByRole('button', { name: bn.promoForm.apply }));
    expect(onApply).toHaveBeenCalledWith('RAMADAN25');
  });

  it("refuses a malformed code with domain's message without asking the server", async () => {
    const onApply = vi.fn();
    render(<PromoForm status="idle" onApply={onApply} />);
    await userEvent.type(screen.getByRole('textbox'), 'ab{Enter}');
    expect(onApply).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(formMessages.promoCode);
    expect(screen.getByRole('textbox').getAttribute('aria-invalid')).toBe('true');
    await userEvent.type(screen.getByRole('textbox'), 'c');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is busy while checking', () => {
    render(<PromoForm status="checking" defaultValue="RAMADAN25" onApply={() => {}} />);
    expect(
      screen.getByRole('button', { name: new RegExp(bn.promoForm.checking) }).getAttribute('aria-busy'),
    ).toBe('true');
  });

  it("shows the server's message when the code is invalid, and a general one without it", () => {
    const { rerender } = render(
      <PromoForm
        status="invalid"
        defaultValue="OLD10"
        errorMsg="এই কোডের মেয়াদ শেষ হয়ে গেছে।"
        onApply={() => {}}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('এই কোডের মেয়াদ শেষ হয়ে গেছে।');
    rerender(<PromoForm status="invalid" defaultValue="OLD10" onApply={() => {}} />);
    expect(screen.getByRole('alert').textContent).toBe(bn.promoForm.invalid);
  });

  it('shows the saving once valid and lets the code be removed', async () => {
    const onRemove = vi.fn();
    render(<PromoForm status="valid" validity={promoValidity} onApply={() => {}} onRemove={onRemove} />);
    expect(screen.getByRole('status').textContent).toContain(bn.promoForm.applied('RAMADAN25'));
    expect(screen.getByRole('status').textContent).toContain(bn.promoForm.saving('৳৬২৫'));
    await userEvent.click(screen.getByRole('button', { name: bn.promoForm.remove }));
    expect(onRemove).toHaveBeenCalled();
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(
      <>
        <PromoForm status="invalid" errorMsg="ভুল কোড" onApply={() => {}} />
        <PromoForm status="valid" validity={promoValidity} onApply={() => {}} onRemove={() => {}} />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
