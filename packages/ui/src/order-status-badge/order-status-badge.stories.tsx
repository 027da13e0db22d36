import type { Meta, StoryObj } from '@storybook/react-vite';
import { orderStatuses } from '@tilawat/domain';
import type { V2Schemas } from '@tilawat/sdk';
import { expect, within } from 'storybook/test';
import { OrderStatusBadge } from './order-status-badge';

const meta = {
  title: 'Commerce/OrderStatusBadge',
  component: OrderStatusBadge,
  args: { status: 'placed' },
  argTypes: { status: { control: 'select', options: Object.keys(orderStatuses) } },
} satisfies Meta<typeof OrderStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placed: Story = {};
export const WaitSend: Story = { args: { status: 'wait-send' } };
export const SendingShownAsDelivered: Story = {
  args: { status: 'sending', showEnglish: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('(Delivered)')).toBeVisible();
  },
};
export const Completed: Story = { args: { status: 'completed' } };
export const Cancelled: Story = { args: { status: 'cancelled' } };
export const Refunded: Story = { args: { status: 'refunded' } };

export const AllSix: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {(Object.keys(orderStatuses) as V2Schemas['OrderStatus'][]).map((status) => (
        <OrderStatusBadge key={status} status={status} showEnglish />
      ))}
    </div>
  ),
};
