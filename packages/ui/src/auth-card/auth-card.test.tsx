import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bn } from '../copy/bn';
import { expectNoAxeViolations } from '../test/axe';
import { AuthCard } from './auth-card';

describe('AuthCard', () => {
  it('is a region named by its heading and marked with its step', () => {
    const { container } = render(
      <AuthCard step="phone-email" title="লগইন বা নিবন্ধন" description="শুরু করুন">
        <p>ফর্ম</p>
      </AuthCard>,
    );
    expect(screen.getByRole('region', { name: 'লগইন বা নিবন্ধন' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('লগইন বা নিবন্ধন');
    expect(container.querySelector('[data-step="phone-email"]')).toBeTruthy();
  });

  it('offers a back button only when there is somewhere to go back to', async () => {
    const onBack = vi.fn();
    const { rerender } = render(
      <AuthCard step="phone-email" title="ক">
        ফর্ম
      </AuthCard>,
    );
    expect(screen.queryByRole('button', { name: bn.auth.back })).toBeNull();
    rerender(
      <AuthCard step="login-password" title="ক" onBack={onBack}>
        ফর্ম
      </AuthCard>,
    );
    await userEvent.click(screen.getByRole('button', { name: bn.auth.back }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('announces a form error', () => {
    render(
      <AuthCard step="login-password" title="ক" formError="ফোন নম্বর/ইমেইল বা পাসওয়ার্ড সঠিক নয়।">
        ফর্ম
      </AuthCard>,
    );
    expect(screen.getByRole('alert').textContent).toBe('ফোন নম্বর/ইমেইল বা পাসওয়ার্ড সঠিক নয়।');
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(
      <AuthCard step="forgot-password" title="পাসওয়ার্ড ভুলে গেছেন?" onBack={() => {}} formError="ভুল">
        <p>ফর্ম</p>
      </AuthCard>,
    );
    await expectNoAxeViolations(container);
  });
});
