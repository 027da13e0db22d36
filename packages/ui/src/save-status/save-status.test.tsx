import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bn } from '../copy/bn';
import { quickSave } from '../fixtures/contract-examples';
import { expectNoAxeViolations } from '../test/axe';
import { SaveStatus } from './save-status';

const status = () => screen.getByRole('status');

describe('SaveStatus', () => {
  it('saved: says when, in Bengali (Asia/Dhaka)', () => {
    render(<SaveStatus status="saved" savedAt={quickSave.saved_at} />);
    expect(status().textContent).toBe('রাত ৮:১২-এ উত্তর সংরক্ষিত হয়েছে');
    expect(status().getAttribute('aria-live')).toBe('polite');
    expect(status().getAttribute('aria-busy')).toBe('false');
  });

  it('saved without a time: nothing saved yet', () => {
    render(<SaveStatus status="saved" savedAt={null} />);
    expect(status().textContent).toBe(bn.saveStatus.nothingYet);
  });

  it('saving: busy, so only the outcome is announced', () => {
    render(<SaveStatus status="saving" savedAt={quickSave.saved_at} />);
    expect(status().textContent).toBe(bn.saveStatus.saving);
    expect(status().getAttribute('aria-busy')).toBe('true');
  });

  it('offline: the answers are kept on this device', () => {
    render(<SaveStatus status="offline" />);
    expect(status().textContent).toBe('অফলাইন — উত্তর এই ডিভাইসে রাখা আছে');
  });

  it('error: says so and offers a retry outside the live region', async () => {
    const onRetry = vi.fn();
    render(<SaveStatus status="error" onRetry={onRetry} />);
    expect(status().textContent).toBe(bn.saveStatus.error);
    const retry = screen.getByRole('button', { name: bn.saveStatus.retry });
    expect(status().contains(retry)).toBe(false);
    await userEvent.click(retry);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('updates the same live region as the state changes', () => {
    const { rerender } = render(<SaveStatus status="saving" />);
    const region = status();
    rerender(<SaveStatus status="offline" />);
    expect(status()).toBe(region);
    expect(region.textContent).toBe(bn.saveStatus.offline);
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(
      <>
        <SaveStatus status="saved" savedAt={quickSave.saved_at} />
        <SaveStatus status="saving" />
        <SaveStatus status="offline" />
        <SaveStatus status="error" onRetry={() => {}} />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
