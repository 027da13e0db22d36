import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bn } from '../copy/bn';
import { ConnectionBanner } from './connection-banner';

const meta = {
  title: 'Site/ConnectionBanner',
  component: ConnectionBanner,
  args: { kind: 'offline', updatedAt: '2026-11-29T10:30:00Z' },
} satisfies Meta<typeof ConnectionBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A kept page read without a connection, with when it was fetched. */
export const Offline: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/অফলাইনে.*শেষ হালনাগাদ/);
  },
};

/** A kept page whose fetch moment is not known. */
export const OfflineWithoutMoment: Story = {
  args: { kind: 'offline', updatedAt: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(bn.connectionBanner.offline);
  },
};

/** A new version is ready: nothing changes until the learner chooses it. */
export const Update: Story = {
  args: { kind: 'update', onUpdate: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(bn.connectionBanner.update);
    await userEvent.click(canvas.getByRole('button', { name: bn.connectionBanner.updateAction }));
    await expect((args as { onUpdate: () => void }).onUpdate).toHaveBeenCalled();
  },
};

export const Narrow360: Story = {
  args: { kind: 'update', onUpdate: fn() },
  decorators: [(Story) => <div style={{ inlineSize: 360 }}>{Story()}</div>],
};
