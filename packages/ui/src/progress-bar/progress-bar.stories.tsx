import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { bn } from '../copy/bn';
import { ProgressBar } from './progress-bar';

const meta = {
  title: 'Learning/ProgressBar',
  component: ProgressBar,
  args: { value: 3, max: 10, label: 'আরবি হরফ ও মাখরাজ' },
  decorators: [(Story) => <div style={{ maxInlineSize: '26rem' }}>{Story()}</div>],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Partway: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'আরবি হরফ ও মাখরাজ' });
    await expect(bar).toHaveAttribute('aria-valuenow', '3');
    await expect(bar).toHaveAttribute('aria-valuetext', bn.progressBar.watchedText(3, 10));
    await expect(within(canvasElement).getByText('৩/১০ পাঠ দেখা হয়েছে')).toBeVisible();
  },
};

export const NotStarted: Story = { args: { value: 0 } };

export const AllWatched: Story = { args: { value: 10 } };

export const Small: Story = { args: { size: 'sm', value: 7 } };

export const NoLessonsYet: Story = {
  args: { value: 0, max: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(bn.progressBar.empty)).toBeVisible();
    await expect(within(canvasElement).queryByRole('progressbar')).toBeNull();
  },
};

export const Narrow360: Story = {
  args: { value: 48, max: 120, label: 'কুরআন শিক্ষা — প্রাথমিক স্তর' },
  decorators: [(Story) => <div style={{ inlineSize: 360 }}>{Story()}</div>],
};
