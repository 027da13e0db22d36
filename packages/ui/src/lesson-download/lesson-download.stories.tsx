import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bn } from '../copy/bn';
import { LessonDownload } from './lesson-download';

const MB = 1024 * 1024;

const meta = {
  title: 'Learning/LessonDownload',
  component: LessonDownload,
  args: { phase: 'idle', onDownload: fn(), onPause: fn(), onResume: fn(), onRemove: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LessonDownload>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not on the device: one button. */
export const Idle: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: bn.lessonDownload.download }));
    await expect(args.onDownload).toHaveBeenCalled();
  },
};

/** The last download failed: the reason, and the retry. */
export const Failed: Story = {
  args: { error: 'এই পাঠের ভিডিওটি এখন ডাউনলোড করা যাচ্ছে না। অনলাইনে দেখুন, বা পরে আবার চেষ্টা করুন।' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/ডাউনলোড/);
  },
};

/** More than one rendition: the smallest first and chosen. */
export const Choosing: Story = {
  args: {
    phase: 'choosing',
    choices: [
      { id: 'main', sizeBytes: 20 * MB, bandwidthBps: 300_000 },
      { id: 'hd', sizeBytes: 80 * MB, bandwidthBps: 1_200_000 },
    ],
    onChoose: fn(),
  },
};

/** Downloading: the bytes saved of all, and "থামান". */
export const Downloading: Story = {
  args: { phase: 'downloading', savedBytes: 3.2 * MB, totalBytes: 12 * MB },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('value', '26');
  },
};

/** The connection broke part-way: it resumes by itself when the connection returns. */
export const Paused: Story = {
  args: { phase: 'paused', savedBytes: 5 * MB, totalBytes: 12 * MB },
};

/** Every file on the device, and until when it plays. */
export const Ready: Story = {
  args: { phase: 'ready', savedBytes: 12 * MB, totalBytes: 12 * MB, licenceUntil: '2026-12-06T10:00:00Z' },
};
