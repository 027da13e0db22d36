import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formMessages } from '@tilawat/domain';
import { describe, expect, it, vi } from 'vitest';
import { bn } from '../copy/bn';
import { expectNoAxeViolations } from '../test/axe';
import { LoginOtpStep } from './login-otp-step';

const copy = bn.auth['login-otp'];
const base = {
  identity: '01712345678',
  resendCooldown: 0,
  onResend: () => {},
  onBack: () => {},
  onSubmit: () => {},
};

describe('LoginOtpStep', () => {
  it('is the login-otp step: its heading, where the code went, the first cell focused', () => {
    render(<LoginOtpStep {...base} />);
    expect(screen.getByRole('heading', { level: 1, name: copy.title })).toBeTruthy();
    expect(screen.getByText(copy.description('01712345678'))).toBeTruthy();
    expect(document.querySelector('[data-step]')?.getAttribute('data-step')).toBe('login-otp');
    expect(document.activeElement).toBe(screen.getAllByRole('textbox')[0]);
  });

  it('signs in with the code by the button, and not by itself when asked not to', async () => {
    const onSubmit = vi.fn();
    render(<LoginOtpStep {...base} onSubmit={onSubmit} submitOnComplete={false} />);
    await userEvent.paste('482913');
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: copy.submit }));
    expect(onSubmit).toHaveBeenCalledWith({ otp: '482913' });
  });

  it('resends once the cooldown is over, and not before', async () => {
    const onResend = vi.fn();
    const { unmount } = render(<LoginOtpStep {...base} resendCooldown={60} onResend={onResend} />);
    expect((screen.getByRole('button', { name: bn.resend.action }) as HTMLButtonElement).disabled).toBe(true);
    unmount();
    render(<LoginOtpStep {...base} onResend={onResend} />);
    await userEvent.click(screen.getByRole('button', { name: bn.resend.action }));
    expect(onResend).toHaveBeenCalledTimes(1);
  });

  it('goes back to the password by the back button and by "পাসওয়ার্ড দিয়ে লগইন"', async () => {
    const onBack = vi.fn();
    const onUsePassword = vi.fn();
    render(<LoginOtpStep {...base} onBack={onBack} onUsePassword={onUsePassword} />);
    await userEvent.click(screen.getByRole('button', { name: bn.auth.back }));
    await userEvent.click(screen.getByRole('button', { name: copy.usePassword }));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(onUsePassword).toHaveBeenCalledTimes(1);
  });

  it('shows a wrong code beside the field, and a refusal to send on top', () => {
    render(
      <LoginOtpStep
        {...base}
        errors={{ otp: 'কোডটি সঠিক নয়। আবার চেষ্টা করুন।' }}
        formError="নতুন কোড নিতে এক মিনিট অপেক্ষা করুন।"
      />,
    );
    expect(screen.getAllByText('কোডটি সঠিক নয়। আবার চেষ্টা করুন।').length).toBeGreaterThan(0);
    expect(screen.getByRole('alert').textContent).toContain('এক মিনিট অপেক্ষা করুন');
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(
      <LoginOtpStep {...base} onUsePassword={() => {}} errors={{ otp: formMessages.otp }} />,
    );
    await expectNoAxeViolations(container);
  });
});
