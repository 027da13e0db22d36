import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bn } from '../copy/bn';
import { expectNoAxeViolations } from '../test/axe';
import { LoginPasswordStep } from './login-password-step';

const copy = bn.auth['login-password'];
const base = { identity: '01712345678', onBack: () => {}, onForgotPassword: () => {}, onSubmit: () => {} };

describe('LoginPasswordStep', () => {
  it('shows which account and submits the password', async () => {
    const onSubmit = vi.fn();
    render(<LoginPasswordStep {...base} onSubmit={onSubmit} />);
    expect(screen.getByText('01712345678')).toBeTruthy();
    await userEvent.type(screen.getByLabelText(bn.passwordField.label), 'bismillah2026');
    await userEvent.click(screen.getByRole('button', { name: copy.submit }));
    expect(onSubmit).toHaveBeenCalledWith({ password: 'bismillah2026' });
  });

  it('goes back and to forgot-password', async () => {
    const onBack = vi.fn();
    const onForgotPassword = vi.fn();
    render(<LoginPasswordStep {...base} onBack={onBack} onForgotPassword={onForgotPassword} />);
    await userEvent.click(screen.getByRole('button', { name: bn.auth.back }));
    await userEvent.click(screen.getByRole('button', { name: copy.forgot }));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(onForgotPassword).toHaveBeenCalledTimes(1);
  });

  it('offers "কোড দিয়ে লগইন" only when the flow takes it, and chooses it', async () => {
    const onUseCode = vi.fn();
    const { unmount } = render(<LoginPasswordStep {...base} />);
    expect(screen.queryByRole('button', { name: copy.useCode })).toBeNull();
    unmount();
    render(<LoginPasswordStep {...base} onUseCode={onUseCode} />);
    await userEvent.click(screen.getByRole('button', { name: copy.useCode }));
    expect(onUseCode).toHaveBeenCalledTimes(1);
  });

  it('shows the server message for wrong credentials', () => {
    render(<LoginPasswordStep {...base} formError="ফোন নম্বর/ইমেইল বা পাসওয়ার্ড সঠিক নয়।" />);
    expect(screen.getByRole('alert').textContent).toContain('পাসওয়ার্ড সঠিক নয়');
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(
      <LoginPasswordStep {...base} onUseCode={() => {}} errors={{ password: 'ভুল' }} />,
    );
    await expectNoAxeViolations(container);
  });
});
