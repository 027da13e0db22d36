import type { Meta, StoryObj } from '@storybook/react-vite';
import { formMessages } from '@tilawat/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bn } from '../copy/bn';
import { ForgotPasswordStep } from './forgot-password-step';

const copy = bn.auth['forgot-password'];

const meta = {
  title: 'Auth/forgot-password',
  component: ForgotPasswordStep,
  args: { values: { identity: '01712345678' }, onSubmit: fn(), onBack: fn() },
} satisfies Meta<typeof ForgotPasswordStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Prefilled: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: copy.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ identity: '01712345678' });
  },
};

export const Empty: Story = { args: { values: {} } };

export const InvalidIdentity: Story = {
  args: { values: { identity: 'amina@' }, errors: { identity: formMessages.identity } },
};

export const Sending: Story = { args: { pending: true } };

export const TooManyRequests: Story = {
  args: { formError: 'অনেকবার চেষ্টা করা হয়েছে। কিছুক্ষণ পরে আবার চেষ্টা করুন।' },
};
