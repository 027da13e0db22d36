import { describe, expect, it } from 'vitest';
import { newHifzCard, reviewHifzCard } from './schedule';

const at = new Date('2026-12-01T04:00:00Z');
const days = (card: { due: Date }, from = at) =>
  Math.round((card.due.getTime() - from.getTime()) / 86_400_000);

describe('FSRS schedule of a unit (ts-fsrs)', () => {
  it('a unit just given is due at once', () => {
    expect(newHifzCard(at).due.getTime()).toBe(at.getTime());
  });

  it('a worse rating brings the next review sooner', () => {
    const next = (['again', 'hard', 'good', 'easy'] as const).map((rating) =>
      days(reviewHifzCard(newHifzCard(at), rating, at, 'teacher')),
    );
    expect(next[0]).toBeGreaterThanOrEqual(1);
    for (let i = 1; i < next.length; i++) expect(next[i]).toBeGreaterThan(next[i - 1] as number);
  });

  it('intervals grow while the recitations stay good, and a lapse shortens them', () => {
    let card = reviewHifzCard(newHifzCard(at), 'good', at, 'teacher');
    const intervals: number[] = [];
    for (let i = 0; i < 4; i++) {
      const when = card.due;
      card = reviewHifzCard(card, 'good', when, 'teacher');
      intervals.push(days(card, when));
    }
    for (let i = 1; i < intervals.length; i++)
      expect(intervals[i]).toBeGreaterThan(intervals[i - 1] as number);
    const when = card.due;
    const lapsed = reviewHifzCard(card, 'again', when, 'teacher');
    expect(lapsed.lapses).toBe(1);
    expect(days(lapsed, when)).toBeLessThan(intervals.at(-1) as number);
  });

  it("a learner's own rating weighs half of a teacher's, and easy counts as good", () => {
    const given = reviewHifzCard(newHifzCard(at), 'good', at, 'teacher');
    const when = given.due;
    const teacher = reviewHifzCard(given, 'good', when, 'teacher');
    const self = reviewHifzCard(given, 'good', when, 'self');
    expect(days(self, when)).toBe(Math.max(1, Math.round(days(teacher, when) / 2)));
    expect(self.stability - given.stability).toBeCloseTo((teacher.stability - given.stability) / 2);
    expect(reviewHifzCard(given, 'easy', when, 'self')).toEqual(self);
  });
});
