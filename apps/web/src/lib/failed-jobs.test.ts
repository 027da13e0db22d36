import { describe, expect, it } from 'vitest';
import {
  FAILED_JOBS_PAGE,
  type FailedJob,
  FIRST_PAGE,
  failedJobsQuery,
  jobsOf,
  nextFailedJobsPage,
  parseQueue,
  triesText,
} from './failed-jobs';

const job = (id: string): FailedJob => ({
  id,
  queue: 'notifier.message',
  title: 'এসএমএস ও ই-মেইল পাঠানো',
  about: 'outbox:42',
  attempts: 5,
  max_attempts: 5,
  error: 'DeliveryError: sms bulksmsbd HTTP 500',
  created_at: '2026-11-24T09:58:00+06:00',
  ended_at: '2026-11-24T10:00:00+06:00',
  kept_until: '2026-12-24T10:00:00+06:00',
});

describe('triesText', () => {
  it.each([
    { given: { attempts: 3, max_attempts: 3 }, want: '৩/৩' },
    { given: { attempts: 1, max_attempts: 1 }, want: '১/১' },
    { given: { attempts: 6, max_attempts: 12 }, want: '৬/১২' },
  ])('$given.attempts of $given.max_attempts → $want', ({ given, want }) => {
    expect(triesText(given)).toBe(want);
  });
});

describe('the list read page by page', () => {
  it('asks the first page without a moment, and each next one before the last answer’s next_before', () => {
    expect(failedJobsQuery('', FIRST_PAGE)).toEqual({ limit: FAILED_JOBS_PAGE });
    const next = nextFailedJobsPage({ next_before: '2026-11-24T04:00:00.001Z' });
    expect(next).toBe(Date.parse('2026-11-24T04:00:00.001Z'));
    expect(failedJobsQuery('learning.video', next ?? FIRST_PAGE)).toEqual({
      limit: FAILED_JOBS_PAGE,
      queue: 'learning.video',
      before: '2026-11-24T04:00:00.001Z',
    });
  });

  it('ends after a page without next_before', () => {
    expect(nextFailedJobsPage({ next_before: null })).toBeNull();
  });

  it('shows each job once across pages, in their order', () => {
    const pages = [{ items: [job('a'), job('b')] }, { items: [job('b'), job('c')] }];
    expect(jobsOf(pages).map((row) => row.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('parseQueue', () => {
  const queues = [{ name: 'notifier.message' as const }, { name: 'learning.video' as const }];
  it.each([
    { given: 'learning.video', want: 'learning.video' },
    { given: '', want: '' },
    { given: 'practice.audio', want: '' },
    { given: 'anything', want: '' },
  ])('$given → "$want"', ({ given, want }) => {
    expect(parseQueue(given, queues)).toBe(want);
  });
});
