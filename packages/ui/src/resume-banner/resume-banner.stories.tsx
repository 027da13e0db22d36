import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bn } from '../copy/bn';
import { ResumeBanner } from './resume-banner';

const meta = {
  title: 'Learning/ResumeBanner',
  component: ResumeBanner,
  args: { position: 8, onRestart: fn() },
  decorators: [(Story) => <div style={{ maxInlineSize: '40rem' }}>{Story()}</div>],
} satisfies Meta<typeof ResumeBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Resumed: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(bn.resumeBanner.resumed('০:০৮'));
    await userEvent.click(canvas.getByRole('button', { name: bn.resumeBanner.restart }));
    await expect(args.onRestart).toHaveBeenCalled();
  },
};

export const Dismissable: Story = {
  args: { position: 3725, onDismiss: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: bn.resumeBanner.dismiss }));
    await expect(args.onDismiss).toHaveBeenCalled();
  },
};

export const Narrow360: Story = {
  args: { position: 190, onDismiss: fn() },
  decorators: [(Story) => <div style={{ inlineSize: 360 }}>{Story()}</div>],
};
