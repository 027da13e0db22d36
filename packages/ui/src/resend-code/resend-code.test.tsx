import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bn } from '../copy/bn';
import { expectNoAxeViolations } from '../test/axe';
import { ResendCode } from './resend-code';

describe('ResendCode', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits out the cooldown, counting down, then lets the learner resend', () => {
    const onResend = vi.fn();
    render(<ResendCode cooldown={3} onResend={onResend} />);
    const button = screen.getByRole('button', { name: bn.resend.action }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByText(bn.resend.wait(3))).toBeTruthy();

    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByText(bn.resend.wait(2))).toBeTruthy();

    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(button.disabled).toBe(false);
    expect(screen.queryByText(bn.resend.wait(1))).toBeNull();
    fireEvent.click(button);
    expect(onResend).toHaveBeenCalledTimes(1);
  });

  it('restarts the countdown when a new code was sent', () => {
    const { rerender } = render(<ResendCode cooldown={2} sentAt={1} onResend={() => {}} />);
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect((screen.getByRole('button') as HTMLButtonElement).disabled).toBe(false);
    rerender(<ResendCode cooldown={2} sentAt={2} onResend={() => {}} />);
    expect((screen.getByRole('button') as HTMLButtonElement).disabled).toBe(true);
  });

  it('is busy while sending', () => {
    render(<ResendCode cooldown={0} pending onResend={() => {}} />);
    const button = screen.getByRole('button', { name: bn.resend.sending });
    expect(button.getAttribute('aria-busy')).toBe('true');
  });

  it('should have no accessibility violations', async () => {
    vi.useRealTimers();
    const { container } = render(<ResendCode cooldown={30} onResend={() => {}} />);
    await expectNoAxeViolations(container);
  });
});
