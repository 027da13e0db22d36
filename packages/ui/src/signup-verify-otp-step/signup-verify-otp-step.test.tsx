import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formMessages } from '@tilawat/domain';
import { describe, expect, it, vi } from 'vitest';
import { bn } from '../copy/bn';
import { expectNoAxeViolations } from '../test/axe';
import { SignupVerifyOtpStep } from './signup-verify-otp-step';

const copy = bn.auth['signup-verify-otp'];
const base = {
  identity: '01712345678',
  resendCooldown: 0,
  onResend: () => {},
  onBack: () => {},
  onSubmit: () => {},
};

describe('SignupVerifyOtpStep', () => {
  it('says where the code went and focuses the first cell', () => {
    render(<SignupVerifyOtpStep {...base} />);
    expect(screen.getByText(copy.description('01712345678'))).toBeTruthy();
    expect(document.activeElement).toBe(screen.getAllByRole('textbox')[0]);
  });

  it('submits by itself once six digits are pasted', async () => {
    const onSubmit = vi.fn();
    render(<SignupVerifyOtpStep {...base} onSubmit={onSubmit} />);
    await userEvent.paste('654321');
    expect(onSubmit).toHaveBeenCalledWith({ otp: '654321' });
  });

  it('does not submit by itself when asked not to, nor while pending', async () => {
    const onSubmit = vi.fn();
    const { unmount } = render(
      <SignupVerifyOtpStep {...base} onSubmit={onSubmit} submitOnComplete={false} />,
    );
    await userEvent.paste('654321');
    unmount();
    render(<SignupVerifyOtpStep {...base} onSubmit={onSubmit} pending />);
    await userEvent.paste('654321');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits with the button too', async () => {
    const onSubmit = vi.fn();
    render(<SignupVerifyOtpStep {...base} values={{ otp: '111222' }} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: copy.submit }));
    expect(onSubmit).toHaveBeenCalledWith({ otp: '111222' });
  });

  it('keeps resend disabled during the cooldown', () => {
    render(<SignupVerifyOtpStep {...base} resendCooldown={60} />);
    expect((screen.getByRole('button', { name: bn.resend.action }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(<SignupVerifyOtpStep {...base} errors={{ otp: formMessages.otp }} />);
    await expectNoAxeViolations(container);
  });
});
