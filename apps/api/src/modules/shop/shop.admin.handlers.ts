import { orderNumber } from '@tilawat/domain/rules';
import type { AdminSchemas } from '@tilawat/sdk/admin';
import type { ContractHandlers } from '../../core/handlers';
import { mapPage } from '../../core/paging';
import { personJson } from '../accounts/accounts.json';
import type { AdminOrderDetailView, AdminOrderView, ShopAdmin } from './shop.admin.service';

/** An order as the console's contract writes it (AdminOrder). */
export function adminOrderJson({
  order,
  learner,
  lines,
  payment,
}: AdminOrderView): AdminSchemas['AdminOrder'] {
  return {
    id: order.id,
    number: orderNumber(order.id),
    status: order.status,
    kind: order.kind,
    learner: personJson(learner),
    items: lines.map(({ line, card }) => ({ title: card.title, quantity: line.quantity })),
    total: { amount: order.total, currency: order.currency },
    payment: payment
      ? {
          id: payment.id,
          method: payment.method,
          status: payment.status,
          paid_at: payment.paidAt?.toISOString() ?? null,
        }
      : null,
    created_at: order.createdAt.toISOString(),
  };
}

/** An order with its history and payments as the console's contract writes it (AdminOrderDetail). */
export function adminOrderDetailJson(view: AdminOrderDetailView): AdminSchemas['AdminOrderDetail'] {
  return {
    order: adminOrderJson(view),
    history: view.history.map((change) => ({ status: change.status, at: change.at.toISOString() })),
    payments: view.payments.map((payment) => ({
      id: payment.id,
      method: payment.method,
      status: payment.status,
      amount: { amount: payment.amount, currency: payment.currency },
      created_at: payment.createdAt.toISOString(),
      expires_at: payment.expiresAt.toISOString(),
      paid_at: payment.paidAt?.toISOString() ?? null,
      refund_pending: payment.refundRef !== null && payment.status === 'paid',
    })),
  };
}

/** The console's orders (issue 19): the list, moving a paid order on, refunds; admins only (x-roles). */
export function shopAdminHandlers(shop: ShopAdmin): ContractHandlers {
  return {
    admin: {
      adminListOrders: async ({ query }) => ({
        data: mapPage(
          await shop.adminOrders({ status: query.status }, query.sort ?? '-created_at', query),
          adminOrderJson,
        ),
      }),

      adminGetOrder: async ({ params }) => ({
        data: adminOrderDetailJson(await shop.adminOrder(params.id)),
      }),

      adminMoveOrder: async ({ params, body, user }) => {
        await shop.advanceOrder(params.id, body.to, user);
        return { data: adminOrderJson(await shop.adminOrder(params.id)) };
      },

      adminCancelOrder: async ({ params, user }) => {
        await shop.cancelOrderAsOperator(params.id, user);
        return { data: adminOrderJson(await shop.adminOrder(params.id)) };
      },

      adminRefundOrder: async ({ params, user }) => {
        await shop.refundOrder(params.id, user);
        return { data: adminOrderJson(await shop.adminOrder(params.id)) };
      },
    },
  };
}
