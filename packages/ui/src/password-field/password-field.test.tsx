import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formMessages } from '@tilawat/domain';
import { describe, expect, it, vi } from 'vitest';
import { bn } from '../copy/bn';
import { expectNoAxeViolations } from '../test/axe';
import { PasswordField } from './password-field';

const showName = `${bn.passwordField.subject} ${bn.passwordField.show}`;
const hideName = `${bn.passwordField.subject} ${bn.passwordField.hide}`;

describe('PasswordField', () => {
  it('hides the password until the toggle is pressed, then hides it again', async () => {
    const onVisibleChange = vi.fn();
    render(<PasswordField defaultValue="gopon123" onVisibleChange={onVisibleChange} />);
    const input = screen.getByLabelText(bn.passwordField.label);
    expect(input.getAttribute('type')).toBe('password');

    await userEvent.click(screen.getByRole('button', { name: showName }));
    expect(input.getAttribute('type')).toBe('text');
    expect(onVisibleChange).toHaveBeenLastCalledWith(true);

    await userEvent.click(screen.getByRole('button', { name: hideName }));
    expect(input.getAttribute('type')).toBe('password');
    expect(onVisibleChange).toHaveBeenLastCalledWith(false);
  });

  it('asks the password manager for the right kind of password', () => {
    render(<PasswordField autoComplete="new-password" />);
    expect(screen.getByLabelText(bn.passwordField.label).getAttribute('autocomplete')).toBe('new-password');
  });

  it('points the toggle at its input', () => {
    render(<PasswordField />);
    const input = screen.getByLabelText(bn.passwordField.label);
    expect(screen.getByRole('button').getAttribute('aria-controls')).toBe(input.id);
  });

  it('reports typed text', async () => {
    const onValueChange = vi.fn();
    render(<PasswordField onValueChange={onValueChange} />);
    await userEvent.type(screen.getByLabelText(bn.passwordField.label), 'abc');
    expect(onValueChange).toHaveBeenLastCalledWith('abc');
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(
      <>
        <PasswordField />
        <PasswordField label="নতুন পাসওয়ার্ড" error={formMessages.passwordShort} defaultVisible />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
