import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bn } from '../copy/bn';
import { UploadQueue, type UploadQueueItem, type UploadQueueProps } from './upload-queue';

const t = bn.uploadQueue;

const mixed: UploadQueueItem[] = [
  { ayah: 1, state: 'sent' },
  { ayah: 2, state: 'sent' },
  { ayah: 3, state: 'uploading', progress: 0.42 },
  { ayah: 4, state: 'waiting' },
  { ayah: 5, state: 'failed', error: 'সার্ভারে পৌঁছানো যায়নি। আবার চেষ্টা করুন।' },
  { ayah: 6, state: 'recorded' },
  { ayah: 7, state: 'recorded' },
];

/**
 * The practice page's uploads: each recorded ayah kept on the phone (IndexedDB) until the teacher's
 * server has it, resumed by tus when the network returns. State by words, a shape and colour; a
 * progressbar while uploading; a retry on failure; a banner while offline. The count above the list
 * is a polite status that changes per ayah, never per percent.
 */
const meta = {
  title: 'Learning/Practice/UploadQueue',
  component: UploadQueue,
  args: { items: mixed, online: true, onRetry: fn() },
  decorators: [(Story) => <div style={{ maxInlineSize: '32rem' }}>{Story()}</div>],
} satisfies Meta<typeof UploadQueue>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every state at once: sent, uploading at 42 %, waiting, failed (with retry), recorded. */
export const Mixed: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: t.ayah(3) });
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
    await expect(canvas.getByText('৭টির মধ্যে ২টি পাঠানো হয়েছে · ১টি পাঠানো যায়নি')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t.retry })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledWith(5);
  },
};

/** Offline: the banner says the recordings are safe on the phone and will go by themselves. */
export const Offline: Story = {
  args: {
    online: false,
    items: [
      { ayah: 1, state: 'sent' },
      { ayah: 2, state: 'waiting' },
      { ayah: 3, state: 'waiting' },
      { ayah: 4, state: 'recorded' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t.offline)).toBeVisible();
  },
};

/** Everything sent. */
export const AllSent: Story = {
  args: { items: mixed.map(({ ayah }) => ({ ayah, state: 'sent' as const })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t.allSent)).toBeVisible();
  },
};

/** Recorded on the phone, not sent yet (the learner sends the practice when every ayah is ready). */
export const RecordedOnly: Story = {
  args: { items: [1, 2, 3].map((ayah) => ({ ayah, state: 'recorded' as const })) },
};

/** A failure without a retry (the page retries by itself) and without a reason: the state says it. */
export const FailedWithoutRetry: Story = {
  args: { items: [{ ayah: 4, state: 'failed' }], onRetry: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t.state.failed)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Nothing recorded yet. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t.empty)).toBeVisible();
  },
};

/** On a 360 px phone, offline, a long reason: nothing overflows, retry is a 44 px target. */
export const Phone: Story = {
  args: {
    online: false,
    items: [
      { ayah: 254, state: 'uploading', progress: 0.07 },
      {
        ayah: 255,
        state: 'failed',
        error: 'রেকর্ডিংটি ৬০ সেকেন্ডের বেশি লম্বা বা ২ মেগাবাইটের বড়; আয়াতটি আবার রেকর্ড করুন।',
      },
    ],
  },
  decorators: [(Story) => <div style={{ inlineSize: 360 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    await document.fonts.ready;
    const list = within(canvasElement).getByRole('list');
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    const retry = within(list).getByRole('button', { name: t.retry });
    await expect(retry.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** A pretend network: the uploads run one after the other; the retry sends a failed one again. */
function Uploading(args: UploadQueueProps) {
  const [items, setItems] = useState<UploadQueueItem[]>(args.items);
  useEffect(() => {
    const timer = setInterval(() => {
      setItems((current) => {
        const next =
          current.find((i) => i.state === 'uploading') ?? current.find((i) => i.state === 'waiting');
        if (!next) return current;
        return current.map((i) => {
          if (i !== next) return i;
          const progress = (i.progress ?? 0) + 0.2;
          return progress >= 1 ? { ayah: i.ayah, state: 'sent' } : { ...i, state: 'uploading', progress };
        });
      });
    }, 250);
    return () => clearInterval(timer);
  }, []);
  return (
    <UploadQueue
      {...args}
      items={items}
      onRetry={(ayah) => {
        args.onRetry?.(ayah);
        setItems((current) => current.map((i) => (i.ayah === ayah ? { ayah, state: 'waiting' } : i)));
      }}
    />
  );
}

/** Live: each ayah goes up in turn; a retried one joins the queue; the count is announced per ayah. */
export const Live: Story = {
  args: {
    items: [
      { ayah: 1, state: 'uploading', progress: 0.2 },
      { ayah: 2, state: 'waiting' },
      { ayah: 3, state: 'failed', error: 'সার্ভারে পৌঁছানো যায়নি।' },
    ],
  },
  render: (args) => <Uploading {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.retry }));
    await expect(await canvas.findByText(t.allSent, undefined, { timeout: 8000 })).toBeVisible();
  },
};
