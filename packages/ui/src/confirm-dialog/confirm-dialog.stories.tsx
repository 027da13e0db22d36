import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bn } from '../copy/bn';
import { ConfirmDialog } from './confirm-dialog';

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    title: 'অর্ডার বাতিল করবেন?',
    description: 'বাতিল করলে টাকা ফেরত পেতে ৭ কর্মদিবস পর্যন্ত লাগতে পারে।',
    confirmLabel: 'হ্যাঁ, বাতিল করুন',
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A destructive action: focus starts on cancel; the action is the red button, last. */
export const Danger: Story = {
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'অর্ডার বাতিল করবেন?' });
    await expect(within(dialog).getByRole('button', { name: bn.confirmDialog.cancel })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'হ্যাঁ, বাতিল করুন' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: bn.confirmDialog.cancel }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** A money action that destroys nothing: the primary tone. */
export const Primary: Story = {
  args: {
    tone: 'primary',
    title: '৳৫০০ ফেরত দেবেন?',
    description: 'টাকাটি গ্রাহকের ওয়ালেটে জমা হবে।',
    confirmLabel: 'ফেরত দিন',
    cancelLabel: 'না, থাক',
  },
};

/** The action is on its way: cancel is disabled, Escape does nothing, the confirm button spins. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: bn.confirmDialog.cancel })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** The action failed: the reason is announced inside the dialog, which stays open to try again. */
export const WithError: Story = {
  args: { error: 'অর্ডারটি বাতিল করা যায়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।' },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('অর্ডারটি বাতিল করা যায়নি।');
  },
};
