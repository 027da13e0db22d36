import { describe, expect, it } from 'vitest';
import { type PlanFacts, planProgress, watchCount, watchedEnough } from './study-plan';

const items = [
  { id: 1, kind: 'recording', refId: 101 },
  { id: 2, kind: 'live', refId: 501 },
  { id: 3, kind: 'reading', refId: null },
  { id: 4, kind: 'recording', refId: 102 },
  { id: 5, kind: 'exam', refId: 71 },
] as const;

const none: PlanFacts = { watched: new Map(), attended: new Set(), passed: new Set(), openedNotes: false };

describe('a study plan’s progress', () => {
  it('a recording is watched past 90 % of its length', () => {
    expect(watchedEnough(540, 600)).toBe(true);
    expect(watchedEnough(539, 600)).toBe(false);
    expect(watchedEnough(0, 0)).toBe(false);
  });

  it('counts recordings watched by the same rule, of all of them', () => {
    expect(watchCount([])).toEqual({ watched: 0, total: 0 });
    expect(
      watchCount([
        { seconds: 540, duration: 600 },
        { seconds: 539, duration: 600 },
        { seconds: 0, duration: 0 },
        { seconds: 900, duration: 600 },
      ]),
    ).toEqual({ watched: 2, total: 4 });
  });

  it('nothing done: the first item is next', () => {
    expect(planProgress(items, none)).toEqual({ done: new Set(), nextItemId: 1 });
  });

  it('marks each kind by its own fact, and the next is the first not done', () => {
    const progress = planProgress(items, {
      ...none,
      watched: new Map([
        [101, { seconds: 600, duration: 600 }],
        [102, { seconds: 100, duration: 600 }],
      ]),
      attended: new Set([501]),
      openedNotes: true,
    });
    expect([...progress.done].sort()).toEqual([1, 2, 3]);
    expect(progress.nextItemId).toBe(4);
  });

  it('a reading counts once a later item is done, even with no PDF opened', () => {
    const progress = planProgress(items, { ...none, passed: new Set([71]) });
    expect([...progress.done].sort()).toEqual([3, 5]);
    expect(progress.nextItemId).toBe(1);
  });

  it('all done: no next item', () => {
    const progress = planProgress(items, {
      watched: new Map([
        [101, { seconds: 590, duration: 600 }],
        [102, { seconds: 560, duration: 600 }],
      ]),
      attended: new Set([501]),
      passed: new Set([71]),
      openedNotes: false,
    });
    expect(progress).toEqual({ done: new Set([1, 2, 3, 4, 5]), nextItemId: null });
  });
});
