import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { GirihPattern } from './girih-pattern';

describe('GirihPattern', () => {
  it('is decorative and hidden from assistive technology', () => {
    const { container } = render(<GirihPattern />);
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('gives every instance its own pattern id', () => {
    const { container } = render(
      <>
        <GirihPattern />
        <GirihPattern />
      </>,
    );
    const ids = [...container.querySelectorAll('pattern')].map((p) => p.id);
    expect(new Set(ids).size).toBe(2);
    for (const id of ids) expect(container.querySelector(`[fill="url(#${id})"]`)).toBeTruthy();
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(<GirihPattern />);
    await expectNoAxeViolations(container);
  });
});
