import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bn } from '../copy/bn';
import { expiredBundlePurchase, purchase } from '../fixtures/contract-examples';
import { expectNoAxeViolations } from '../test/axe';
import { PendingPurchaseCard, purchaseSecondsLeft } from './pending-purchase-card';

const restartHref = '/checkout?batch=12';
const at = (clock: string) => `2026-11-28T${clock}+06:00`;

describe('purchaseSecondsLeft', () => {
  it.each([
    { given: at('10:00:00'), want: 900 },
    { given: at('10:02:30'), want: 750 },
    { given: at('10:14:59.200'), want: 1 },
    { given: at('10:15:00'), want: 0 },
    { given: at('11:00:00'), want: 0 },
  ])('at $given → $want s', ({ given, want }) => {
    expect(purchaseSecondsLeft(purchase, new Date(given).getTime())).toBe(want);
  });
});

describe('PendingPurchaseCard', () => {
  it('shows the course, the item, the amount and the time left in Bengali, with the payment link', () => {
    render(<PendingPurchaseCard purchase={purchase} restartHref={restartHref} now={at('10:02:30')} />);
    expect(screen.getByRole('article', { name: purchase.course.title })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe(purchase.course.title);
    expect(screen.getByText(purchase.item_title)).toBeTruthy();
    expect(screen.getByText('৳১,৮৭৫')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('১২ মিনিট ৩০ সেকেন্ড বাকি');
    const link = screen.getByRole('link', { name: bn.pendingPurchase.pay });
    expect(link.getAttribute('href')).toBe(purchase.payment_url);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it.each([
    { given: at('10:00:00'), want: '১৫ মিনিট বাকি' },
    { given: at('10:14:35'), want: '২৫ সেকেন্ড বাকি' },
    { given: at('10:13:59'), want: '১ মিনিট ১ সেকেন্ড বাকি' },
  ])('at $given says "$want"', ({ given, want }) => {
    render(<PendingPurchaseCard purchase={purchase} restartHref={restartHref} now={given} />);
    expect(screen.getByRole('timer').textContent).toBe(want);
  });

  it('says hours and minutes when the time left is long', () => {
    render(
      <PendingPurchaseCard
        purchase={{ ...purchase, expires_at: at('12:05:00') }}
        restartHref={restartHref}
        now={at('10:00:00')}
      />,
    );
    expect(screen.getByRole('timer').textContent).toBe('২ ঘণ্টা ৫ মিনিট বাকি');
  });

  it('the ticking time is not a live region', () => {
    render(<PendingPurchaseCard purchase={purchase} restartHref={restartHref} now={at('10:02:30')} />);
    expect(screen.getByRole('timer').getAttribute('aria-live')).toBe('off');
    expect(screen.getByRole('timer').closest('[aria-live="polite"], [role="status"]')).toBeNull();
  });

  it('when the time is up: the held seat was let go, and buying again restarts checkout', () => {
    render(<PendingPurchaseCard purchase={purchase} restartHref={restartHref} now={at('10:15:00')} />);
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain(bn.pendingPurchase.expiredTitle);
    expect(screen.getByRole('status').textContent).toContain(bn.pendingPurchase.expiredSeat);
    const link = screen.getByRole('link', { name: bn.pendingPurchase.buyAgain });
    expect(link.getAttribute('href')).toBe(restartHref);
    expect(screen.queryByRole('link', { name: bn.pendingPurchase.pay })).toBeNull();
  });

  it('without a payment page (payment_url null) it cannot be paid, even in time', () => {
    render(
      <PendingPurchaseCard
        purchase={{ ...expiredBundlePurchase, expires_at: at('11:00:00') }}
        restartHref="/course/quran-shikkha-beginner"
        now={at('10:00:00')}
      />,
    );
    expect(screen.getByRole('status').textContent).toContain(bn.pendingPurchase.expiredBundle);
    expect(screen.getByRole('link', { name: bn.pendingPurchase.buyAgain }).getAttribute('href')).toBe(
      '/course/quran-shikkha-beginner',
    );
  });

  describe('with the real clock', () => {
    beforeEach(() => {
      vi.useFakeTimers();
      vi.setSystemTime(new Date(at('10:14:57')));
    });
    afterEach(() => vi.useRealTimers());

    it('ticks each second and announces the expiry once, in the status that was already there', () => {
      render(<PendingPurchaseCard purchase={purchase} restartHref={restartHref} />);
      const status = screen.getByRole('status');
      expect(screen.getByRole('timer').textContent).toBe('৩ সেকেন্ড বাকি');
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.getByRole('timer').textContent).toBe('২ সেকেন্ড বাকি');
      expect(status.textContent).toBe('');
      act(() => vi.advanceTimersByTime(2000));
      expect(screen.queryByRole('timer')).toBeNull();
      expect(screen.getByRole('status')).toBe(status);
      expect(status.textContent).toContain(bn.pendingPurchase.expiredTitle);
      expect(screen.getByRole('link', { name: bn.pendingPurchase.buyAgain })).toBeTruthy();
    });
  });

  it('takes its heading level', () => {
    render(
      <PendingPurchaseCard
        purchase={purchase}
        restartHref={restartHref}
        now={at('10:00:00')}
        headingLevel={2}
      />,
    );
    expect(screen.getByRole('heading', { level: 2 })).toBeTruthy();
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(
      <>
        <PendingPurchaseCard purchase={purchase} restartHref={restartHref} now={at('10:02:30')} />
        <PendingPurchaseCard
          purchase={expiredBundlePurchase}
          restartHref={restartHref}
          now={at('10:02:30')}
        />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
