import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bn } from '../copy/bn';
import { ResendCode } from './resend-code';

const meta = {
  title: 'Auth/ResendCode',
  component: ResendCode,
  args: { cooldown: 45, onResend: fn() },
} satisfies Meta<typeof ResendCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CoolingDown: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: bn.resend.action })).toBeDisabled();
  },
};

export const Ready: Story = {
  args: { cooldown: 0, onResend: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: bn.resend.action }));
    await expect(args.onResend).toHaveBeenCalledTimes(1);
  },
};

export const Sending: Story = { args: { cooldown: 0, pending: true } };
