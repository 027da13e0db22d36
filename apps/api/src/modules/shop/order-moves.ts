// Moving an order along domain's state machine (docs/decisions/0015-shop-orders-and-wallet-ledger.md), and
// what each move brings with it: the one place the learner's, the payments' and the console's moves share.
import { canTransitionOrder } from '@tilawat/domain/rules';
import { DomainError } from '../../core/errors';
import type { Tx } from '../../db/client';
import type { OrderBalance } from './balance';
import * as orders from './orders.repository';
import * as reviews from './reviews.repository';

/** Moves an order to `to`; completing it opens a review for each of its lines. */
export async function moveOrder(tx: Tx, order: orders.OrderRow, to: orders.OrderStatus, at: Date) {
  await orders.setOrderStatus(tx, order.id, to, at);
  if (to === 'completed') await reviews.openReviews(tx, order.id, order.userId, at);
}

/**
 * Cancels a `placed` order (domain's state machine): its stock and its gift coupon given back (a
 * top-up's PENDING credit goes). Any other status is 409. The one cancel of the learner and the console.
 */
export async function cancelPlaced(
  tx: Tx,
  order: orders.OrderRow,
  at: Date,
  balance: OrderBalance,
): Promise<void> {
  if (order.status !== 'placed' || !canTransitionOrder(order.status, 'cancelled')) {
    throw new DomainError('ORDER_NOT_CANCELLABLE');
  }
  await orders.setOrderStatus(tx, order.id, 'cancelled', at);
  const { lines } = await orders.orderParts(tx, [order.id]);
  for (const { line } of lines)
    if (line.reserved > 0) await orders.moveStock(tx, line.cardId, -line.reserved);
  await balance.releaseGiftOf(tx, order.id);
  if (order.kind === 'topup') await balance.dropTopup(tx, order.id);
}

/** A top-up that will not be paid: cancelled (while still placed), its PENDING entry removed. */
export async function endTopup(
  tx: Tx,
  order: orders.OrderRow,
  at: Date,
  balance: OrderBalance,
): Promise<void> {
  if (order.status === 'placed') await orders.setOrderStatus(tx, order.id, 'cancelled', at);
  await balance.dropTopup(tx, order.id);
}
