import { render, screen } from '@testing-library/react';
import { orderStatuses } from '@tilawat/domain';
import type { V2Schemas } from '@tilawat/sdk';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { OrderStatusBadge } from './order-status-badge';

const statuses = Object.keys(orderStatuses) as V2Schemas['OrderStatus'][];

describe('OrderStatusBadge', () => {
  it.each(statuses)('shows %s with its Bengali label from the domain', (status) => {
    const { container } = render(<OrderStatusBadge status={status} />);
    expect(container.textContent).toBe(orderStatuses[status].bn);
    expect(container.querySelector(`[data-status="${status}"]`)).toBeTruthy();
  });

  it('shows "sending" as delivered', () => {
    render(<OrderStatusBadge status="sending" showEnglish />);
    expect(screen.getByText('(Delivered)')).toBeTruthy();
  });

  it('gives each of the six statuses its own tone', () => {
    const { container } = render(
      <div>
        {statuses.map((s) => (
          <OrderStatusBadge key={s} status={s} />
        ))}
      </div>,
    );
    const tones = [...container.querySelectorAll('[data-tone]')].map((e) => e.getAttribute('data-tone'));
    expect(new Set(tones).size).toBe(6);
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(<OrderStatusBadge status="completed" showEnglish />);
    await expectNoAxeViolations(container);
  });
});
