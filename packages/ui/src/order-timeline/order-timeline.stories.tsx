import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { bn } from '../copy/bn';
import { deliveredOrderHistory, waitSendOrder } from '../fixtures/contract-examples';
import { OrderTimeline } from './order-timeline';

const t = bn.orderTimeline;

const meta = {
  title: 'Shop/OrderTimeline',
  component: OrderTimeline,
  args: { history: waitSendOrder.history },
  decorators: [(Story) => <div style={{ maxInlineSize: '28rem' }}>{Story()}</div>],
} satisfies Meta<typeof OrderTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Paid, waiting to be sent: the second step is the current one. */
export const WaitingToSend: Story = {
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
    await expect(items[1]).toHaveTextContent(t.current);
  },
};

/** Handed to the courier: `sending`, shown as delivered. */
export const Delivered: Story = {
  args: { history: deliveredOrderHistory },
  play: async ({ canvasElement }) => {
    const last = within(canvasElement).getAllByRole('listitem').at(-1) as HTMLElement;
    await expect(last).toHaveTextContent('ডেলিভারি হয়েছে');
    await expect(last).toHaveAttribute('aria-current', 'step');
  },
};

export const Cancelled: Story = {
  args: {
    history: [
      { status: 'placed', at: '2026-11-28T09:40:00+06:00' },
      { status: 'cancelled', at: '2026-11-28T10:05:00+06:00' },
    ],
  },
};

export const Refunded: Story = {
  args: {
    history: [
      ...deliveredOrderHistory,
      { status: 'completed', at: '2026-11-30T18:00:00+06:00' },
      { status: 'refunded', at: '2026-12-03T12:15:00+06:00' },
    ],
  },
};

export const Empty: Story = {
  args: { history: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t.empty)).toBeVisible();
  },
};
