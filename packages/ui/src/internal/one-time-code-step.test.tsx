import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bn } from '../copy/bn';
import { expectNoAxeViolations } from '../test/axe';
import { OneTimeCodeStep } from './one-time-code-step';

const copy = {
  title: 'কোড দিয়ে লগইন',
  description: (identity: string) => `${identity}-এ পাঠানো ছয় সংখ্যার কোডটি লিখুন।`,
  submit: 'লগইন করুন',
};
const base = {
  step: 'login-otp' as const,
  copy,
  identity: '01712345678',
  resendCooldown: 0,
  onResend: () => {},
  onBack: () => {},
  onSubmit: () => {},
};

describe('OneTimeCodeStep (the screen both code steps share)', () => {
  it('takes its words from the step and names where the code went', () => {
    render(<OneTimeCodeStep {...base} />);
    expect(screen.getByRole('heading', { level: 1, name: copy.title })).toBeTruthy();
    expect(screen.getByText(copy.description('01712345678'))).toBeTruthy();
    expect(document.querySelector('[data-step]')?.getAttribute('data-step')).toBe('login-otp');
  });

  it('submits by itself once six digits are in, unless told not to', async () => {
    const onSubmit = vi.fn();
    const { unmount } = render(<OneTimeCodeStep {...base} onSubmit={onSubmit} />);
    await userEvent.paste('482913');
    expect(onSubmit).toHaveBeenCalledWith({ otp: '482913' });
    unmount();
    const later = vi.fn();
    render(<OneTimeCodeStep {...base} onSubmit={later} submitOnComplete={false} />);
    await userEvent.paste('482913');
    expect(later).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: copy.submit }));
    expect(later).toHaveBeenCalledWith({ otp: '482913' });
  });

  it('shows the code field error beside the cells, and is axe-clean', async () => {
    const { container } = render(
      <OneTimeCodeStep {...base} errors={{ otp: 'কোডটি সঠিক নয়। আবার চেষ্টা করুন।' }} />,
    );
    expect(screen.getAllByText('কোডটি সঠিক নয়। আবার চেষ্টা করুন।').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: bn.resend.action })).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});
