import { describe, expect, it } from 'vitest';
import {
  mistakeCategories,
  mistakeCategoryOrder,
  mistakeSeverities,
  RUBRIC,
  scoreRecitation,
} from './rubric';

describe('scoreRecitation (worked examples)', () => {
  it('a recitation with no marks scores the whole 100', () => {
    expect(scoreRecitation([])).toEqual({ score: 100, max: 100, deductions: [] });
  });

  it('one hidden ghunnah mistake costs one point', () => {
    expect(scoreRecitation([{ category: 'ghunnah', severity: 'khafi' }])).toEqual({
      score: 99,
      max: 100,
      deductions: [{ category: 'ghunnah', severity: 'khafi', count: 1, counted: 1, points: 1 }],
    });
  });

  it('a clear mistake costs three, and the costliest comes first', () => {
    const result = scoreRecitation([
      { category: 'madd', severity: 'khafi' },
      { category: 'harakat', severity: 'jali' },
    ]);
    expect(result.score).toBe(96);
    expect(result.deductions.map((d) => [d.category, d.points])).toEqual([
      ['harakat', 3],
      ['madd', 1],
    ]);
  });

  it('the same mistake five times is deducted three times', () => {
    const marks = Array.from({ length: 5 }, () => ({
      category: 'ikhfa' as const,
      severity: 'khafi' as const,
    }));
    expect(scoreRecitation(marks)).toEqual({
      score: 97,
      max: 100,
      deductions: [{ category: 'ikhfa', severity: 'khafi', count: 5, counted: 3, points: 3 }],
    });
  });

  it('the same category at two severities is two mistakes, each with its own limit', () => {
    const marks = [
      ...Array.from({ length: 4 }, () => ({ category: 'madd' as const, severity: 'jali' as const })),
      ...Array.from({ length: 2 }, () => ({ category: 'madd' as const, severity: 'khafi' as const })),
    ];
    const result = scoreRecitation(marks);
    expect(result.deductions).toEqual([
      { category: 'madd', severity: 'jali', count: 4, counted: 3, points: 9 },
      { category: 'madd', severity: 'khafi', count: 2, counted: 2, points: 2 },
    ]);
    expect(result.score).toBe(89);
  });

  it('never goes below zero', () => {
    const marks = mistakeCategoryOrder.flatMap((category) =>
      Array.from({ length: 3 }, () => ({ category, severity: 'jali' as const })),
    );
    // 12 categories × 3 counted × 3 points = 108 > 100
    expect(scoreRecitation(marks).score).toBe(0);
  });

  it('takes another rubric as data', () => {
    const strict = { max: 20, deduction: { jali: 4, khafi: 2 }, repeatLimit: 1 };
    const marks = [
      { category: 'qalqalah' as const, severity: 'khafi' as const },
      { category: 'qalqalah' as const, severity: 'khafi' as const },
    ];
    expect(scoreRecitation(marks, strict)).toMatchObject({ score: 18, max: 20 });
    expect(RUBRIC.max).toBe(100);
  });
});

describe('the rubric labels', () => {
  it('every category and severity has a Bengali name and a unique one-key shortcut', () => {
    const keys = [
      ...Object.values(mistakeCategories).map((c) => c.shortcut),
      ...Object.values(mistakeSeverities).map((s) => s.shortcut),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[0-9a-z]$/);
    for (const c of Object.values(mistakeCategories)) expect(c.bn).toMatch(/[\u0980-\u09FF]/);
  });
});
