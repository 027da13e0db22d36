import { render, screen, within } from '@testing-library/react';
import { formatDateTime, orderStatuses } from '@tilawat/domain';
import { describe, expect, it } from 'vitest';
import { bn } from '../copy/bn';
import { deliveredOrderHistory, waitSendOrder } from '../fixtures/contract-examples';
import { expectNoAxeViolations } from '../test/axe';
import { OrderTimeline } from './order-timeline';

const t = bn.orderTimeline;
const steps = () => within(screen.getByRole('list', { name: t.title })).getAllByRole('listitem');

describe('OrderTimeline', () => {
  it("lists the statuses in order with domain's Bengali labels and Dhaka times", () => {
    render(<OrderTimeline history={waitSendOrder.history} />);
    expect(screen.getByRole('heading', { level: 3, name: t.title })).toBeTruthy();
    const items = steps();
    expect(items.map((li) => li.querySelector('[class*="label"]')?.textContent)).toEqual([
      'অর্ডার গৃহীত',
      'পাঠানোর অপেক্ষায়',
    ]);
    const time = items[0]?.querySelector('time');
    expect(time?.getAttribute('dateTime')).toBe('2026-11-27T21:10:00+06:00');
    expect(time?.textContent).toBe(formatDateTime('2026-11-27T21:10:00+06:00'));
    expect(time?.textContent).toMatch(/[০-৯]/);
  });

  it('marks the latest status as the current step, in words too', () => {
    render(<OrderTimeline history={waitSendOrder.history} />);
    const [placed, waitSend] = steps();
    expect(waitSend?.getAttribute('aria-current')).toBe('step');
    expect(waitSend?.textContent).toContain(t.current);
    expect(placed?.hasAttribute('aria-current')).toBe(false);
    expect(placed?.textContent).not.toContain(t.current);
    expect(placed?.getAttribute('data-state')).toBe('passed');
    // A shape beside each status, hidden from screen readers (the words carry the meaning).
    expect(placed?.querySelector('[aria-hidden="true"] svg')).toBeTruthy();
    expect(waitSend?.querySelector('[aria-hidden="true"] svg')).toBeNull();
  });

  it('shows sending as delivered', () => {
    render(<OrderTimeline history={deliveredOrderHistory} />);
    const last = steps().at(-1);
    expect(last?.textContent).toContain(orderStatuses.sending.bn);
    expect(last?.textContent).toContain('ডেলিভারি হয়েছে');
    expect(last?.getAttribute('aria-current')).toBe('step');
  });

  it('puts the changes in time order even when they come unordered', () => {
    render(<OrderTimeline history={[...deliveredOrderHistory].reverse()} />);
    expect(steps().map((li) => li.getAttribute('data-status'))).toEqual(['placed', 'wait-send', 'sending']);
  });

  it("follows the order's own status when given", () => {
    render(<OrderTimeline history={deliveredOrderHistory} status="wait-send" />);
    const items = steps();
    expect(items[1]?.getAttribute('aria-current')).toBe('step');
    expect(items[2]?.hasAttribute('aria-current')).toBe(false);
  });

  it('draws a cancelled order with a shape of its own', () => {
    render(
      <OrderTimeline
        history={[
          { status: 'placed', at: '2026-11-28T09:40:00+06:00' },
          { status: 'cancelled', at: '2026-11-28T10:05:00+06:00' },
        ]}
      />,
    );
    const cancelled = steps()[1];
    expect(cancelled?.getAttribute('data-ending')).toBe('stopped');
    expect(cancelled?.textContent).toContain(orderStatuses.cancelled.bn);
    expect(cancelled?.getAttribute('aria-current')).toBe('step');
  });

  it('says so when there is no history', () => {
    render(<OrderTimeline history={[]} headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: t.title })).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText(t.empty)).toBeTruthy();
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(<OrderTimeline history={deliveredOrderHistory} />);
    await expectNoAxeViolations(container);
  });
});
