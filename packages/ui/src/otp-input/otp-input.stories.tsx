import type { Meta, StoryObj } from '@storybook/react-vite';
import { formMessages } from '@tilawat/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bn } from '../copy/bn';
import { OtpInput } from './otp-input';

const meta = {
  title: 'Components/OtpInput',
  component: OtpInput,
  args: { hint: bn.otp.hint, name: 'otp', onChange: fn(), onComplete: fn() },
} satisfies Meta<typeof OtpInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const cellsOf = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('textbox');

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const cells = cellsOf(canvasElement);
    await expect(cells).toHaveLength(6);
    await expect(cells[0]).toHaveAttribute('autocomplete', 'one-time-code');
  },
};

export const PasteFillsSixCells: Story = {
  play: async ({ args, canvasElement }) => {
    const cells = cellsOf(canvasElement);
    await userEvent.click(cells[0] as HTMLElement);
    await userEvent.paste('৪৮২৯১৩');
    await expect(cells.map((c) => (c as HTMLInputElement).value).join('')).toBe('482913');
    await expect(args.onComplete).toHaveBeenCalledWith('482913');
    await expect(cells[5]).toHaveFocus();
  },
};

export const TypingAdvances: Story = {
  play: async ({ canvasElement }) => {
    const cells = cellsOf(canvasElement);
    await userEvent.click(cells[0] as HTMLElement);
    await userEvent.keyboard('12');
    await expect(cells[0]).toHaveValue('1');
    await expect(cells[1]).toHaveValue('2');
    await expect(cells[2]).toHaveFocus();
  },
};

export const BackspaceGoesBack: Story = {
  args: { defaultValue: '1234' },
  play: async ({ canvasElement }) => {
    const cells = cellsOf(canvasElement);
    await userEvent.click(cells[4] as HTMLElement);
    await userEvent.keyboard('{Backspace}');
    await expect(cells[3]).toHaveValue('');
    await expect(cells[3]).toHaveFocus();
    await userEvent.keyboard('{Backspace}{Backspace}');
    await expect(cells[1]).toHaveValue('');
    await expect(cells[0]).toHaveValue('1');
  },
};

export const Filled: Story = { args: { defaultValue: '482913' } };

export const Invalid: Story = {
  args: { defaultValue: '48291', error: formMessages.otp },
  play: async ({ canvasElement }) => {
    const cells = cellsOf(canvasElement);
    await expect(cells[0]).toHaveAttribute('aria-invalid', 'true');
    await expect(cells[0]).toHaveAccessibleDescription(`${bn.otp.hint} ${formMessages.otp}`);
  },
};

export const Disabled: Story = { args: { defaultValue: '482913', disabled: true } };
