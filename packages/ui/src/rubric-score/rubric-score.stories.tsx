import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { bn } from '../copy/bn';
import { cappedScore, perfectScore, practiceScore } from '../fixtures/practice';
import { RubricScore } from './rubric-score';

const t = bn.rubricScore;

/**
 * A reviewed practice's score by Tilawat's rubric (domain's `scoreRecitation`, stored by the api):
 * the score out of 100, what each kind of mistake cost, and the rubric in words — a clear mistake
 * costs three points, a hidden one one, the same mistake counts at most three times.
 */
const meta = {
  title: 'Learning/Practice/RubricScore',
  component: RubricScore,
  args: { result: practiceScore },
  decorators: [(Story) => <div style={{ maxInlineSize: '36rem' }}>{Story()}</div>],
} satisfies Meta<typeof RubricScore>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three mistakes: ৯৫ / ১০০. */
export const Reviewed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('৯৫ / ১০০')).toBeVisible();
    await expect(canvas.getByRole('table', { name: t.deductions })).toBeVisible();
  },
};

/** Habits repeated past the limit: "৫টির মধ্যে ৩টি ধরা হয়েছে". */
export const RepeatLimit: Story = {
  args: { result: cappedScore },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('৫টির মধ্যে ৩টি ধরা হয়েছে')).toBeVisible();
  },
};

/** Not one mistake. */
export const Perfect: Story = {
  args: { result: perfectScore },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t.none)).toBeVisible();
  },
};

/** The repeat-limit table on a 360 px phone: it fits without scrolling. */
export const Phone: Story = {
  args: { result: cappedScore },
  decorators: [(Story) => <div style={{ inlineSize: 360 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    await document.fonts.ready;
    const region = within(canvasElement).getByRole('region');
    const table = within(region).getByRole('table');
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    await expect(table.getBoundingClientRect().right).toBeLessThanOrEqual(
      region.getBoundingClientRect().right,
    );
  },
};
