import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from '../button/button';
import { bn } from '../copy/bn';
import { expectNoAxeViolations } from '../test/axe';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('names the region by its title and says what to do next', () => {
    render(
      <EmptyState
        title="কোনো লাইভ ক্লাস নেই"
        description="আপনার ব্যাচের পরের ক্লাস ঠিক হলে এখানে দেখাবে।"
        action={<Button>রেকর্ডিং দেখুন</Button>}
      />,
    );
    expect(screen.getByRole('region', { name: 'কোনো লাইভ ক্লাস নেই' })).toBeTruthy();
    expect(screen.getByText('আপনার ব্যাচের পরের ক্লাস ঠিক হলে এখানে দেখাবে।')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'রেকর্ডিং দেখুন' })).toBeTruthy();
  });

  it('has a general title when none is given', () => {
    render(<EmptyState description="কিছু যোগ করুন।" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: bn.emptyState.title })).toBeTruthy();
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(<EmptyState description="কিছু যোগ করুন।" action={<a href="/">হোম</a>} />);
    await expectNoAxeViolations(container);
  });
});
