import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bn } from '../copy/bn';
import { attendance } from '../fixtures/contract-examples';
import { expectNoAxeViolations } from '../test/axe';
import { AttendanceBadge } from './attendance-badge';

describe('AttendanceBadge', () => {
  it('shows "উপস্থিত ৭/১০" in Bengali digits and reads as a sentence', () => {
    const { container } = render(<AttendanceBadge attendance={attendance} />);
    const shown = screen.getByText('উপস্থিত ৭/১০');
    expect(shown.getAttribute('aria-hidden')).toBe('true');
    const read = screen.getByText('১০টি ক্লাসের মধ্যে ৭টিতে উপস্থিত');
    expect(read.closest('[aria-hidden]')).toBeNull();
    expect(container.textContent).not.toMatch(/[0-9]/);
  });

  it('shows the share as a length too, not as colour alone', () => {
    const { container } = render(<AttendanceBadge attendance={{ attended: 3, held: 4 }} />);
    const fill = container.querySelector('[aria-hidden="true"] > span') as HTMLElement;
    expect(fill.style.inlineSize).toBe('75%');
  });

  it('before any class: "এখনো কোনো ক্লাস হয়নি", no fraction', () => {
    const { container } = render(<AttendanceBadge attendance={{ attended: 0, held: 0 }} />);
    expect(container.textContent).toBe(bn.attendance.none);
  });

  it('none attended of some held is said plainly', () => {
    render(<AttendanceBadge attendance={{ attended: 0, held: 3 }} />);
    expect(screen.getByText('উপস্থিত ০/৩')).toBeTruthy();
    expect(screen.getByText(bn.attendance.sentence(0, 3))).toBeTruthy();
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(
      <p>
        <AttendanceBadge attendance={attendance} /> <AttendanceBadge attendance={{ attended: 0, held: 0 }} />
      </p>,
    );
    await expectNoAxeViolations(container);
  });
});
