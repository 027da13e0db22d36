import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../button/button';
import { hifzSabaq, hifzSabqi } from '../fixtures/hifz';
import { HifzItem } from './hifz-item';

const meta = {
  title: 'Learning/HifzItem',
  component: HifzItem,
  args: { item: hifzSabaq },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof HifzItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Today's new ayahs, not started: the page gives the button that starts the recording. */
export const Sabaq: Story = {
  args: { children: <Button>রেকর্ড শুরু করুন</Button> },
};

/** Yesterday's sabaq, sent to the teacher and rated by the learner: two words were marked before. */
export const SabqiWithWeakWords: Story = {
  args: { item: hifzSabqi },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('mark')).toHaveLength(2);
    await expect(within(canvasElement).getByText(/নিজের মূল্যায়ন/)).toBeInTheDocument();
  },
};
