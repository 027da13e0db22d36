import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formMessages } from '@tilawat/domain';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { bn } from '../copy/bn';
import { expectNoAxeViolations } from '../test/axe';
import { TextField } from './text-field';

function Controlled() {
  const [value, setValue] = useState('');
  return <TextField label="নাম" value={value} onValueChange={(v) => setValue(v.toUpperCase())} />;
}

describe('TextField', () => {
  it('ties the label and hint to the input', () => {
    render(<TextField label="আপনার নাম" hint="পুরো নাম লিখুন" />);
    const input = screen.getByRole('textbox', { name: 'আপনার নাম' });
    const hint = screen.getByText('পুরো নাম লিখুন');
    expect(input.getAttribute('aria-describedby')).toBe(hint.id);
    expect(input.hasAttribute('aria-invalid')).toBe(false);
  });

  it('shows an error next to the field, marks it invalid and describes the input with it', () => {
    render(<TextField label="আপনার নাম" error={formMessages.nameShort} />);
    const input = screen.getByRole('textbox');
    const error = screen.getByText(formMessages.nameShort);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(error.closest('p')?.id);
  });

  it('marks optional fields in the label', () => {
    render(<TextField label="ঠিকানা" optional />);
    expect(screen.getByRole('textbox', { name: `ঠিকানা (${bn.common.optional})` })).toBeTruthy();
  });

  it('works uncontrolled with defaultValue', async () => {
    const onValueChange = vi.fn();
    render(<TextField label="নাম" defaultValue="আব্দুল" onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox') as HTMLInputElement;
    await userEvent.type(input, 'লাহ');
    expect(input.value).toBe('আব্দুললাহ');
    expect(onValueChange).toHaveBeenLastCalledWith('আব্দুললাহ');
  });

  it('works controlled with value and onValueChange', async () => {
    render(<Controlled />);
    const input = screen.getByRole('textbox') as HTMLInputElement;
    await userEvent.type(input, 'ab');
    expect(input.value).toBe('AB');
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(
      <>
        <TextField label="নাম" hint="পুরো নাম" />
        <TextField label="ইমেইল" type="email" error={formMessages.email} />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
