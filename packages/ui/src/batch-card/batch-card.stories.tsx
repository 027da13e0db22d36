import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bn } from '../copy/bn';
import { fullBatch, liveBatch, onDemandBatch, roomyBatch, storyNow } from '../fixtures/contract-examples';
import { BatchCard } from './batch-card';

const meta = {
  title: 'Learning/BatchCard',
  component: BatchCard,
  args: { batch: liveBatch, now: storyNow, onEnroll: fn() },
  decorators: [(Story) => <div style={{ maxInlineSize: '26rem' }}>{Story()}</div>],
} satisfies Meta<typeof BatchCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FewSeatsLeft: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(bn.batch.seatsLeft(7))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: bn.batch.enroll }));
    await expect(args.onEnroll).toHaveBeenCalledWith(liveBatch);
  },
};

export const PlentyOfSeats: Story = { args: { batch: roomyBatch } };

/** As a course page draws it on the server: "ভর্তি হন" is a link to the checkout with the batch chosen. */
export const AsLink: Story = {
  args: { enrollHref: '/checkout?batch=12' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: bn.batch.enroll });
    await expect(link).toHaveAttribute('href', '/checkout?batch=12');
  },
};

export const Full: Story = {
  args: { batch: fullBatch },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toBeDisabled();
  },
};

export const OnDemand: Story = { args: { batch: onDemandBatch } };

export const StartingCheckout: Story = { args: { pending: true } };

export const Enrolled: Story = { args: { enrolled: true } };

export const Narrow320: Story = {
  decorators: [(Story) => <div style={{ inlineSize: 320 }}>{Story()}</div>],
};
