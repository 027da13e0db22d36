import { describe, expect, it } from 'vitest';
import { formatClock } from './format-bn';

describe('formatClock', () => {
  it.each([
    { given: 0, want: '০:০০' },
    { given: 9.9, want: '০:০৯' },
    { given: 75, want: '১:১৫' },
    { given: 840, want: '১৪:০০' },
    { given: 3725, want: '১:০২:০৫' },
    { given: Number.NaN, want: '০:০০' },
    { given: Number.POSITIVE_INFINITY, want: '০:০০' },
  ])('$given s → $want', ({ given, want }) => {
    expect(formatClock(given)).toBe(want);
  });
});
