import type { Meta, StoryObj } from '@storybook/react-vite';
import { formMessages } from '@tilawat/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bn } from '../copy/bn';
import { TopupForm } from './topup-form';

const t = bn.topupForm;

const meta = {
  title: 'Shop/TopupForm',
  component: TopupForm,
  args: { onSubmit: fn() },
  decorators: [(Story) => <div style={{ maxInlineSize: '36rem' }}>{Story()}</div>],
} satisfies Meta<typeof TopupForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A chip fills the amount; a wallet chosen with the keyboard; sent as whole taka. */
export const ChipAndWallet: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const chip = canvas.getByRole('button', { name: '৳৫০০' });
    await userEvent.click(chip);
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('textbox', { name: t.amount })).toHaveValue('৫০০');
    await userEvent.click(canvas.getByRole('radio', { name: /বিকাশ/ }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: /নগদ/ })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(canvas.getByRole('button', { name: t.submitAmount(500) }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ amount: 500, method: 'nagad' });
  },
};

/** Bengali digits typed; the button names the amount. */
export const TypedInBengali: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: t.amount }), '১২৫০');
    await userEvent.click(canvas.getByRole('radio', { name: /রকেট/ }));
    await userEvent.click(canvas.getByRole('button', { name: t.submitAmount(1250) }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ amount: 1250, method: 'rocket' });
  },
};

/** Sent empty: each message beside its field, focus on the amount. */
export const Refused: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.submit }));
    await expect(canvas.getByText(formMessages.topupAmount)).toBeVisible();
    await expect(canvas.getByText(formMessages.paymentMethod)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: t.amount })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** On its way to the gateway. */
export const Submitting: Story = { args: { defaultAmount: 1000, defaultMethod: 'bkash', submitting: true } };

/** The gateway could not be reached. */
export const ServerError: Story = {
  args: {
    defaultAmount: 200,
    defaultMethod: 'upay',
    error: 'পেমেন্ট গেটওয়েতে সংযোগ করা যায়নি। একটু পরে আবার চেষ্টা করুন।',
  },
};

/** The gateway offers two wallets (`GET /api/v3/payment/methods`): only those are shown, with its line. */
export const ConfiguredWallets: Story = {
  args: { methods: ['bkash', 'nagad'], methodHint: 'পেমেন্ট নেওয়া হয় SSLCommerz-এর নিরাপদ পাতায়।' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('radio')).toHaveLength(2);
    await expect(canvas.getByText('পেমেন্ট নেওয়া হয় SSLCommerz-এর নিরাপদ পাতায়।')).toBeVisible();
  },
};

export const Narrow360: Story = {
  args: { defaultAmount: 2000, defaultMethod: 'rocket' },
  decorators: [(Story) => <div style={{ inlineSize: 360 }}>{Story()}</div>],
};
