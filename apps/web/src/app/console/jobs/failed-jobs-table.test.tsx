import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { FailedJob } from '~/lib/failed-jobs';
import { FailedJobsTable, type FailedJobsTableProps } from './failed-jobs-table';

const message: FailedJob = {
  id: '0f6c8a52-3b1d-4e7f-9a2c-5d4e3f2a1b0c',
  queue: 'notifier.message',
  title: 'এসএমএস ও ই-মেইল পাঠানো',
  about: 'outbox:42',
  attempts: 5,
  max_attempts: 5,
  error: 'DeliveryError: sms bulksmsbd HTTP 500',
  created_at: '2026-11-24T09:58:00+06:00',
  ended_at: '2026-11-24T10:00:00+06:00',
  kept_until: '2026-12-24T10:00:00+06:00',
};
const video: FailedJob = {
  ...message,
  id: '6d1f2c3b-8a9e-4f70-b1c2-3d4e5f6a7b8c',
  queue: 'learning.video',
  title: 'পাঠের ভিডিও তৈরি',
  about: 'video-job:9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  attempts: 3,
  max_attempts: 3,
  error: null,
};

const draw = (props: Partial<FailedJobsTableProps> = {}) =>
  renderToString(
    createElement(FailedJobsTable, {
      jobs: [message, video],
      busyId: null,
      filtered: false,
      onRetry: () => {},
      ...props,
    }),
  );

/** The retry buttons of the drawn table, as `<button …>` tags. */
const buttonsOf = (html: string) => html.match(/<button[^>]*aria-label="[^"]*আবার চেষ্টা করুন"[^>]*>/g) ?? [];

describe('FailedJobsTable', () => {
  it('names each job by its queue and record, with its tries in Bengali digits, its error and when', () => {
    const html = draw();
    expect(html).toContain('<caption');
    expect(html).toContain('এসএমএস ও ই-মেইল পাঠানো');
    expect(html).toContain('outbox:42');
    expect(html).toContain('৫/৫');
    expect(html).toContain('৩/৩');
    expect(html).toContain('DeliveryError: sms bulksmsbd HTTP 500');
    // Asia/Dhaka, Bengali digits: given up on the 24th, kept until the 24th of the next month
    expect(html).toMatch(/২৪ নভেম্বর/);
    expect(html).toMatch(/২৪ ডিসেম্বর[^<]*পর্যন্ত রাখা হবে/);
  });

  it('gives every job a retry button named for that job, which a keyboard reaches (a real button)', () => {
    const buttons = buttonsOf(draw());
    expect(buttons).toHaveLength(2);
    expect(buttons[0]).toContain('aria-label="এসএমএস ও ই-মেইল পাঠানো (outbox:42): আবার চেষ্টা করুন"');
    expect(buttons[1]).toContain('পাঠের ভিডিও তৈরি (video-job:9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d)');
    for (const button of buttons) expect(button).not.toMatch(/tabindex="-1"|disabled/);
  });

  it('while one retry is on its way, holds the other buttons', () => {
    const [first, second] = buttonsOf(draw({ busyId: message.id }));
    expect(first).toContain('aria-busy="true"');
    expect(second).toMatch(/disabled/);
  });

  it('says when there is nothing to retry, and when a queue has nothing', () => {
    expect(draw({ jobs: [] })).toContain('কোনো ব্যর্থ কাজ নেই।');
    expect(draw({ jobs: [], filtered: true })).toContain('এই ধরনের কোনো ব্যর্থ কাজ নেই।');
  });
});
