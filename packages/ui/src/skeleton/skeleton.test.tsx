import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bn } from '../copy/bn';
import { expectNoAxeViolations } from '../test/axe';
import { Skeleton } from './skeleton';

describe('Skeleton', () => {
  it('says it is loading, once, and hides its shapes', () => {
    const { container } = render(<Skeleton lines={4} />);
    expect(screen.getByRole('status').textContent).toBe(bn.skeleton.loading);
    expect(container.querySelectorAll('[aria-hidden="true"] > span > span')).toHaveLength(4);
  });

  it('stays silent inside a busy region', () => {
    render(
      <section aria-busy="true" aria-label="কোর্স">
        <Skeleton variant="card" announce={false} />
        <Skeleton variant="card" announce={false} />
      </section>,
    );
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('takes a size for blocks and circles', () => {
    const { container } = render(<Skeleton variant="circle" width="4rem" height="4rem" />);
    const bone = container.querySelector('[data-variant="circle"] [aria-hidden] > span') as HTMLElement;
    expect(bone.style.inlineSize).toBe('4rem');
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(
      <>
        <Skeleton />
        <Skeleton variant="card" />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
