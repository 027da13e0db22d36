import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { bn } from '../copy/bn';
import { cleanMistakeSummary, emptyMistakeSummary, mistakeSummary } from '../fixtures/practice';
import { MistakeSummary } from './mistake-summary';

const t = bn.mistakeSummary;

/**
 * What a learner's reviews add up to: the kinds of mistake they make most (category and severity
 * in Bengali, counts in words and as bars) and the words to drill, each with its place in the Quran.
 */
const meta = {
  title: 'Learning/Practice/MistakeSummary',
  component: MistakeSummary,
  args: { summary: mistakeSummary },
  decorators: [(Story) => <div style={{ maxInlineSize: '36rem' }}>{Story()}</div>],
} satisfies Meta<typeof MistakeSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three reviews, fourteen marks: four kinds and four words to drill. */
export const Frequent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('list', { name: t.kinds })).getAllByRole('listitem')).toHaveLength(
      4,
    );
    const word = canvas.getByText('لِلَّهِ');
    await expect(word).toBeVisible();
    await expect(getComputedStyle(word).fontFamily).toMatch(/Amiri Quran/);
  },
};

/** Before the first review: what will appear here. */
export const NoReviewYet: Story = {
  args: { summary: emptyMistakeSummary },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t.emptyTitle)).toBeVisible();
  },
};

/** Reviewed, and not one mark. */
export const NoMistakes: Story = {
  args: { summary: cleanMistakeSummary },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t.cleanTitle)).toBeVisible();
  },
};

/** One kind, one word. */
export const Single: Story = {
  args: {
    summary: {
      reviewed: 1,
      marks: 1,
      kinds: [{ category: 'qalqalah', severity: 'khafi', count: 1 }],
      words: [{ surah: 112, ayah: 1, word: 3, text: 'أَحَدٌ', count: 1 }],
    },
  },
};

/** On a 360 px phone: nothing overflows. */
export const Phone: Story = {
  decorators: [(Story) => <div style={{ inlineSize: 360 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    await document.fonts.ready;
    const region = within(canvasElement).getByRole('region');
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  },
};
