import { describe, expect, it } from 'vitest';
import { ayahId } from './mushaf';
import {
  type HifzDayItem,
  type HifzUnitState,
  hifzMap,
  planHifzDay,
  spreadFirstReviews,
  unitsOf,
} from './plan';

const id = (surah: number, ayah: number) => ayahId({ surah, ayah }) as number;
// juz 30: an-Naba 1 to an-Nas 6
const target = { first: id(78, 1), last: id(114, 6), dailyNew: 3, dailyLimit: 12, unitAyahs: 1 };
const today = '2026-12-10';
const dayEnd = new Date('2026-12-10T17:59:59.999Z');
const unit = (
  first: number,
  introducedOn: string | null,
  due: string,
  lastRating: HifzUnitState['lastRating'] = 'good',
): HifzUnitState => ({
  first,
  last: first,
  introducedOn,
  due: new Date(due),
  lastRating,
});
const plan = (units: HifzUnitState[], next: number | null = target.first, started: HifzDayItem[] = []) =>
  planHifzDay({ target, next, units, today, dayEnd, started });
const ayahs = (items: HifzDayItem[], tier: HifzDayItem['tier']) =>
  items.filter((item) => item.tier === tier).reduce((sum, item) => sum + item.last - item.first + 1, 0);

describe('planHifzDay', () => {
  it('a first day is the sabaq alone: the next daily_new ayahs', () => {
    expect(plan([])).toEqual([{ tier: 'sabaq', first: id(78, 1), last: id(78, 3) }]);
  });

  it('never takes the sabaq past the end of its surah, nor past the target', () => {
    expect(plan([], id(78, 39))).toEqual([{ tier: 'sabaq', first: id(78, 39), last: id(78, 40) }]);
    expect(plan([], id(114, 6))).toEqual([{ tier: 'sabaq', first: id(114, 6), last: id(114, 6) }]);
    expect(plan([], null)).toEqual([]);
  });

  it("the last seven days' sabaq is the sabqi, in the mushaf's order, joined into runs", () => {
    const units = [
      unit(id(78, 4), '2026-12-09', '2026-12-20'),
      unit(id(78, 1), '2026-12-03', '2026-12-20'),
      unit(id(78, 2), '2026-12-03', '2026-12-20'),
      unit(id(78, 3), '2026-12-02', '2026-12-20'),
    ];
    expect(plan(units, id(78, 5))).toEqual([
      { tier: 'sabaq', first: id(78, 5), last: id(78, 7) },
      { tier: 'sabqi', first: id(78, 1), last: id(78, 2) },
      { tier: 'sabqi', first: id(78, 4), last: id(78, 4) },
    ]);
  });

  it('older units come back as manzil when FSRS says they are due, most overdue first', () => {
    const units = [
      unit(id(79, 1), '2026-11-01', '2026-12-10T10:00:00Z'),
      unit(id(79, 2), '2026-11-01', '2026-12-05T10:00:00Z'),
      unit(id(79, 3), '2026-11-01', '2026-12-11T10:00:00Z'),
      unit(id(79, 5), null, '2026-12-01T10:00:00Z'),
    ];
    const items = plan(units, null);
    expect(items).toEqual([
      { tier: 'manzil', first: id(79, 1), last: id(79, 2) },
      { tier: 'manzil', first: id(79, 5), last: id(79, 5) },
    ]);
  });

  it('after a missed week the day stays within its limit, the most overdue first, the rest later', () => {
    const units = Array.from({ length: 40 }, (_, i) =>
      unit(id(80, i + 1), '2026-10-01', `2026-11-${String(10 + (i % 20)).padStart(2, '0')}T10:00:00Z`),
    );
    const items = plan(units, id(81, 1));
    expect(ayahs(items, 'sabaq')).toBe(3);
    expect(ayahs(items, 'manzil')).toBe(9);
    const total = items.reduce((sum, item) => sum + item.last - item.first + 1, 0);
    expect(total).toBe(target.dailyLimit);
    // the nine most overdue: due on 10 and 11 November (i % 20 of 0 and 1 → 4 units), then 12 ...
    const chosen = items
      .filter((item) => item.tier === 'manzil')
      .flatMap((item) => Array.from({ length: item.last - item.first + 1 }, (_, k) => item.first + k));
    const dueOf = (at: number) => units.find((u) => u.first === at)?.due.getTime() ?? 0;
    const latestChosen = Math.max(...chosen.map(dueOf));
    const waiting = units.filter((u) => !chosen.includes(u.first));
    expect(waiting.every((u) => u.due.getTime() >= latestChosen)).toBe(true);
  });

  it("keeps what was started today and counts it; no second sabaq once today's is begun", () => {
    const started: HifzDayItem[] = [{ tier: 'sabaq', first: id(78, 1), last: id(78, 3) }];
    const units = [1, 2, 3].map((a) => unit(id(78, a), today, '2026-12-10T03:00:00Z'));
    expect(plan(units, id(78, 4), started)).toEqual(started);
  });

  it('a unit larger than what is left of the limit waits', () => {
    const big = { ...unit(id(80, 1), '2026-10-01', '2026-12-01T00:00:00Z'), last: id(80, 10) };
    expect(plan([big], id(81, 1))).toEqual([{ tier: 'sabaq', first: id(81, 1), last: id(81, 3) }]);
  });
});

describe('unitsOf and the map', () => {
  it('cuts units inside surahs', () => {
    expect(unitsOf(id(78, 39), id(79, 2), 2)).toEqual([
      { first: id(78, 39), last: id(78, 40) },
      { first: id(79, 1), last: id(79, 2) },
    ]);
  });

  it('names each ayah memorised, shaky, due or not started, and counts them', () => {
    const units = [
      unit(id(78, 1), '2026-12-01', '2026-12-20T00:00:00Z', 'good'),
      unit(id(78, 2), '2026-12-01', '2026-12-12T00:00:00Z', 'hard'),
      unit(id(78, 3), '2026-12-01', '2026-12-10T05:00:00Z', 'good'),
    ];
    const map = hifzMap(target, units, dayEnd);
    expect(map.surahs[0]?.ayahs.slice(0, 4).map((a) => a.state)).toEqual([
      'memorised',
      'shaky',
      'due',
      'not-started',
    ]);
    expect(map.counts).toEqual({ memorised: 1, shaky: 1, due: 1, 'not-started': 564 - 3 });
    expect(map.surahs).toHaveLength(114 - 78 + 1);
  });

  it('spreads the first reviews of units taken as memorised', () => {
    expect(spreadFirstReviews(5, 2, '2026-12-10')).toEqual([
      '2026-12-10',
      '2026-12-10',
      '2026-12-11',
      '2026-12-11',
      '2026-12-12',
    ]);
  });
});
