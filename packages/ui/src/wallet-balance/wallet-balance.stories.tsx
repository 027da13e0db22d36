import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { bn } from '../copy/bn';
import { controlPanel } from '../fixtures/contract-examples';
import { WalletBalance } from './wallet-balance';

const t = bn.walletBalance;

const meta = {
  title: 'Shop/WalletBalance',
  component: WalletBalance,
  args: { wallet: controlPanel.wallet, stars: controlPanel.stars, points: controlPanel.points },
  decorators: [(Story) => <div style={{ maxInlineSize: '40rem' }}>{Story()}</div>],
} satisfies Meta<typeof WalletBalance>;

export default meta;
type Story = StoryObj<typeof meta>;

/** ৳1,250, three stars and 45 points, with the top-up link reached by one Tab. */
export const WithTopupLink: Story = {
  args: {
    action: <a href="#topup">{bn.topupForm.submit}</a>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: t.title });
    await expect(within(region).getByText('৳১,২৫০')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: bn.topupForm.submit })).toHaveFocus();
  },
};

/** A new learner: nothing yet. */
export const Empty: Story = { args: { wallet: { amount: 0, currency: 'tk' }, stars: 0, points: 0 } };

/** Large figures wrap inside the card at 360 px. */
export const Narrow360: Story = {
  args: { wallet: { amount: 9876543, currency: 'tk' }, stars: 128, points: 12500 },
  decorators: [(Story) => <div style={{ inlineSize: 360 }}>{Story()}</div>],
};
