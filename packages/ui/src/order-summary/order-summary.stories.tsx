import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { bn } from '../copy/bn';
import { batchDetail, bundlePlan, freePromoValidity, promoValidity } from '../fixtures/contract-examples';
import { OrderSummary, type OrderSummaryProps } from './order-summary';

const meta = {
  title: 'Commerce/OrderSummary',
  component: OrderSummary,
  args: { batch: batchDetail },
  decorators: [(Story) => <div style={{ maxInlineSize: '26rem' }}>{Story()}</div>],
} satisfies Meta<OrderSummaryProps>;

export default meta;
// The props are a union (a batch or a bundle): the play functions name their context's type.
type Story = StoryObj<OrderSummaryProps>;
type PlayContext = { canvasElement: HTMLElement };

export const NoPromo: Story = {};

export const WithPromoAndWallet: Story = {
  args: { validity: promoValidity, method: 'bkash' },
  play: async ({ canvasElement }: PlayContext) => {
    const total = within(canvasElement).getByText(bn.orderSummary.total).nextElementSibling;
    await expect(total).toHaveTextContent('৳১,৮৭৫');
  },
};

export const FreeWithScholarship: Story = { args: { validity: freePromoValidity, method: 'nagad' } };

export const BundlePlan: Story = {
  args: { batch: undefined, plan: bundlePlan, course: batchDetail.course },
  play: async ({ canvasElement }: PlayContext) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(bn.orderSummary.plan).nextElementSibling).toHaveTextContent(
      bundlePlan.title,
    );
    await expect(canvas.getByText(bn.orderSummary.access).nextElementSibling).toHaveTextContent(
      '৩৬৫ দিন, অন-ডিমান্ড',
    );
    await expect(canvas.queryByText(bn.orderSummary.batch)).toBeNull();
  },
};

export const BundlePlanWithPromo: Story = {
  args: {
    batch: undefined,
    plan: bundlePlan,
    course: batchDetail.course,
    method: 'bkash',
    validity: {
      ...promoValidity,
      original: { amount: 4000, currency: 'tk' },
      discount: { amount: 1000, currency: 'tk' },
      payable: { amount: 3000, currency: 'tk' },
    },
  },
};
