import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bn } from '../copy/bn';
import { NoticeToast } from './notice-toast';

/**
 * The body of `notify.notice`: a sentence to read at leisure (a sign-in's notice that another device's
 * session ended) and the button that closes it. The Toaster shows it at the bottom until closed.
 */
const meta = {
  title: 'Components/Toaster/NoticeToast',
  component: NoticeToast,
  args: {
    message:
      'একসঙ্গে সর্বোচ্চ ৩টি ডিভাইসে লগইন থাকা যায়, তাই সবচেয়ে আগে ব্যবহৃত ডিভাইসের (Chrome · Android) সেশন বন্ধ করা হয়েছে।',
    onClose: fn(),
  },
} satisfies Meta<typeof NoticeToast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SessionEnded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: bn.toaster.close }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
