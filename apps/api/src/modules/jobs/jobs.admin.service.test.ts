import { describe, expect, it } from 'vitest';
import type { JobSummary } from '../../core/jobs';
import { errorText } from './jobs.admin.handlers';
import { failedPage } from './jobs.admin.service';

/** A failed job given up at `ended` (ms after a fixed moment). */
const job = (id: string, ended: number): JobSummary => ({
  id,
  queue: 'notifier.message',
  title: 'এসএমএস ও ই-মেইল পাঠানো',
  state: 'failed',
  data: { outboxId: 1 },
  attempts: 5,
  maxAttempts: 5,
  error: null,
  createdAt: new Date(0),
  endedAt: new Date(1_000_000 + ended),
  keptUntil: null,
});
const ids = (jobs: JobSummary[]) => jobs.map((row) => row.id);
const at = (ended: number) => new Date(1_000_000 + ended);

describe('failedPage', () => {
  it.each([
    {
      what: 'fewer rows than the page holds: the last page',
      rows: [job('a', 30), job('b', 20)],
      want: { items: ['a', 'b'], nextBefore: null },
    },
    {
      what: 'exactly a page: still the last',
      rows: [job('a', 30), job('b', 20), job('c', 10)],
      want: { items: ['a', 'b', 'c'], nextBefore: null },
    },
    {
      what: 'one more than a page: the next starts before the last shown millisecond',
      rows: [job('a', 30), job('b', 20), job('c', 10), job('d', 5)],
      want: { items: ['a', 'b', 'c'], nextBefore: at(10) },
    },
    {
      what: 'the page ends within a millisecond that goes on: those jobs wait for the next page',
      rows: [job('a', 30), job('b', 10), job('c', 10), job('d', 10)],
      want: { items: ['a'], nextBefore: at(11) },
    },
    {
      what: 'the millisecond before the page ends is whole on it',
      rows: [job('a', 30), job('b', 30), job('c', 10), job('d', 5)],
      want: { items: ['a', 'b', 'c'], nextBefore: at(10) },
    },
    {
      what: 'a whole page within one millisecond: shown, the next starts before it',
      rows: [job('a', 10), job('b', 10), job('c', 10), job('d', 10)],
      want: { items: ['a', 'b', 'c'], nextBefore: at(10) },
    },
  ])('$what', ({ rows, want }) => {
    const page = failedPage(rows, 3);
    expect({ items: ids(page.items), nextBefore: page.nextBefore }).toEqual(want);
  });
});

describe('errorText', () => {
  it.each([
    { given: null, want: null },
    {
      given: 'DeliveryError: sms bulksmsbd HTTP 500: {"error":"gateway down"}',
      want: 'DeliveryError: sms bulksmsbd HTTP 500: {"error":"gateway down"}',
    },
    { given: 'ffmpeg exited 1\r', want: 'ffmpeg exited 1' },
    { given: 'a\tb\u0000c\u007fd', want: 'a b c d' },
    { given: 'cut in a pair 😀\uD83D', want: 'cut in a pair 😀\uFFFD' },
  ])('$given → $want', ({ given, want }) => {
    expect(errorText(given)).toBe(want);
  });
});
