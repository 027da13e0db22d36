import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bn } from '../copy/bn';
import { expectNoAxeViolations } from '../test/axe';
import { ProgressBar } from './progress-bar';

const label = 'আরবি হরফ ও মাখরাজ';

describe('ProgressBar', () => {
  it('is a progressbar named by its label, with its value in Bengali', () => {
    render(<ProgressBar value={3} max={10} label={label} />);
    const bar = screen.getByRole('progressbar', { name: label });
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('10');
    expect(bar.getAttribute('aria-valuenow')).toBe('3');
    expect(bar.getAttribute('aria-valuetext')).toBe('১০টি পাঠের মধ্যে ৩টি দেখা হয়েছে');
    expect(screen.getByText('৩/১০ পাঠ দেখা হয়েছে')).toBeTruthy();
    expect((bar.firstElementChild as HTMLElement).style.inlineSize).toBe('30%');
  });

  it.each([
    { given: { value: 12, max: 10 }, want: { now: '10', text: '১০/১০ পাঠ দেখা হয়েছে', width: '100%' } },
    { given: { value: -2, max: 10 }, want: { now: '0', text: '০/১০ পাঠ দেখা হয়েছে', width: '0%' } },
    { given: { value: Number.NaN, max: 4 }, want: { now: '0', text: '০/৪ পাঠ দেখা হয়েছে', width: '0%' } },
  ])('clamps $given.value of $given.max', ({ given, want }) => {
    render(<ProgressBar {...given} label={label} />);
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe(want.now);
    expect(screen.getByText(want.text)).toBeTruthy();
    expect((bar.firstElementChild as HTMLElement).style.inlineSize).toBe(want.width);
  });

  it('says there are no lessons yet when max is 0, without a bar (no division by zero)', () => {
    const { container } = render(<ProgressBar value={0} max={0} label={label} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText(bn.progressBar.empty)).toBeTruthy();
    expect(container.innerHTML).not.toContain('NaN');
  });

  it('marks a finished module as done', () => {
    const { container } = render(<ProgressBar value={10} max={10} label={label} size="sm" />);
    expect(container.querySelector('[data-state="done"][data-size="sm"]')).toBeTruthy();
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(
      <>
        <ProgressBar value={3} max={10} label={label} />
        <ProgressBar value={0} max={0} label="হরকত" />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
