import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bn } from '../copy/bn';
import { expiredCoupon, giftCoupon, storyNow, topupCoupon, usedCoupon } from '../fixtures/contract-examples';
import { expectNoAxeViolations } from '../test/axe';
import { CouponCard, couponState } from './coupon-card';

const t = bn.couponCard;

function mockClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

afterEach(() => {
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
});

describe('couponState', () => {
  it.each([
    [giftCoupon, storyNow, 'available'],
    [topupCoupon, storyNow, 'available'],
    [usedCoupon, storyNow, 'used'],
    [expiredCoupon, storyNow, 'expired'],
    [giftCoupon, '2027-01-01T00:00:00+06:00', 'expired'],
    [{ ...expiredCoupon, used_at: '2026-10-01T10:00:00+06:00' }, storyNow, 'used'],
  ] as const)('%# is %s at %s', (coupon, now, want) => {
    expect(couponState(coupon, now)).toBe(want);
  });
});

describe('CouponCard', () => {
  it('shows the title, value, kind, state in words and expiry', () => {
    render(<CouponCard coupon={giftCoupon} now={storyNow} />);
    expect(screen.getByRole('article', { name: giftCoupon.title })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: giftCoupon.title })).toBeTruthy();
    expect(screen.getByText('৳১০০')).toBeTruthy();
    expect(screen.getByText('উপহার')).toBeTruthy();
    expect(screen.getByText(t.available)).toBeTruthy();
    expect(screen.getByText('মেয়াদ: ৩১ ডিসেম্বর, ২০২৬')).toBeTruthy();
    expect(screen.getByText('EID2026').tagName).toBe('CODE');
  });

  it('a gift coupon copies its code but is not added to the wallet', () => {
    render(<CouponCard coupon={giftCoupon} now={storyNow} onClaim={() => {}} />);
    expect(screen.getByRole('button', { name: t.copy })).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.claim })).toBeNull();
  });

  it('copies the code to the clipboard, then onCopy, and says so politely', async () => {
    const writeText = vi.fn(async () => {});
    mockClipboard(writeText);
    const onCopy = vi.fn();
    render(<CouponCard coupon={giftCoupon} now={storyNow} onCopy={onCopy} />);
    expect(screen.getByRole('status').textContent).toBe('');
    await userEvent.click(screen.getByRole('button', { name: t.copy }));
    expect(writeText).toHaveBeenCalledWith('EID2026');
    expect(onCopy).toHaveBeenCalledWith('EID2026');
    expect(screen.getByRole('status').textContent).toBe(t.copied);
    expect(t.copied).toBe('কোড কপি হয়েছে');
  });

  it('without a clipboard, selects the code for copying by hand', async () => {
    const onCopy = vi.fn();
    render(<CouponCard coupon={giftCoupon} now={storyNow} onCopy={onCopy} />);
    await userEvent.click(screen.getByRole('button', { name: t.copy }));
    expect(onCopy).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe(t.copyManual);
    expect(window.getSelection()?.toString()).toBe('EID2026');
  });

  it('clears the message after a while', async () => {
    mockClipboard(async () => {});
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      render(<CouponCard coupon={giftCoupon} now={storyNow} />);
      await userEvent.click(screen.getByRole('button', { name: t.copy }));
      expect(screen.getByRole('status').textContent).toBe(t.copied);
      act(() => {
        vi.advanceTimersByTime(5000);
      });
      expect(screen.getByRole('status').textContent).toBe('');
    } finally {
      vi.useRealTimers();
    }
  });

  it('an available topup coupon can be added to the wallet; claiming is busy', async () => {
    const onClaim = vi.fn();
    const { rerender } = render(<CouponCard coupon={topupCoupon} now={storyNow} onClaim={onClaim} />);
    expect(screen.getByText(t.noExpiry)).toBeTruthy();
    expect(screen.getByText('টপ-আপ')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: t.claim }));
    expect(onClaim).toHaveBeenCalledWith(topupCoupon);
    rerender(<CouponCard coupon={topupCoupon} now={storyNow} onClaim={onClaim} claiming />);
    const busy = screen.getByRole('button', { name: new RegExp(t.claim) });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(busy);
    expect(onClaim).toHaveBeenCalledTimes(1);
  });

  it('a used coupon says so, when, and has no buttons', () => {
    render(<CouponCard coupon={usedCoupon} now={storyNow} onClaim={() => {}} onCopy={() => {}} />);
    expect(screen.getByText(t.used)).toBeTruthy();
    expect(screen.getByText('ব্যবহার করা হয়েছে: ২১ নভেম্বর, ২০২৬')).toBeTruthy();
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('article').getAttribute('data-state')).toBe('used');
  });

  it('an expired topup coupon says so and cannot be claimed or copied', () => {
    render(<CouponCard coupon={expiredCoupon} now={storyNow} onClaim={() => {}} />);
    expect(screen.getByText(t.expired)).toBeTruthy();
    expect(screen.getByText('মেয়াদ: ৩১ অক্টোবর, ২০২৬')).toBeTruthy();
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('a coupon past its time at now is expired even if the flag lags', () => {
    render(<CouponCard coupon={giftCoupon} now="2027-01-02T10:00:00+06:00" />);
    expect(screen.getByText(t.expired)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(
      <div>
        <CouponCard coupon={topupCoupon} now={storyNow} onClaim={() => {}} />
        <CouponCard coupon={usedCoupon} now={storyNow} />
        <CouponCard coupon={expiredCoupon} now={storyNow} />
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
