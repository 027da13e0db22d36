import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formMessages } from '@tilawat/domain';
import { describe, expect, it, vi } from 'vitest';
import { bn } from '../copy/bn';
import { expectNoAxeViolations } from '../test/axe';
import { ResetPasswordStep } from './reset-password-step';

const copy = bn.auth['reset-password'];
const base = {
  identity: '01712345678',
  resendCooldown: 0,
  onResend: () => {},
  onBack: () => {},
  onSubmit: () => {},
};

describe('ResetPasswordStep', () => {
  it('submits the code and the new password twice', async () => {
    const onSubmit = vi.fn();
    render(<ResetPasswordStep {...base} onSubmit={onSubmit} />);
    await userEvent.paste('123456');
    await userEvent.type(screen.getByLabelText(copy.newPassword), 'notun-pass1');
    await userEvent.type(screen.getByLabelText(copy.confirmPassword), 'notun-pass1');
    await userEvent.click(screen.getByRole('button', { name: copy.submit }));
    expect(onSubmit).toHaveBeenCalledWith({
      otp: '123456',
      new_password: 'notun-pass1',
      confirm_password: 'notun-pass1',
    });
  });

  it('asks for a new code', async () => {
    const onResend = vi.fn();
    render(<ResetPasswordStep {...base} onResend={onResend} />);
    await userEvent.click(screen.getByRole('button', { name: bn.resend.action }));
    expect(onResend).toHaveBeenCalled();
  });

  it('shows the mismatch next to the confirmation and focuses the first invalid field', () => {
    render(
      <ResetPasswordStep
        {...base}
        values={{ otp: '123456', new_password: 'abcdefgh' }}
        errors={{ confirm_password: formMessages.passwordMismatch }}
      />,
    );
    const confirm = screen.getByLabelText(copy.confirmPassword);
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(confirm);
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(
      <ResetPasswordStep {...base} resendCooldown={40} errors={{ otp: formMessages.otp }} />,
    );
    await expectNoAxeViolations(container);
  });
});
