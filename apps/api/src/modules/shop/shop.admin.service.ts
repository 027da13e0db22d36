// The console's side of the shop (issue 19): every learner's orders, refunding a paid one (through the
// gateway that took the money, or to the learner's balance), moving one on after it was paid, and
// cancelling an unpaid one. Every write is audited in its own transaction.
import { canTransitionOrder } from '@tilawat/domain/rules';
import type { AuthUser } from '../../core/auth';
import type { Clock } from '../../core/clock';
import { DomainError } from '../../core/errors';
import type { PageQuery } from '../../core/paging';
import type { Db, Tx } from '../../db/client';
import type { UserRow } from '../accounts/accounts.repository';
import type { AuditRecorder } from '../audit/audit.service';
import type { PaymentGateway } from '../payments/gateway';
import type { OrderBalance } from './balance';
import { cancelPlaced, moveOrder } from './order-moves';
import * as payments from './order-payments.repository';
import * as orders from './orders.repository';
import type { Orders } from './orders.service';
import * as admin from './shop.admin.repository';

/** An order as the console shows it: its learner, lines and the payment that paid it. */
export interface AdminOrderView {
  order: orders.OrderRow;
  learner: UserRow;
  lines: Awaited<ReturnType<typeof orders.orderParts>>['lines'];
  payment: payments.OrderPaymentRow | null;
}

/** An order with its history (oldest first) and every attempt to pay it (newest first). */
export interface AdminOrderDetailView extends AdminOrderView {
  history: Awaited<ReturnType<typeof orders.orderParts>>['history'];
  payments: payments.OrderPaymentRow[];
}

export function createShopAdmin({
  db,
  clock,
  balance,
  gateway,
  learnerOrders,
  audit,
}: {
  db: Db;
  clock: Clock;
  balance: OrderBalance;
  gateway: PaymentGateway;
  /** The learner's orders (orders.service.ts): a refund answers the order as its learner sees it. */
  learnerOrders: Pick<Orders, 'orderOf'>;
  /** Records an operator's write in the audit log, in its transaction (issue 19). */
  audit: AuditRecorder;
}) {
  /**
   * Orders as the console shows them: each with its learner, lines and the payment that paid it (or
   * was refunded); two reads for any number of orders.
   */
  async function adminViews(
    rows: readonly { order: orders.OrderRow; learner: UserRow }[],
  ): Promise<AdminOrderDetailView[]> {
    const parts = await orders.orderParts(
      db,
      rows.map(({ order }) => order.id),
    );
    return rows.map(({ order, learner }) => {
      const own = parts.payments.filter((p) => p.orderId === order.id);
      return {
        order,
        learner,
        lines: parts.lines.filter(({ line }) => line.orderId === order.id),
        payment: own.find((p) => p.status === 'paid' || p.status === 'refund') ?? null,
        history: parts.history.filter((change) => change.orderId === order.id),
        payments: own,
      };
    });
  }

  /** An order that may be refunded (locked until the transaction ends) and the payment that paid it. */
  async function refundable(tx: Tx, id: string) {
    const order = await orders.orderForUpdate(tx, id);
    if (!order) throw new DomainError('ORDER_NOT_FOUND');
    if (order.kind === 'topup' || !canTransitionOrder(order.status, 'refunded')) {
      throw new DomainError('ORDER_NOT_REFUNDABLE');
    }
    return { order, payment: await payments.paidPaymentOf(tx, order.id) };
  }

  return {
    /**
     * Refunds an order that was paid (wait-send, sending or completed → refunded; the console will
     * call it). Paid through a gateway that returns money (SSLCommerz), the money goes back to the
     * payer's wallet there: the refund is started once (its reference is kept, so asking again only
     * asks how it stands) and nothing else changes until the gateway confirms it — until then 409
     * REFUND_PENDING. Paid otherwise (the learner's balance, the sandbox), what was paid comes back to
     * the learner's balance of its unit. Then, once: a `refund` in the ledger, the points it earned go
     * as far as the learner holds them (the wallet's `pointsBack`; the audit entry says how many were
     * already spent), its payment becomes `refund`, stock not yet sent returns. A refunded order is not refunded again
     * (409). A top-up is not refunded here.
     */
    async refundOrder(id: string, actor: AuthUser) {
      const toSource = await db.transaction(async (tx) => {
        const { payment } = await refundable(tx, id);
        if (!gateway.refund || !payment?.gatewayRef || payment.amount === 0) return false;
        const state = await gateway.refund({
          reference: payment.gatewayRef,
          amount: payment.amount,
          orderId: id,
          refundRef: payment.refundRef,
        });
        if (state.refundRef !== payment.refundRef) {
          await payments.setPaymentRefs(tx, payment.id, { refundRef: state.refundRef });
        }
        return state.state === 'done' ? true : state.state;
      });
      if (toSource === 'pending') throw new DomainError('REFUND_PENDING');
      if (toSource === 'refused') throw new DomainError('REFUND_REFUSED');
      const now = clock.now();
      await db.transaction(async (tx) => {
        const { order, payment } = await refundable(tx, id);
        if (payment) await payments.setPaymentStatus(tx, payment.id, 'refund', payment.paidAt);
        const points = await balance.refund(tx, {
          userId: order.userId,
          orderId: order.id,
          amount: payment?.amount ?? 0,
          currency: order.currency,
          toSource,
          at: now,
        });
        if (order.status === 'wait-send') {
          const { lines } = await orders.orderParts(tx, [order.id]);
          for (const { line } of lines)
            if (line.reserved > 0) await orders.moveStock(tx, line.cardId, -line.reserved);
        }
        await moveOrder(tx, order, 'refunded', now);
        await audit(tx, {
          actor,
          action: 'order.refund',
          target: `order:${order.id}`,
          before: { status: order.status, payment: payment?.status ?? null },
          after: {
            status: 'refunded',
            payment: payment ? 'refund' : null,
            amount: payment?.amount ?? 0,
            currency: order.currency,
            returned_to: toSource ? 'gateway' : 'balance',
            // the points the order earned, those taken back, and those spent before the refund (issue 35)
            points_earned: points.earned,
            points_taken_back: points.back,
            points_short: points.short,
          },
        });
      });
      const order = await orders.findOrder(db, id);
      return learnerOrders.orderOf((order as orders.OrderRow).userId, id);
    },

    /**
     * Moves an order on after it was paid (wait-send → sending → completed; the console will call it):
     * completing it opens its reviews.
     */
    async advanceOrder(id: string, to: 'sending' | 'completed', actor: AuthUser) {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const order = await orders.orderForUpdate(tx, id);
        if (!order) throw new DomainError('ORDER_NOT_FOUND');
        if (!canTransitionOrder(order.status, to)) throw new DomainError('ORDER_NOT_MOVABLE');
        await moveOrder(tx, order, to, now);
        await audit(tx, {
          actor,
          action: 'order.move',
          target: `order:${order.id}`,
          before: { status: order.status },
          after: { status: to },
        });
      });
    },

    /** The console's order list (issue 19): every learner's orders but top-ups, by status, sorted. */
    async adminOrders(filter: { status?: orders.OrderStatus }, sort: admin.AdminOrderSort, query: PageQuery) {
      const page = await admin.adminOrdersPage(db, filter, sort, query);
      return { ...page, items: await adminViews(page.items) };
    },

    /** One order (not a top-up) with its history and every attempt to pay it, for the console. */
    async adminOrder(id: string): Promise<AdminOrderDetailView> {
      const found = await admin.adminOrderById(db, id);
      if (!found || found.order.kind === 'topup') throw new DomainError('ORDER_NOT_FOUND');
      return (await adminViews([found]))[0] as AdminOrderDetailView;
    },

    /** The console cancels a learner's unpaid order, as the learner's own cancel does; audited. */
    async cancelOrderAsOperator(id: string, actor: AuthUser) {
      await db.transaction(async (tx) => {
        const order = await orders.orderForUpdate(tx, id);
        if (!order || order.kind === 'topup') throw new DomainError('ORDER_NOT_FOUND');
        await cancelPlaced(tx, order, clock.now(), balance);
        await audit(tx, {
          actor,
          action: 'order.cancel',
          target: `order:${order.id}`,
          before: { status: order.status },
          after: { status: 'cancelled' },
        });
      });
    },
  };
}

export type ShopAdmin = ReturnType<typeof createShopAdmin>;
