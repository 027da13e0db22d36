'use client';

import { formatDateTime, formatMoney, paymentMethods, paymentStatuses } from '@tilawat/domain';
import { unwrap } from '@tilawat/sdk';
import type { AdminSchemas } from '@tilawat/sdk/admin';
import { DataTable, type DataTableColumn, OrderStatusBadge, OrderTimeline } from '@tilawat/ui';
import { PagePlaceholder } from '~/components/page-placeholder';
import { ReadView } from '~/components/read-view';
import { consoleBn } from '~/copy/console';
import { useRead } from '~/lib/reads/use-read';
import styles from '../../console.module.css';
import { onePage, PersonCell } from '../../console-parts';
import { ConsoleForbidden } from '../../forbidden';
import { useConsole, withAdmin } from '../../use-console';

type Payment = AdminSchemas['AdminOrderPayment'];
const copy = consoleBn.orders;

const columns: DataTableColumn<Payment>[] = [
  {
    key: 'started',
    header: copy.started,
    cell: (payment) => formatDateTime(payment.created_at),
  },
  {
    key: 'method',
    header: copy.method,
    cell: (payment) => (payment.method ? paymentMethods[payment.method].bn : copy.fromBalance),
  },
  {
    key: 'amount',
    header: copy.amount,
    align: 'end',
    cell: (payment) => formatMoney(payment.amount.amount, payment.amount.currency),
  },
  {
    key: 'status',
    header: copy.paymentStatus,
    cell: (payment) => (
      <>
        {paymentStatuses[payment.status].bn}
        {payment.refund_pending ? (
          <>
            <br />
            <span className={styles.muted}>{copy.refundPending}</span>
          </>
        ) : null}
      </>
    ),
  },
  {
    key: 'paid',
    header: copy.paidAt,
    cell: (payment) => (payment.paid_at ? formatDateTime(payment.paid_at) : '—'),
  },
  {
    key: 'expires',
    header: copy.expiresAt,
    cell: (payment) => formatDateTime(payment.expires_at),
  },
];

/**
 * One order in the console (`GET /api/v3/admin/orders/{id}`): who ordered what, its status history
 * (the kit's OrderTimeline) and every attempt to pay it, newest first — what an operator reads when a
 * learner calls about a payment. Moves, cancels and refunds stay on the orders list.
 */
export function OrderConsole({ id }: { id: string }) {
  const access = useConsole(`/console/orders/${id}`);
  const detail = useRead(
    `console-order:${id}`,
    withAdmin(access, (admin) => unwrap(admin.GET('/orders/{id}', { params: { path: { id } } }))),
  );
  if (access.status === 'loading') return <PagePlaceholder minHeight="32rem" />;
  if (access.status === 'forbidden') return <ConsoleForbidden role={access.role} />;
  return (
    <>
      <p>
        <a href="/console/orders">{copy.back}</a>
      </p>
      <ReadView state={detail}>
        {({ order, history, payments }) => (
          <>
            <h2 className={styles.sectionTitle}>
              {copy.detailTitle(order.number)} <OrderStatusBadge status={order.status} />
            </h2>
            <p className={styles.muted}>{copy.placedAt(formatDateTime(order.created_at))}</p>
            <PersonCell person={order.learner} />
            <p>
              {order.items.map((item) => `${item.title} × ${item.quantity}`).join(', ')} ·{' '}
              <strong>{formatMoney(order.total.amount, order.total.currency)}</strong>
            </p>
            <OrderTimeline history={history} status={order.status} headingLevel={2} label={copy.history} />
            <h2 className={styles.sectionTitle}>{copy.payments}</h2>
            <DataTable
              caption={copy.paymentsCaption(order.number)}
              columns={columns}
              rows={payments}
              rowKey={(payment) => payment.id}
              {...onePage(payments.length)}
              empty={copy.noPayments}
            />
          </>
        )}
      </ReadView>
    </>
  );
}
