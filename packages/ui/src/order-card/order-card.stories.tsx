import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { bn } from '../copy/bn';
import { placedUnpaidOrder, waitSendOrder } from '../fixtures/contract-examples';
import { OrderCard } from './order-card';

const t = bn.orderCard;

const meta = {
  title: 'Shop/OrderCard',
  component: OrderCard,
  args: { order: waitSendOrder, href: '#order' },
  decorators: [(Story) => <div style={{ maxInlineSize: '36rem' }}>{Story()}</div>],
} satisfies Meta<typeof OrderCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Paid with bKash, waiting to be sent; reached with one Tab. */
export const WaitingToSend: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: t.order('9E4B2C7A') })).toHaveFocus();
    await expect(canvas.getByText('পাঠানোর অপেক্ষায়')).toBeVisible();
    await expect(canvas.getByText(t.items).nextElementSibling).toHaveTextContent('৩টি');
  },
};

/** Placed this morning, not paid yet. */
export const PlacedUnpaid: Story = {
  args: { order: placedUnpaidOrder },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t.payment).nextElementSibling).toHaveTextContent(
      'পেমেন্টের অপেক্ষায়',
    );
  },
};

/** `sending`, shown as delivered. */
export const Delivered: Story = {
  args: { order: { ...waitSendOrder, status: 'sending', status_priority: 3 } },
};

export const Cancelled: Story = {
  args: {
    order: { ...placedUnpaidOrder, status: 'cancelled', status_priority: 5, payment_status: 'expired' },
  },
};

/** A course gift card: delivered on payment. */
export const GiftCardCompleted: Story = {
  args: {
    order: {
      id: '7a1d3c5e-9b2f-4d6a-8e0c-1f3b5d7a9c2e',
      kind: 'instant-delivery',
      status: 'completed',
      status_priority: 4,
      items: [
        {
          card: {
            id: 57,
            slug: 'quran-shikkha-gift-card',
            title: 'কুরআন শিক্ষা কোর্স গিফট কার্ড',
            kind: 'gift-card',
            image: null,
            price: { amount: 1500, currency: 'tk' },
          },
          quantity: 1,
          size: null,
          unit_price: { amount: 1500, currency: 'tk' },
          line_total: { amount: 1500, currency: 'tk' },
        },
      ],
      total: { amount: 1500, currency: 'tk' },
      payment_status: 'paid',
      created_at: '2026-11-10T11:00:00+06:00',
    },
  },
};

/** On a 360 px phone: the whole card is a 44 px+ target, nothing runs off the side. */
export const Phone: Story = {
  decorators: [(Story) => <div style={{ inlineSize: 360 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expect(within(card).getByRole('link').getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
