import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { bn } from '../copy/bn';
import { noRatings, ratingSummary } from '../fixtures/contract-examples';
import { RatingSummary } from './rating-summary';

const meta = {
  title: 'Shop/RatingSummary',
  component: RatingSummary,
  args: { summary: ratingSummary },
} satisfies Meta<typeof RatingSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 4.8 from 126 reviews, read as one sentence. */
export const Rated: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('৫-এর মধ্যে ৪.৮, ১২৬টি রিভিউ')).toBeInTheDocument();
  },
};

/** Half a star shows as half. */
export const HalfStar: Story = { args: { summary: { average: 3.5, count: 2 } } };

export const NoReviews: Story = {
  args: { summary: noRatings },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(bn.ratingSummary.none)).toBeVisible();
  },
};
