import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bn } from '../copy/bn';
import { UploadProgress } from './upload-progress';

const t = bn.uploadProgress;
const video = 'পাঠ-০৩-মাখরাজ-হালক.mp4';

/**
 * A lesson video (or a PDF) on its way into a course, in the operator console: the bytes going up,
 * the server's background job making the HLS rendition, then ready or failed. A native `<progress>`
 * named by the file; each phase's words are announced once (politely), a failure as an alert.
 */
const meta = {
  title: 'Components/UploadProgress',
  component: UploadProgress,
  args: { label: video, phase: 'uploading', percent: 42 },
  argTypes: {
    phase: {
      control: 'inline-radio',
      options: ['uploading', 'queued', 'processing', 'ready', 'failed'],
    },
    percent: { control: { type: 'range', min: 0, max: 100, step: 1 } },
  },
  decorators: [(Story) => <div style={{ maxInlineSize: '32rem' }}>{Story()}</div>],
} satisfies Meta<typeof UploadProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bytes going up: the bar at 42 %, "আপলোড হচ্ছে — ৪২%", and a cancel button reached by keyboard. */
export const Uploading: Story = {
  args: { onCancel: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: video });
    await expect(bar).toHaveAttribute('value', '42');
    await expect(bar).toHaveAttribute('aria-valuetext', '৪২%');
    await expect(canvas.getByRole('status')).toHaveTextContent(t.phase.uploading);
    await expect(canvas.getByText(t.phase.uploading).parentElement).toHaveTextContent('আপলোড হচ্ছে — ৪২%');
    await userEvent.tab();
    const cancel = canvas.getByRole('button', { name: t.cancel });
    await expect(cancel).toHaveFocus();
    await expect(cancel).toHaveAccessibleDescription(video);
    await expect(getComputedStyle(cancel).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** The server has the file and its job has not started: the bar has no value (indeterminate). */
export const Queued: Story = {
  args: { phase: 'queued', percent: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: video }) as HTMLProgressElement;
    await expect(bar).not.toHaveAttribute('value');
    await expect(bar.matches(':indeterminate')).toBe(true);
    await expect(canvas.getByRole('status')).toHaveTextContent('সার্ভারে পৌঁছেছে — প্রসেসের অপেক্ষায়');
  },
};

/** The background job is making the HLS rendition: "ভিডিও তৈরি হচ্ছে — ৬৫%". */
export const Processing: Story = {
  args: { phase: 'processing', percent: 65 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: video })).toHaveAttribute('value', '65');
    await expect(canvas.getByText(t.phase.processing).parentElement).toHaveTextContent(
      'ভিডিও তৈরি হচ্ছে — ৬৫%',
    );
  },
};

/** Done: a full bar in the success colour and "প্রস্তুত"; no buttons. */
export const Ready: Story = {
  args: { phase: 'ready', percent: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: video })).toHaveAttribute('value', '100');
    await expect(canvas.getByRole('status')).toHaveTextContent(t.phase.ready);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The upload or the job failed: the server's reason is an alert, and "আবার চেষ্টা করুন" retries. */
export const Failed: Story = {
  args: {
    phase: 'failed',
    percent: undefined,
    error: 'ভিডিওটি প্রসেস করা যায়নি: ফাইলটি হয়তো নষ্ট। অন্য একটি MP4 দিন।',
    onRetry: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('ভিডিওটি প্রসেস করা যায়নি');
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await userEvent.click(canvas.getByRole('button', { name: t.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A PDF handout on a 360 px phone, with a long name: nothing overflows, the button a 44 px target. */
export const Phone: Story = {
  decorators: [(Story) => <div style={{ inlineSize: 360 }}>{Story()}</div>],
  args: {
    label: 'তাজবীদ-হ্যান্ডআউট-অধ্যায়-০৩-মাখরাজ-ও-সিফাত-চূড়ান্ত-সংস্করণ.pdf',
    percent: 7,
    onCancel: fn(),
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group');
    await expect(group.scrollWidth).toBeLessThanOrEqual(group.clientWidth);
    await expect(group.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    const cancel = within(group).getByRole('button', { name: t.cancel });
    await expect(cancel.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
