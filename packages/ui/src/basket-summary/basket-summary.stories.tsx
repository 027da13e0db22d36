import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bn } from '../copy/bn';
import { basket, dhakaDeliveryFee, emptyBasket } from '../fixtures/contract-examples';
import { BasketSummary } from './basket-summary';

const t = bn.basketSummary;

const meta = {
  title: 'Shop/BasketSummary',
  component: BasketSummary,
  args: { basket, onOrder: fn() },
  decorators: [(Story) => <div style={{ maxInlineSize: '26rem' }}>{Story()}</div>],
} satisfies Meta<typeof BasketSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Delivery in Dhaka known: items + ৳৬০; ordered with the keyboard. */
export const WithDelivery: Story = {
  args: { deliveryFee: dhakaDeliveryFee, onOrder: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t.total).nextElementSibling).toHaveTextContent('৳২,৬১০');
    await expect(canvas.getByText('৩টি পণ্য')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t.order })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOrder).toHaveBeenCalledTimes(1);
  },
};

/** Before the address: the charge is told later. */
export const DeliveryNotKnown: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t.delivery).nextElementSibling).toHaveTextContent(
      t.deliveryLater,
    );
  },
};

export const FreeDelivery: Story = { args: { deliveryFee: { amount: 0, currency: 'tk' } } };

export const Ordering: Story = {
  args: { deliveryFee: dhakaDeliveryFee, ordering: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: new RegExp(t.order) })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Empty: Story = {
  args: {
    basket: emptyBasket,
    emptyAction: (
      <a href="/shop" style={{ display: 'inline-flex', alignItems: 'center', minBlockSize: 44 }}>
        {t.emptyAction}
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t.emptyTitle })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** On a 360 px phone. */
export const Phone: Story = {
  args: { deliveryFee: dhakaDeliveryFee },
  decorators: [(Story) => <div style={{ inlineSize: 360 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement).getByRole('region', { name: t.title });
    await expect(summary.scrollWidth).toBeLessThanOrEqual(summary.clientWidth);
    await expect(within(summary).getByRole('button').getBoundingClientRect().height).toBeGreaterThanOrEqual(
      44,
    );
  },
};
