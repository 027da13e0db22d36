import type { Meta, StoryObj } from '@storybook/react-vite';
import { formMessages } from '@tilawat/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bn } from '../copy/bn';
import { PhoneEmailStep } from './phone-email-step';

const copy = bn.auth['phone-email'];

const meta = {
  title: 'Auth/phone-email',
  component: PhoneEmailStep,
  args: { onSubmit: fn() },
} satisfies Meta<typeof PhoneEmailStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: copy.identity }), '01712345678');
    await userEvent.click(canvas.getByRole('button', { name: copy.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ identity: '01712345678' });
  },
};

export const WithEmail: Story = { args: { values: { identity: 'amina@example.com' } } };

export const InvalidIdentity: Story = {
  args: { values: { identity: '01712' }, errors: { identity: formMessages.identity } },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveFocus();
  },
};

export const Checking: Story = { args: { values: { identity: '01712345678' }, pending: true } };

export const RateLimited: Story = {
  args: {
    values: { identity: '01712345678' },
    formError: 'অনেকবার চেষ্টা করা হয়েছে। কিছুক্ষণ পরে আবার চেষ্টা করুন।',
  },
};

export const NarrowPhone: Story = {
  args: { values: { identity: '01712345678' } },
  decorators: [(Story) => <div style={{ inlineSize: 320 }}>{Story()}</div>],
};
