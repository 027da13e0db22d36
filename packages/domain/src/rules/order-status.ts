import type { V2Schemas } from '@tilawat/sdk';

export type OrderStatus = V2Schemas['OrderStatus'];

/**
 * A shop order's display priority (as the product specification numbers it): placed 1, wait-send 2, sending 3
 * (shown as 'Delivered'), completed 4, cancelled 5, refunded 6 — the api's `status_priority` and the lists'
 * order.
 */
export const orderStatusPriority: Record<OrderStatus, number> = {
  placed: 1,
  'wait-send': 2,
  sending: 3,
  completed: 4,
  cancelled: 5,
  refunded: 6,
};

/**
 * The one state machine of a shop order (docs/decisions/0015-shop-orders-and-wallet-ledger.md):
 * placed→wait-send on payment; wait-send→sending→completed; placed|wait-send→cancelled;
 * wait-send|sending|completed→refunded.
 */
const orderTransitions: Record<OrderStatus, readonly OrderStatus[]> = {
  placed: ['wait-send', 'cancelled'],
  'wait-send': ['sending', 'cancelled', 'refunded'],
  sending: ['completed', 'refunded'],
  completed: ['refunded'],
  cancelled: [],
  refunded: [],
};

/**
 * Whether a shop order may move from one status to another
 * (docs/decisions/0015-shop-orders-and-wallet-ledger.md).
 */
export function canTransitionOrder(from: OrderStatus, to: OrderStatus): boolean {
  return orderTransitions[from].includes(to);
}

/** An order's short number for people: the first eight characters of its id, in capitals ("7A1D3C5E"). */
export function orderNumber(id: string): string {
  return id.replace(/-/g, '').slice(0, 8).toUpperCase();
}
