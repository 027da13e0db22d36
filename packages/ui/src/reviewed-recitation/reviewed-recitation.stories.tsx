import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { reviewedSabaq } from '../fixtures/hifz';
import { ReviewedRecitation } from './reviewed-recitation';

const meta = {
  title: 'Learning/ReviewedRecitation',
  component: ReviewedRecitation,
  args: { recitation: reviewedSabaq },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ReviewedRecitation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A day's sabaq as the guardian sees it: one ayah clean, one asked again with two marked words. */
export const HifzSabaq: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/লাম-এ যের/)).toBeInTheDocument();
  },
};
