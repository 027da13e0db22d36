import { render, screen, within } from '@testing-library/react';
import { mistakeCategories, mistakeSeverities, RUBRIC, scoreRecitation } from '@tilawat/domain';
import { describe, expect, it } from 'vitest';
import { bn } from '../copy/bn';
import { cappedScore, perfectScore, practiceScore } from '../fixtures/practice';
import { expectNoAxeViolations } from '../test/axe';
import { RubricScore } from './rubric-score';

const t = bn.rubricScore;
const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((c) => c.textContent);

describe('RubricScore', () => {
  it('shows the score out of the most in Bengali digits, read as words', () => {
    render(<RubricScore result={practiceScore} />);
    expect(screen.getByRole('region', { name: t.title })).toBeTruthy();
    expect(screen.getByText('৯৫ / ১০০').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText('১০০-এর মধ্যে ৯৫')).toBeTruthy();
  });

  it('tabulates each deduction: kind, severity, count, counted, points, and the total', () => {
    render(<RubricScore result={practiceScore} />);
    const table = screen.getByRole('table', { name: t.deductions });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['ভুলের ধরন', 'মাত্রা', 'কতবার', 'ধরা হয়েছে', 'কাটা নম্বর']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map(cells)).toEqual([
      [mistakeCategories.madd.bn, mistakeSeverities.jali.bn, '১টি', '১টি', '−৩'],
      [mistakeCategories.makharij.bn, mistakeSeverities.khafi.bn, '১টি', '১টি', '−১'],
      [mistakeCategories.ghunnah.bn, mistakeSeverities.khafi.bn, '১টি', '১টি', '−১'],
      [t.total, '−৫'],
    ]);
  });

  it('says how many were counted when the repeat limit capped a mistake', () => {
    render(<RubricScore result={cappedScore} />);
    expect(screen.getByText('৮৭ / ১০০')).toBeTruthy();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map(cells)).toEqual([
      [mistakeCategories.madd.bn, mistakeSeverities.jali.bn, '৪টি', '৪টির মধ্যে ৩টি ধরা হয়েছে', '−৯'],
      [mistakeCategories.ikhfa.bn, mistakeSeverities.khafi.bn, '৫টি', '৫টির মধ্যে ৩টি ধরা হয়েছে', '−৩'],
      [mistakeCategories.ghunnah.bn, mistakeSeverities.khafi.bn, '১টি', '১টি', '−১'],
      [t.total, '−১৩'],
    ]);
  });

  it('no deductions: says so, no table', () => {
    render(<RubricScore result={perfectScore} />);
    expect(screen.getByText('১০০ / ১০০')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText(t.none)).toBeTruthy();
  });

  it("explains the rubric with domain's numbers and names", () => {
    render(<RubricScore result={practiceScore} />);
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([
      `${mistakeSeverities.jali.bn}: প্রতিটিতে ৩ নম্বর কাটা যায়।${mistakeSeverities.jali.hint}`,
      `${mistakeSeverities.khafi.bn}: প্রতিটিতে ১ নম্বর কাটা যায়।${mistakeSeverities.khafi.hint}`,
    ]);
    expect(RUBRIC).toEqual({ max: 100, deduction: { jali: 3, khafi: 1 }, repeatLimit: 3 });
    expect(screen.getByText(t.ruleSentence(100, 3))).toBeTruthy();
    expect(t.ruleSentence(100, 3)).toMatch(/সর্বোচ্চ ৩ বার/);
  });

  it('explains another rubric when the result was scored by one', () => {
    const strict = { max: 20, deduction: { jali: 4, khafi: 2 }, repeatLimit: 1 };
    render(
      <RubricScore
        result={scoreRecitation([{ category: 'waqf', severity: 'jali' }], strict)}
        rubric={strict}
      />,
    );
    expect(screen.getByText('১৬ / ২০')).toBeTruthy();
    expect(screen.getByText(/প্রতিটিতে ৪ নম্বর/)).toBeTruthy();
    expect(screen.getByText(t.ruleSentence(20, 1))).toBeTruthy();
  });

  it.each([practiceScore, cappedScore, perfectScore])(
    'should have no accessibility violations (%#)',
    async (result) => {
      const { container } = render(<RubricScore result={result} />);
      await expectNoAxeViolations(container);
    },
  );
});
