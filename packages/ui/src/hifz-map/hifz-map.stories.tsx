import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { hifzCountsFatiha, hifzMapFatiha } from '../fixtures/hifz';
import { HifzMap } from './hifz-map';

const meta = {
  title: 'Learning/HifzMap',
  component: HifzMap,
  args: { map: hifzMapFatiha, counts: hifzCountsFatiha },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof HifzMap>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A target under way: memorised, shaky, due and not started ayahs, each a colour and a shape. */
export const UnderWay: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('img')).toHaveLength(1);
  },
};
