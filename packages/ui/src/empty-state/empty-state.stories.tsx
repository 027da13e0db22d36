import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../button/button';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: {
    title: 'এখনো কোনো কোর্সে ভর্তি হননি',
    description: 'প্রাথমিক স্তরের কোর্স দিয়ে শুরু করুন: আরবি হরফ থেকে শুদ্ধ তিলাওয়াত পর্যন্ত।',
    action: <Button>কোর্সগুলো দেখুন</Button>,
  },
  decorators: [(Story) => <div style={{ maxInlineSize: '36rem' }}>{Story()}</div>],
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoCourses: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'কোর্সগুলো দেখুন' })).toBeVisible();
  },
};

export const NoUpcomingClasses: Story = {
  args: {
    title: 'সামনে কোনো লাইভ ক্লাস নেই',
    description: 'পরের ক্লাসের সময় ঠিক হলে এখানে দেখাবে। ততক্ষণ আগের ক্লাসের রেকর্ডিং দেখে নিন।',
    action: <Button variant="secondary">রেকর্ডিং দেখুন</Button>,
  },
};

export const NoOrders: Story = {
  args: {
    title: 'কোনো অর্ডার নেই',
    description: 'শপ থেকে কুরআন শরীফ, তাজবিদের বই বা গিফট কার্ড কিনলে অর্ডার এখানে দেখাবে।',
    action: <a href="/shop">শপে যান</a>,
  },
};

export const WithoutAction: Story = {
  args: { title: undefined, description: 'এই মডিউলে এখনো কোনো পিডিএফ যোগ হয়নি।', action: undefined },
};
