import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button/button';
import { bn } from '../copy/bn';
import { AuthCard } from './auth-card';

const meta = {
  title: 'Auth/AuthCard',
  component: AuthCard,
  args: {
    step: 'phone-email',
    title: bn.auth['phone-email'].title,
    description: bn.auth['phone-email'].description,
    children: <Button fullWidth>{bn.auth['phone-email'].submit}</Button>,
  },
} satisfies Meta<typeof AuthCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};

export const WithBack: Story = {
  args: { step: 'forgot-password', title: bn.auth['forgot-password'].title, onBack: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: bn.auth.back }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

export const WithFormError: Story = {
  args: { formError: 'অনেকবার চেষ্টা করা হয়েছে। কিছুক্ষণ পরে আবার চেষ্টা করুন।' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('অনেকবার চেষ্টা');
  },
};
