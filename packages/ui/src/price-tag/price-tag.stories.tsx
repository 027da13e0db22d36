import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PriceTag } from './price-tag';

const meta = {
  title: 'Commerce/PriceTag',
  component: PriceTag,
  args: { price: { amount: 2500, currency: 'tk' } },
} satisfies Meta<typeof PriceTag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Regular: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('৳২,৫০০')).toBeVisible();
  },
};

export const Discounted: Story = { args: { originalPrice: { amount: 3000, currency: 'tk' } } };

export const FromPrice: Story = {
  args: { prefix: 'শুরু', price: { amount: 1500, currency: 'tk' }, size: 'sm' },
};

export const LargeAtCheckout: Story = {
  args: {
    size: 'lg',
    price: { amount: 1875, currency: 'tk' },
    originalPrice: { amount: 2500, currency: 'tk' },
  },
};

export const Lakh: Story = { args: { price: { amount: 125000, currency: 'tk' } } };

export const Free: Story = { args: { price: { amount: 0, currency: 'tk' } } };
