import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { GirihPattern } from './girih-pattern';

describe('GirihPattern', () => {
  it('is decorative and hidden from assistive technology', () => {
    const { container } = render(<GirihPattern />);
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });

  it('is one repeated tile (no inline SVG to draw path by path), 48 px unless told', () => {
    const { container } = render(
      <>
        <GirihPattern />
        <GirihPattern tile={28} />
      </>,
    );
    const [standard, dense] = [...container.children] as HTMLElement[];
    expect(container.querySelector('svg')).toBeNull();
    expect(standard?.style.getPropertyValue('--girih-tile')).toBe('');
    expect(dense?.style.getPropertyValue('--girih-tile')).toBe('28px');
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(<GirihPattern />);
    await expectNoAxeViolations(container);
  });
});
