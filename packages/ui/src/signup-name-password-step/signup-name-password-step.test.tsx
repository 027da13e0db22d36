import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formMessages } from '@tilawat/domain';
import { describe, expect, it, vi } from 'vitest';
import { bn } from '../copy/bn';
import { expectNoAxeViolations } from '../test/axe';
import { SignupNamePasswordStep } from './signup-name-password-step';

const copy = bn.auth['signup-name-password'];
const base = { identity: '01712345678', onBack: () => {}, onSubmit: () => {} };

describe('SignupNamePasswordStep', () => {
  it('submits name, password, confirmation and the optional second number', async () => {
    const onSubmit = vi.fn();
    render(<SignupNamePasswordStep {...base} onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: copy.name }), 'আমিনা খাতুন');
    await userEvent.type(screen.getByLabelText(copy.password), 'bismillah2026');
    await userEvent.type(screen.getByLabelText(copy.confirmPassword), 'bismillah2026');
    await userEvent.click(screen.getByRole('button', { name: copy.submit }));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'আমিনা খাতুন',
      password: 'bismillah2026',
      confirm_password: 'bismillah2026',
      phone_extra: '',
    });
  });

  it('after a verification, says the owner sets their own name and password (issue 35)', async () => {
    const onSubmit = vi.fn();
    render(<SignupNamePasswordStep {...base} afterVerification onSubmit={onSubmit} />);
    expect(screen.getByRole('heading', { name: copy.verifiedTitle })).toBeTruthy();
    expect(screen.getByText(copy.verifiedDescription('01712345678'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: copy.submit })).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: copy.name }), 'আমিনা খাতুন');
    await userEvent.type(screen.getByLabelText(copy.password), 'bismillah2026');
    await userEvent.type(screen.getByLabelText(copy.confirmPassword), 'bismillah2026');
    await userEvent.click(screen.getByRole('button', { name: copy.verifiedSubmit }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('marks the second number optional', () => {
    render(<SignupNamePasswordStep {...base} />);
    expect(screen.getByRole('textbox', { name: `${copy.phoneExtra} (${bn.common.optional})` })).toBeTruthy();
  });

  it('shows each error next to its field', () => {
    render(
      <SignupNamePasswordStep
        {...base}
        errors={{ name: formMessages.nameShort, password: formMessages.passwordShort }}
      />,
    );
    expect(screen.getByRole('textbox', { name: copy.name }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(copy.password).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: copy.name }));
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(
      <SignupNamePasswordStep {...base} errors={{ phone_extra: formMessages.phone }} />,
    );
    await expectNoAxeViolations(container);
  });
});
