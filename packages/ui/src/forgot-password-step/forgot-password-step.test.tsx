import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formMessages } from '@tilawat/domain';
import { describe, expect, it, vi } from 'vitest';
import { bn } from '../copy/bn';
import { expectNoAxeViolations } from '../test/axe';
import { ForgotPasswordStep } from './forgot-password-step';

const copy = bn.auth['forgot-password'];

describe('ForgotPasswordStep', () => {
  it('sends the code to the prefilled identity', async () => {
    const onSubmit = vi.fn();
    render(<ForgotPasswordStep values={{ identity: '01712345678' }} onSubmit={onSubmit} onBack={() => {}} />);
    expect((screen.getByRole('textbox', { name: copy.identity }) as HTMLInputElement).value).toBe(
      '01712345678',
    );
    await userEvent.click(screen.getByRole('button', { name: copy.submit }));
    expect(onSubmit).toHaveBeenCalledWith({ identity: '01712345678' });
  });

  it('goes back to login-password', async () => {
    const onBack = vi.fn();
    render(<ForgotPasswordStep onSubmit={() => {}} onBack={onBack} />);
    await userEvent.click(screen.getByRole('button', { name: bn.auth.back }));
    expect(onBack).toHaveBeenCalled();
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(
      <ForgotPasswordStep
        onSubmit={() => {}}
        onBack={() => {}}
        errors={{ identity: formMessages.identity }}
      />,
    );
    await expectNoAxeViolations(container);
  });
});
