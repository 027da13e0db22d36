import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { bn } from '../copy/bn';
import { PhoneField } from '../phone-field/phone-field';
import { Dialog } from './dialog';

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  args: {
    title: 'অর্ডার বাতিল করবেন?',
    description: 'বাতিল করলে টাকা ফেরত পেতে ৭ কর্মদিবস পর্যন্ত লাগতে পারে।',
    onOpenChange: fn(),
    trigger: (trigger) => <Button {...trigger}>অর্ডার বাতিল</Button>,
    footer: (
      <>
        <Button variant="secondary">না, থাক</Button>
        <Button variant="danger">হ্যাঁ, বাতিল করুন</Button>
      </>
    ),
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const EscapeClosesAndFocusReturns: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'অর্ডার বাতিল' });
    await userEvent.click(trigger);
    const dialog = await within(document.body).findByRole('dialog', { name: 'অর্ডার বাতিল করবেন?' });
    await expect(within(dialog).getByRole('button', { name: 'না, থাক' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: bn.dialog.close })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const WithForm: Story = {
  args: {
    defaultOpen: true,
    title: 'কল ব্যাক চান?',
    description: 'নম্বর দিন, আমাদের একজন প্রতিনিধি আপনাকে ফোন করবেন।',
    children: <PhoneField name="phone" />,
    footer: <Button type="submit">অনুরোধ পাঠান</Button>,
  },
};

export const MustAnswer: Story = {
  args: {
    defaultOpen: true,
    dismissible: false,
    title: 'পেমেন্ট শেষ হয়নি',
    description: 'আপনার বিকাশ পেমেন্ট এখনো অপেক্ষায় আছে। আবার চেষ্টা করবেন?',
    footer: (
      <>
        <Button variant="secondary">অন্য মাধ্যম</Button>
        <Button>আবার চেষ্টা করুন</Button>
      </>
    ),
  },
};
