import type { Meta, StoryObj } from '@storybook/react-vite';
import { FALLBACK_ERROR } from '@tilawat/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bn } from '../copy/bn';
import { ErrorState } from './error-state';

const meta = {
  title: 'Components/ErrorState',
  component: ErrorState,
  args: { onRetry: fn() },
  decorators: [(Story) => <div style={{ maxInlineSize: '36rem' }}>{Story()}</div>],
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Fallback: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(FALLBACK_ERROR.bn);
    await userEvent.click(canvas.getByRole('button', { name: bn.errorState.retry }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const ServerMessage: Story = {
  args: { description: 'কোর্সের তালিকা আনা যায়নি। কিছুক্ষণ পরে আবার চেষ্টা করুন।' },
};

export const Retrying: Story = { args: { retrying: true } };

export const NotFound: Story = {
  args: {
    title: 'পাতাটি পাওয়া যায়নি',
    description: 'লিংকটি পুরোনো হতে পারে। প্রথম পাতা থেকে আবার খুঁজে দেখুন।',
    onRetry: undefined,
    action: <a href="/">প্রথম পাতায় যান</a>,
  },
};
