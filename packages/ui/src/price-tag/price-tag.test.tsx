import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bn } from '../copy/bn';
import { expectNoAxeViolations } from '../test/axe';
import { PriceTag } from './price-tag';

describe('PriceTag', () => {
  it.each([
    { amount: 2500, want: '৳২,৫০০' },
    { amount: 1500, want: '৳১,৫০০' },
    { amount: 125000, want: '৳১,২৫,০০০' },
  ])('shows $amount tk as $want', ({ amount, want }) => {
    render(<PriceTag price={{ amount, currency: 'tk' }} />);
    expect(screen.getByText(want)).toBeTruthy();
  });

  it('shows the earlier price struck through and the saving', () => {
    const { container } = render(
      <PriceTag price={{ amount: 2500, currency: 'tk' }} originalPrice={{ amount: 3000, currency: 'tk' }} />,
    );
    expect(container.querySelector('del')?.textContent).toBe(`${bn.price.before}: ৳৩,০০০`);
    expect(screen.getByText(bn.price.off(17))).toBeTruthy();
  });

  it('ignores an earlier price that is not higher', () => {
    const { container } = render(
      <PriceTag price={{ amount: 2500, currency: 'tk' }} originalPrice={{ amount: 2500, currency: 'tk' }} />,
    );
    expect(container.querySelector('del')).toBeNull();
  });

  it('says free for 0', () => {
    render(<PriceTag price={{ amount: 0, currency: 'tk' }} />);
    expect(screen.getByText(bn.price.free)).toBeTruthy();
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(
      <PriceTag
        prefix="শুরু"
        price={{ amount: 2500, currency: 'tk' }}
        originalPrice={{ amount: 3000, currency: 'tk' }}
      />,
    );
    await expectNoAxeViolations(container);
  });
});
