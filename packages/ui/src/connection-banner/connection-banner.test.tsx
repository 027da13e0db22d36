import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bn } from '../copy/bn';
import { expectNoAxeViolations } from '../test/axe';
import { ConnectionBanner } from './connection-banner';

describe('ConnectionBanner', () => {
  it('says the learner is offline and when the kept page was fetched, in Bengali digits', () => {
    render(<ConnectionBanner kind="offline" updatedAt="2026-11-29T10:30:00Z" />);
    const status = screen.getByRole('status');
    expect(status.textContent).toMatch(/^আপনি অফলাইনে আছেন; পাতাটি শেষ হালনাগাদ হয়েছে /);
    expect(status.textContent).toMatch(/[০-৯]/);
    expect(status.textContent).not.toMatch(/[0-9]/);
  });

  it('says the page is a kept one when the moment is not known', () => {
    render(<ConnectionBanner kind="offline" updatedAt={null} />);
    expect(screen.getByRole('status').textContent).toBe(bn.connectionBanner.offline);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers the new version and takes it only when asked', async () => {
    const onUpdate = vi.fn();
    render(<ConnectionBanner kind="update" onUpdate={onUpdate} />);
    expect(screen.getByRole('status').textContent).toBe(bn.connectionBanner.update);
    expect(onUpdate).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'আপডেট করুন' }));
    expect(onUpdate).toHaveBeenCalledTimes(1);
  });

  it('has no axe violations in either kind', async () => {
    const { container, rerender } = render(
      <ConnectionBanner kind="offline" updatedAt="2026-11-29T10:30:00Z" />,
    );
    await expectNoAxeViolations(container);
    rerender(<ConnectionBanner kind="update" onUpdate={() => {}} />);
    await expectNoAxeViolations(container);
  });
});
