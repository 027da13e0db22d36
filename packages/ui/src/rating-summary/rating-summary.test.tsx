import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bn } from '../copy/bn';
import { noRatings, ratingSummary } from '../fixtures/contract-examples';
import { expectNoAxeViolations } from '../test/axe';
import { RatingSummary } from './rating-summary';

const t = bn.ratingSummary;

describe('RatingSummary', () => {
  it('reads as one sentence: out of five, the average, how many reviews', () => {
    const { container } = render(<RatingSummary summary={ratingSummary} />);
    expect(screen.getByText('৫-এর মধ্যে ৪.৮, ১২৬টি রিভিউ')).toBeTruthy();
    // What is drawn is hidden from screen readers.
    const shown = [...container.querySelectorAll('[aria-hidden="true"]')].map((el) => el.textContent);
    expect(shown).toEqual(['৪.৮', '', '১২৬টি রিভিউ']);
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it.each([
    [4.75, '৪.৮'],
    [4, '৪.০'],
    [3.04, '৩.০'],
    [5, '৫.০'],
  ])('shows %d to one decimal as %s', (average, want) => {
    render(<RatingSummary summary={{ average, count: 3 }} />);
    expect(screen.getByText(want)).toBeTruthy();
    expect(screen.getByText(`৫-এর মধ্যে ${want}, ৩টি রিভিউ`)).toBeTruthy();
  });

  it('fills the stars to the average', () => {
    const { container } = render(<RatingSummary summary={{ average: 3.5, count: 2 }} />);
    expect(container.querySelector('clipPath rect')?.getAttribute('width')).toBe('84');
    expect(container.querySelectorAll('path')).toHaveLength(10);
  });

  it('says when there are no reviews yet', () => {
    const { container } = render(<RatingSummary summary={noRatings} />);
    expect(screen.getByText(t.none)).toBeTruthy();
    expect(t.none).toBe('এখনও কোনো রিভিউ নেই');
    expect(container.querySelector('svg')).toBeNull();
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(
      <div>
        <RatingSummary summary={ratingSummary} />
        <RatingSummary summary={noRatings} />
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
