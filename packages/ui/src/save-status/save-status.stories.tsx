import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bn } from '../copy/bn';
import { quickSave } from '../fixtures/contract-examples';
import { SaveStatus } from './save-status';

const meta = {
  title: 'Learning/Exam/SaveStatus',
  component: SaveStatus,
  args: { status: 'saved', savedAt: quickSave.saved_at, onRetry: fn() },
} satisfies Meta<typeof SaveStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Saved: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(bn.saveStatus.saved('রাত ৮:১২'));
  },
};

/** A fresh attempt: nothing saved on the server yet (`saved_at` null). */
export const NothingSavedYet: Story = { args: { savedAt: null } };

export const Saving: Story = {
  args: { status: 'saving' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status).toHaveTextContent(bn.saveStatus.saving);
  },
};

export const Offline: Story = {
  args: { status: 'offline' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(bn.saveStatus.offline);
  },
};

export const SaveFailed: Story = {
  args: { status: 'error' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: bn.saveStatus.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Without `onRetry` (the page retries on its own): the message only. */
export const SaveFailedNoRetry: Story = {
  args: { status: 'error', onRetry: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
