import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formMessages } from '@tilawat/domain';
import { describe, expect, it, vi } from 'vitest';
import { bn } from '../copy/bn';
import { expectNoAxeViolations } from '../test/axe';
import { PhoneEmailStep } from './phone-email-step';

const copy = bn.auth['phone-email'];

describe('PhoneEmailStep', () => {
  it('submits what the learner typed', async () => {
    const onSubmit = vi.fn();
    render(<PhoneEmailStep onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: copy.identity }), '01712345678');
    await userEvent.click(screen.getByRole('button', { name: copy.submit }));
    expect(onSubmit).toHaveBeenCalledWith({ identity: '01712345678' });
  });

  it('submits on Enter', async () => {
    const onSubmit = vi.fn();
    render(<PhoneEmailStep onSubmit={onSubmit} values={{ identity: 'amina@example.com' }} />);
    await userEvent.type(screen.getByRole('textbox'), '{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ identity: 'amina@example.com' });
  });

  it('shows the field error next to the field and focuses it', () => {
    render(
      <PhoneEmailStep
        onSubmit={() => {}}
        values={{ identity: '0171' }}
        errors={{ identity: formMessages.identity }}
      />,
    );
    const input = screen.getByRole('textbox');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(formMessages.identity)).toBeTruthy();
    expect(document.activeElement).toBe(input);
  });

  it('is marked as the phone-email step and busy while pending', () => {
    const { container } = render(<PhoneEmailStep onSubmit={() => {}} pending />);
    expect(container.querySelector('[data-step="phone-email"]')).toBeTruthy();
    expect(screen.getByRole('button', { name: new RegExp(copy.submit) }).getAttribute('aria-busy')).toBe(
      'true',
    );
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(
      <PhoneEmailStep onSubmit={() => {}} errors={{ identity: formMessages.identity }} formError="সমস্যা" />,
    );
    await expectNoAxeViolations(container);
  });
});
