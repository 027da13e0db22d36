import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { bn } from '../copy/bn';
import { batchDetail, freePromoValidity, promoValidity } from '../fixtures/contract-examples';
import { OrderSummary } from './order-summary';

const meta = {
  title: 'Commerce/OrderSummary',
  component: OrderSummary,
  args: { batch: batchDetail },
  decorators: [(Story) => <div style={{ maxInlineSize: '26rem' }}>{Story()}</div>],
} satisfies Meta<typeof OrderSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoPromo: Story = {};

export const WithPromoAndWallet: Story = {
  args: { validity: promoValidity, method: 'bkash' },
  play: async ({ canvasElement }) => {
    const total = within(canvasElement).getByText(bn.orderSummary.total).nextElementSibling;
    await expect(total).toHaveTextContent('৳১,৮৭৫');
  },
};

export const FreeWithScholarship: Story = { args: { validity: freePromoValidity, method: 'nagad' } };
