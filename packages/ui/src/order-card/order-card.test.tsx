import { render, screen, within } from '@testing-library/react';
import { formatDateTime, orderStatuses } from '@tilawat/domain';
import type { V2Schemas } from '@tilawat/sdk';
import { describe, expect, it } from 'vitest';
import { bn } from '../copy/bn';
import { placedUnpaidOrder, waitSendOrder } from '../fixtures/contract-examples';
import { expectNoAxeViolations } from '../test/axe';
import { OrderCard, orderNumber } from './order-card';

const t = bn.orderCard;
const value = (term: string) => screen.getByText(term).nextElementSibling?.textContent;

const topup: V2Schemas['Order'] = {
  id: '0c2e4a6b-8d1f-4b3c-9e5a-7f9b1d3e5a7c',
  kind: 'topup',
  status: 'completed',
  status_priority: 4,
  items: [],
  total: { amount: 500, currency: 'tk' },
  payment_status: 'paid',
  created_at: '2026-11-20T08:15:00+06:00',
};

describe('OrderCard', () => {
  it('is one link to the order, named by its short number', () => {
    render(<OrderCard order={waitSendOrder} href="/orders/9e4b2c7a" />);
    expect(orderNumber(waitSendOrder.id)).toBe('9E4B2C7A');
    const link = screen.getByRole('link', { name: t.order('9E4B2C7A') });
    expect(link.getAttribute('href')).toBe('/orders/9e4b2c7a');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('article', { name: 'অর্ডার #9E4B2C7A' })).toBeTruthy();
  });

  it('shows the date, kind, status, payment, pieces and total in Bengali', () => {
    render(<OrderCard order={waitSendOrder} href="/orders/1" />);
    expect(value(t.date)).toBe(formatDateTime(waitSendOrder.created_at));
    expect(value(t.kind)).toBe('প্রি-অর্ডার');
    expect(value(t.payment)).toBe('পরিশোধিত');
    expect(value(t.items)).toBe('৩টি');
    expect(screen.getByText(orderStatuses['wait-send'].bn)).toBeTruthy();
    expect(screen.getByText(t.total).nextElementSibling?.textContent).toBe('৳২,৬১০');
    const titles = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(titles.map((li) => li.textContent)).toEqual([
      'নূরানী হাফেজি কুরআন শরীফ (মাঝারি)',
      'সহজ তাজবিদ শিক্ষা (অডিওসহ)',
    ]);
  });

  it('shows a placed order waiting for its payment', () => {
    const { container } = render(<OrderCard order={placedUnpaidOrder} href="/orders/2" />);
    expect(screen.getByText(orderStatuses.placed.bn)).toBeTruthy();
    expect(value(t.payment)).toBe('পেমেন্টের অপেক্ষায়');
    expect(value(t.items)).toBe('১টি');
    expect(container.querySelector('[data-status="placed"][data-payment="waiting_payment"]')).toBeTruthy();
  });

  it('shows sending as delivered', () => {
    render(
      <OrderCard order={{ ...waitSendOrder, status: 'sending', status_priority: 3 }} href="/orders/1" />,
    );
    expect(screen.getByText('ডেলিভারি হয়েছে')).toBeTruthy();
  });

  it('says a top-up has no items', () => {
    render(<OrderCard order={topup} href="/orders/3" headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2 })).toBeTruthy();
    expect(value(t.kind)).toBe('টপ-আপ');
    expect(value(t.items)).toBe(t.noItems);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(
      <>
        <OrderCard order={waitSendOrder} href="/orders/1" />
        <OrderCard order={placedUnpaidOrder} href="/orders/2" />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
