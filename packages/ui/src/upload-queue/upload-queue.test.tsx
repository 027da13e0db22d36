import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bn } from '../copy/bn';
import { expectNoAxeViolations } from '../test/axe';
import { UploadQueue, type UploadQueueItem, type UploadQueueProps } from './upload-queue';

const t = bn.uploadQueue;

const items: UploadQueueItem[] = [
  { ayah: 1, state: 'sent' },
  { ayah: 2, state: 'sent' },
  { ayah: 3, state: 'uploading', progress: 0.42 },
  { ayah: 4, state: 'waiting' },
  { ayah: 5, state: 'failed', error: 'সার্ভারে পৌঁছানো যায়নি।' },
  { ayah: 6, state: 'recorded' },
];

function Queue(props: Partial<UploadQueueProps>) {
  return <UploadQueue items={items} online {...props} />;
}

const row = (ayah: number) => screen.getByText(t.ayah(ayah)).closest('li') as HTMLElement;
const summary = () => screen.getAllByRole('status')[1] as HTMLElement;

describe('UploadQueue', () => {
  it('lists every ayah with its state in Bengali words, and a shape by state', () => {
    render(<Queue />);
    const list = screen.getByRole('list', { name: t.label });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((li) => li.textContent)).toEqual([
      'আয়াত ১পাঠানো হয়েছে',
      'আয়াত ২পাঠানো হয়েছে',
      'আয়াত ৩পাঠানো হচ্ছে — ৪২%',
      'আয়াত ৪নেটওয়ার্কের অপেক্ষায়',
      'আয়াত ৫পাঠানো যায়নিসার্ভারে পৌঁছানো যায়নি।',
      'আয়াত ৬রেকর্ড হয়েছে',
    ]);
    expect(rows.map((li) => li.dataset.state)).toEqual([
      'sent',
      'sent',
      'uploading',
      'waiting',
      'failed',
      'recorded',
    ]);
    expect(t.state).toEqual({
      recorded: 'রেকর্ড হয়েছে',
      waiting: 'নেটওয়ার্কের অপেক্ষায়',
      uploading: 'পাঠানো হচ্ছে',
      sent: 'পাঠানো হয়েছে',
      failed: 'পাঠানো যায়নি',
    });
  });

  it('uploading: a progressbar named by the ayah with aria-valuenow and the value in Bengali digits', () => {
    render(<Queue />);
    const bar = screen.getByRole('progressbar', { name: 'আয়াত ৩' });
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(bar.getAttribute('aria-valuetext')).toBe('৪২%');
    expect(screen.getAllByRole('progressbar')).toHaveLength(1);
  });

  it.each([
    [-0.5, '0'],
    [1.7, '100'],
    [Number.NaN, '0'],
    [undefined, '0'],
    [0.999, '100'],
  ])('takes progress %j as %s %%', (progress, want) => {
    render(<UploadQueue online items={[{ ayah: 1, state: 'uploading', progress }]} />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe(want);
  });

  it('failed: the reason, and "আবার চেষ্টা করুন" described by the ayah calls onRetry with it', async () => {
    const onRetry = vi.fn();
    render(<Queue onRetry={onRetry} />);
    const retry = within(row(5)).getByRole('button', { name: t.retry });
    expect(document.getElementById(retry.getAttribute('aria-describedby') ?? '')?.textContent).toBe('আয়াত ৫');
    await userEvent.click(retry);
    expect(onRetry).toHaveBeenCalledWith(5);
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('draws no retry without onRetry', () => {
    render(<Queue />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says how many were sent and failed in a polite status that ignores percentages', () => {
    const { rerender } = render(<Queue />);
    const region = summary();
    expect(region.textContent).toBe('৬টির মধ্যে ২টি পাঠানো হয়েছে · ১টি পাঠানো যায়নি');
    rerender(<Queue items={items.map((i) => (i.ayah === 3 ? { ...i, progress: 0.9 } : i))} />);
    expect(region.textContent).toBe('৬টির মধ্যে ২টি পাঠানো হয়েছে · ১টি পাঠানো যায়নি');
    rerender(<Queue items={items.map((i) => ({ ayah: i.ayah, state: 'sent' }))} />);
    expect(summary()).toBe(region);
    expect(region.textContent).toBe(t.allSent);
  });

  it('offline: a banner in a status region says the recordings stay on the phone', () => {
    const { rerender } = render(<Queue />);
    const banner = screen.getAllByRole('status')[0] as HTMLElement;
    expect(banner.textContent).toBe('');
    rerender(<Queue online={false} />);
    expect(screen.getAllByRole('status')[0]).toBe(banner);
    expect(banner.textContent).toBe(
      'আপনি অফলাইনে আছেন — রেকর্ডিং এই ফোনেই রাখা আছে, নেটওয়ার্ক ফিরলে নিজে থেকেই যাবে।',
    );
  });

  it('empty: says what will appear', () => {
    render(<UploadQueue items={[]} online />);
    expect(screen.getByText(t.empty)).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('keeps the focus on the ayah when its pressed retry button leaves', async () => {
    const { rerender } = render(<Queue onRetry={() => {}} />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: t.retry }));
    rerender(
      <Queue
        onRetry={() => {}}
        items={items.map((i) => (i.ayah === 5 ? { ayah: 5, state: 'uploading', progress: 0 } : i))}
      />,
    );
    expect(document.activeElement).toBe(row(5));
  });

  it.each<Partial<UploadQueueProps>>([{ onRetry: () => {} }, { online: false }, { items: [] }])(
    'should have no accessibility violations (%j)',
    async (given) => {
      const { container } = render(<Queue {...given} />);
      await expectNoAxeViolations(container);
    },
  );
});
