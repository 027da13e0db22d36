import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FALLBACK_ERROR } from '@tilawat/domain';
import { describe, expect, it, vi } from 'vitest';
import { bn } from '../copy/bn';
import { expectNoAxeViolations } from '../test/axe';
import { ErrorState } from './error-state';

describe('ErrorState', () => {
  it("announces domain's fallback message when the server gave none", () => {
    render(<ErrorState />);
    expect(screen.getByRole('alert').textContent).toContain(FALLBACK_ERROR.bn);
    expect(screen.getByRole('heading', { name: bn.errorState.title })).toBeTruthy();
  });

  it("shows the server's message and retries", async () => {
    const onRetry = vi.fn();
    render(<ErrorState description="সার্ভারের সঙ্গে যোগাযোগ করা যাচ্ছে না।" onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('সার্ভারের সঙ্গে যোগাযোগ করা যাচ্ছে না।');
    await userEvent.click(screen.getByRole('button', { name: bn.errorState.retry }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('is busy while retrying', () => {
    render(<ErrorState onRetry={() => {}} retrying />);
    expect(screen.getByRole('button').getAttribute('aria-busy')).toBe('true');
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(<ErrorState onRetry={() => {}} action={<a href="/">হোম</a>} />);
    await expectNoAxeViolations(container);
  });
});
