import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bn } from '../copy/bn';
import { bundlePlan } from '../fixtures/contract-examples';
import { PlanCard } from './plan-card';

const meta = {
  title: 'Learning/PlanCard',
  component: PlanCard,
  args: { plan: bundlePlan, onBuy: fn() },
  decorators: [(Story) => <div style={{ maxInlineSize: '26rem' }}>{Story()}</div>],
} satisfies Meta<typeof PlanCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('৩৬৫ দিনের অ্যাক্সেস')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: bn.planCard.buy }));
    await expect(args.onBuy).toHaveBeenCalledWith(bundlePlan);
  },
};

export const AsALink: Story = {
  args: { href: '/checkout?course=1&plan=full-course' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: bn.planCard.buy })).toHaveAttribute(
      'href',
      '/checkout?course=1&plan=full-course',
    );
  },
};

export const StartingCheckout: Story = { args: { pending: true } };

export const ShortAccess: Story = {
  args: {
    plan: {
      ...bundlePlan,
      id: 'three-months',
      title: 'তিন মাসের প্যাকেজ',
      description: 'প্রথম তিন মডিউলের রেকর্ডিং ও স্টাডি প্ল্যান।\nপরীক্ষা অন্তর্ভুক্ত নয়।',
      access_days: 90,
      price: { amount: 1500, currency: 'tk' },
    },
  },
};

export const Narrow360: Story = {
  decorators: [(Story) => <div style={{ inlineSize: 360 }}>{Story()}</div>],
};
