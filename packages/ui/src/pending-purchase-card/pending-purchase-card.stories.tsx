import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { bn } from '../copy/bn';
import { expiredBundlePurchase, purchase, storyNow } from '../fixtures/contract-examples';
import { PendingPurchaseCard } from './pending-purchase-card';

/** 12 minutes 30 seconds before the fixture's purchase expires (10:15 in Dhaka). */
const twelveAndAHalfLeft = '2026-11-28T10:02:30+06:00';

const meta = {
  title: 'Commerce/PendingPurchaseCard',
  component: PendingPurchaseCard,
  args: { purchase, restartHref: '/checkout?batch=12', now: twelveAndAHalfLeft },
  decorators: [(Story) => <div style={{ maxInlineSize: '26rem' }}>{Story()}</div>],
} satisfies Meta<typeof PendingPurchaseCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WaitingForPayment: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer')).toHaveTextContent('১২ মিনিট ৩০ সেকেন্ড বাকি');
    await expect(canvas.getByRole('link', { name: bn.pendingPurchase.pay })).toHaveAttribute(
      'href',
      purchase.payment_url,
    );
  },
};

export const JustStarted: Story = { args: { now: storyNow } };

export const LastSeconds: Story = { args: { now: '2026-11-28T10:14:35+06:00' } };

export const TimeRunOut: Story = {
  args: { now: '2026-11-28T10:15:00+06:00' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(bn.pendingPurchase.expiredSeat);
    await expect(canvas.getByRole('link', { name: bn.pendingPurchase.buyAgain })).toHaveAttribute(
      'href',
      '/checkout?batch=12',
    );
    await expect(canvas.queryByRole('timer')).toBeNull();
  },
};

/** The server no longer offers its payment page (payment_url null): a bundle, bought again from the course. */
export const BundleNoLongerPayable: Story = {
  args: { purchase: expiredBundlePurchase, restartHref: '/course/quran-shikkha-beginner#plans' },
};

/** Ticks with the real clock: the purchase expires 15 minutes from when the story opened. */
export const LiveClock: Story = {
  args: { now: undefined },
  render: (args) => (
    <PendingPurchaseCard
      {...args}
      purchase={{ ...purchase, expires_at: new Date(Date.now() + 15 * 60_000).toISOString() }}
    />
  ),
};

export const Narrow360: Story = {
  decorators: [(Story) => <div style={{ inlineSize: 360 }}>{Story()}</div>],
};
