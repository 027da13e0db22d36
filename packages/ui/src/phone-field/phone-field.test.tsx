import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formMessages } from '@tilawat/domain';
import { describe, expect, it, vi } from 'vitest';
import { bn } from '../copy/bn';
import { expectNoAxeViolations } from '../test/axe';
import { PhoneField } from './phone-field';

describe('PhoneField', () => {
  it('is a labelled phone input that offers the saved number', () => {
    render(<PhoneField name="phone" />);
    const input = screen.getByRole('textbox', { name: bn.phoneField.label });
    expect(input.getAttribute('type')).toBe('tel');
    expect(input.getAttribute('autocomplete')).toBe('tel-national');
    expect(input.getAttribute('inputmode')).toBe('tel');
  });

  it.each([
    { typed: '01712345678', want: '+8801712345678' },
    { typed: '০১৭১২৩৪৫৬৭৮', want: '+8801712345678' },
    { typed: '+8801812345678', want: '+8801812345678' },
    { typed: '0171234', want: null },
    { typed: '01212345678', want: null },
  ])('reports $typed as $want', async ({ typed, want }) => {
    const onValueChange = vi.fn();
    render(<PhoneField onValueChange={onValueChange} />);
    await userEvent.type(screen.getByRole('textbox'), typed);
    expect(onValueChange).toHaveBeenLastCalledWith(typed, want);
  });

  it('shows the phone error next to the field', () => {
    render(<PhoneField defaultValue="0171" error={formMessages.phone} />);
    const input = screen.getByRole('textbox');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(formMessages.phone)).toBeTruthy();
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(
      <>
        <PhoneField />
        <PhoneField label="হোয়াটসঅ্যাপ নম্বর" optional error={formMessages.phone} />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
