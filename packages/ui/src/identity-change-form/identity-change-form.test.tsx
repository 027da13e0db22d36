import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formMessages } from '@tilawat/domain';
import { describe, expect, it, vi } from 'vitest';
import { bn } from '../copy/bn';
import { expectNoAxeViolations } from '../test/axe';
import { IdentityChangeForm } from './identity-change-form';

const t = bn.identityChangeForm;
const base = { onRequest: () => {}, onConfirm: () => {}, onBack: () => {} };

describe('IdentityChangeForm (issue 35)', () => {
  it('asks for the new address and the current password, and sends them as domain reads them', async () => {
    const onRequest = vi.fn();
    render(<IdentityChangeForm {...base} step="ask" onRequest={onRequest} />);
    await userEvent.type(screen.getByRole('textbox', { name: t.identity }), ' New@Example.com ');
    await userEvent.type(screen.getByLabelText(t.currentPassword, { exact: false }), 'Tilawat@2026');
    await userEvent.click(screen.getByRole('button', { name: t.send }));
    expect(onRequest).toHaveBeenCalledWith({
      identity: { kind: 'email', email: 'new@example.com' },
      current_password: 'Tilawat@2026',
    });
  });

  it('refuses what is neither a phone nor an e-mail beside the field, and sends nothing', async () => {
    const onRequest = vi.fn();
    render(<IdentityChangeForm {...base} step="ask" onRequest={onRequest} />);
    await userEvent.type(screen.getByRole('textbox', { name: t.identity }), 'abc');
    await userEvent.click(screen.getByRole('button', { name: t.send }));
    expect(onRequest).not.toHaveBeenCalled();
    const field = screen.getByRole('textbox', { name: t.identity });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(formMessages.identity)).toBeTruthy();
  });

  it('asks no password of an account without one', () => {
    render(<IdentityChangeForm {...base} step="ask" passwordRequired={false} />);
    expect(screen.queryByLabelText(t.currentPassword, { exact: false })).toBeNull();
  });

  it('then takes the code sent to the new address (Bengali digits too), and goes back on request', async () => {
    const onConfirm = vi.fn();
    const onBack = vi.fn();
    render(
      <IdentityChangeForm
        {...base}
        step="confirm"
        target="new@example.com"
        onConfirm={onConfirm}
        onBack={onBack}
      />,
    );
    expect(screen.getByText(t.codeSentTo('new@example.com'))).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: t.code }), '৪৮২৯১৩');
    await userEvent.click(screen.getByRole('button', { name: t.confirm }));
    expect(onConfirm).toHaveBeenCalledWith({ otp: '482913' });
    await userEvent.click(screen.getByRole('button', { name: t.back }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('shows the server’s field errors beside their fields and its message in an alert; axe-clean', async () => {
    const { container } = render(
      <IdentityChangeForm
        {...base}
        step="ask"
        errors={{ current_password: 'বর্তমান পাসওয়ার্ডটি সঠিক নয়।' }}
        error="এই ফোন নম্বর বা ইমেইল দিয়ে আগেই একটি অ্যাকাউন্ট খোলা হয়েছে।"
      />,
    );
    expect(screen.getByText('বর্তমান পাসওয়ার্ডটি সঠিক নয়।')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('আগেই একটি অ্যাকাউন্ট');
    await expectNoAxeViolations(container);
  });
});
