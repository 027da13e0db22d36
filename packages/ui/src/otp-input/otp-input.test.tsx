import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formMessages } from '@tilawat/domain';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { bn } from '../copy/bn';
import { expectNoAxeViolations } from '../test/axe';
import { OtpInput } from './otp-input';

const cells = () => screen.getAllByRole('textbox') as HTMLInputElement[];
const code = () =>
  cells()
    .map((c) => c.value)
    .join('');

function Controlled() {
  const [value, setValue] = useState('');
  return (
    <>
      <OtpInput value={value} onChange={setValue} />
      <button type="button" onClick={() => setValue('')}>
        মুছুন
      </button>
    </>
  );
}

describe('OtpInput', () => {
  it('renders six labelled cells in a labelled group; the first asks for the one-time code', () => {
    render(<OtpInput />);
    expect(screen.getByRole('group', { name: bn.otp.label })).toBeTruthy();
    expect(cells()).toHaveLength(6);
    expect(cells()[0]?.getAttribute('autocomplete')).toBe('one-time-code');
    expect(cells()[1]?.getAttribute('autocomplete')).toBe('off');
    expect(cells()[2]?.getAttribute('aria-label')).toBe(bn.otp.cell(3, 6));
    expect(cells().every((c) => c.getAttribute('inputmode') === 'numeric')).toBe(true);
  });

  it('advances as digits are typed and reports the whole code once', async () => {
    const onChange = vi.fn();
    const onComplete = vi.fn();
    render(<OtpInput onChange={onChange} onComplete={onComplete} />);
    await userEvent.click(cells()[0] as HTMLInputElement);
    await userEvent.keyboard('1234');
    expect(document.activeElement).toBe(cells()[4]);
    await userEvent.keyboard('56');
    expect(code()).toBe('123456');
    expect(onChange).toHaveBeenLastCalledWith('123456');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('ignores letters and takes Bengali digits as ASCII', async () => {
    render(<OtpInput />);
    await userEvent.click(cells()[0] as HTMLInputElement);
    await userEvent.keyboard('a১২');
    expect(code()).toBe('12');
  });

  it.each([
    { pasted: '482913', into: 0, want: '482913' },
    { pasted: '৪৮২৯১৩', into: 0, want: '482913' },
    { pasted: ' 482-913 ', into: 0, want: '482913' },
    { pasted: '482913', into: 3, want: '482913' },
    { pasted: '4829131234', into: 0, want: '482913' },
  ])('a paste of "$pasted" fills the cells with $want', async ({ pasted, into, want }) => {
    const onComplete = vi.fn();
    render(<OtpInput onComplete={onComplete} />);
    await userEvent.click(cells()[into] as HTMLInputElement);
    await userEvent.paste(pasted);
    expect(code()).toBe(want);
    expect(onComplete).toHaveBeenCalledWith(want);
    expect(document.activeElement).toBe(cells()[5]);
  });

  it('fills every cell when the phone autofills the code into the first cell', () => {
    render(<OtpInput />);
    fireEvent.change(cells()[0] as HTMLInputElement, { target: { value: '135790' } });
    expect(code()).toBe('135790');
  });

  it('Backspace clears the cell, then steps back and clears the previous one', async () => {
    render(<OtpInput defaultValue="123" />);
    await userEvent.click(cells()[2] as HTMLInputElement);
    await userEvent.keyboard('{Backspace}');
    expect(code()).toBe('12');
    expect(document.activeElement).toBe(cells()[2]);
    await userEvent.keyboard('{Backspace}');
    expect(code()).toBe('1');
    expect(document.activeElement).toBe(cells()[1]);
  });

  it('moves with the arrow keys, Home and End, and sends focus to the first empty cell', async () => {
    render(<OtpInput defaultValue="12" />);
    await userEvent.click(cells()[5] as HTMLInputElement);
    expect(document.activeElement).toBe(cells()[2]);
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(cells()[1]);
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(cells()[0]);
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(cells()[1]);
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(cells()[2]);
  });

  it('types over a filled cell', async () => {
    render(<OtpInput defaultValue="123456" />);
    await userEvent.click(cells()[1] as HTMLInputElement);
    await userEvent.keyboard('9');
    expect(code()).toBe('193456');
    expect(document.activeElement).toBe(cells()[2]);
  });

  it('follows a controlled value', async () => {
    render(<Controlled />);
    await userEvent.click(cells()[0] as HTMLInputElement);
    await userEvent.keyboard('777');
    expect(code()).toBe('777');
    await userEvent.click(screen.getByRole('button', { name: 'মুছুন' }));
    expect(code()).toBe('');
  });

  it('carries the code in a form through a hidden input', async () => {
    const { container } = render(
      <form>
        <OtpInput name="otp" defaultValue="246810" />
      </form>,
    );
    const form = container.querySelector('form') as HTMLFormElement;
    expect(new FormData(form).get('otp')).toBe('246810');
  });

  it('marks every cell invalid and describes them with the error', () => {
    render(<OtpInput error={formMessages.otp} />);
    const error = screen.getByText(formMessages.otp);
    for (const cell of cells()) {
      expect(cell.getAttribute('aria-invalid')).toBe('true');
      expect(cell.getAttribute('aria-describedby')).toContain(error.id);
    }
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(
      <>
        <OtpInput hint={bn.otp.hint} defaultValue="12" />
        <OtpInput error={formMessages.otp} />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
