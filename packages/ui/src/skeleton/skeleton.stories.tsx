import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { bn } from '../copy/bn';
import { Skeleton } from './skeleton';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  decorators: [(Story) => <div style={{ maxInlineSize: '22rem' }}>{Story()}</div>],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(bn.skeleton.loading);
  },
};

export const Card: Story = { args: { variant: 'card' } };

export const Block: Story = { args: { variant: 'block', height: '10rem' } };

export const Avatar: Story = { args: { variant: 'circle' } };

export const CourseGridLoading: Story = {
  decorators: [
    (Story) => (
      <section
        aria-busy="true"
        aria-label="কোর্সের তালিকা"
        style={{ display: 'grid', gap: 16, maxInlineSize: '22rem' }}
      >
        {Story()}
      </section>
    ),
  ],
  render: () => (
    <>
      <Skeleton variant="card" />
      <Skeleton variant="card" announce={false} />
      <Skeleton variant="card" announce={false} />
    </>
  ),
};
