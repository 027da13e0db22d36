import { render, screen, within } from '@testing-library/react';
import { mistakeCategories, mistakeSeverities } from '@tilawat/domain';
import { describe, expect, it } from 'vitest';
import { bn } from '../copy/bn';
import { cleanMistakeSummary, emptyMistakeSummary, mistakeSummary } from '../fixtures/practice';
import { expectNoAxeViolations } from '../test/axe';
import { MistakeSummary } from './mistake-summary';

const t = bn.mistakeSummary;

describe('MistakeSummary', () => {
  it('says what the summary is drawn from', () => {
    render(<MistakeSummary summary={mistakeSummary} />);
    expect(screen.getByRole('region', { name: t.title })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: t.title })).toBeTruthy();
    expect(screen.getByText('৩টি মূল্যায়নে মোট ১৪টি চিহ্ন')).toBeTruthy();
  });

  it('lists the kinds most first: category and severity in Bengali (from domain), the count in words', () => {
    render(<MistakeSummary summary={mistakeSummary} />);
    const kinds = within(screen.getByRole('list', { name: t.kinds })).getAllByRole('listitem');
    expect(kinds.map((li) => li.textContent)).toEqual([
      `${mistakeCategories.ghunnah.bn} ${mistakeSeverities.khafi.bn}৫ বার`,
      `${mistakeCategories.madd.bn} ${mistakeSeverities.jali.bn}৪ বার`,
      `${mistakeCategories.ikhfa.bn} ${mistakeSeverities.khafi.bn}৩ বার`,
      `${mistakeCategories.makharij.bn} ${mistakeSeverities.jali.bn}২ বার`,
    ]);
    expect(kinds.map((li) => li.dataset.severity)).toEqual(['khafi', 'jali', 'khafi', 'jali']);
  });

  it('draws each count as a bar against the most frequent, hidden from screen readers', () => {
    render(<MistakeSummary summary={mistakeSummary} />);
    const kinds = within(screen.getByRole('list', { name: t.kinds })).getAllByRole('listitem');
    const widths = kinds.map((li) => {
      const track = li.querySelector('[aria-hidden="true"]') as HTMLElement;
      return (track.firstElementChild as HTMLElement).style.inlineSize;
    });
    expect(widths).toEqual(['100%', '80%', '60%', '40%']);
  });

  it('lists the words to drill in the Quran script, with their place and count', () => {
    render(<MistakeSummary summary={mistakeSummary} />);
    const words = within(screen.getByRole('list', { name: t.words })).getAllByRole('listitem');
    expect(words).toHaveLength(4);
    const [first, , , last] = words as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    const arabic = within(first).getByText('لِلَّهِ');
    expect(arabic.getAttribute('lang')).toBe('ar');
    expect(arabic.getAttribute('dir')).toBe('rtl');
    expect(within(first).getByText('১:২').getAttribute('aria-hidden')).toBe('true');
    expect(within(first).getByText('সূরা ১, আয়াত ২')).toBeTruthy();
    expect(within(first).getByText('৩ বার')).toBeTruthy();
    expect(within(last).getByText('২:২৫৫')).toBeTruthy();
    expect(within(last).getByText('সূরা ২, আয়াত ২৫৫')).toBeTruthy();
  });

  it('before any review: an empty state that says what will appear', () => {
    render(<MistakeSummary summary={emptyMistakeSummary} />);
    expect(screen.getByRole('heading', { name: t.emptyTitle })).toBeTruthy();
    expect(screen.getByText(t.empty)).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('reviewed without a single mark: encouragement, no lists', () => {
    render(<MistakeSummary summary={cleanMistakeSummary} />);
    expect(screen.getByText(t.cleanTitle)).toBeTruthy();
    expect(screen.getByText(t.clean(2))).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('the heading level can follow the page', () => {
    render(<MistakeSummary summary={mistakeSummary} headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: t.title })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: t.kinds })).toBeTruthy();
  });

  it.each([mistakeSummary, emptyMistakeSummary, cleanMistakeSummary])(
    'should have no accessibility violations (%#)',
    async (summary) => {
      const { container } = render(<MistakeSummary summary={summary} />);
      await expectNoAxeViolations(container);
    },
  );
});
