'use client';

import { formatDateTime, formatMoney, orderStatuses, paymentMethods } from '@tilawat/domain';
import { unwrap } from '@tilawat/sdk';
import type { AdminSchemas } from '@tilawat/sdk/admin';
import { Button, ConfirmDialog, DataTable, type DataTableColumn, OrderStatusBadge } from '@tilawat/ui';
import { useState } from 'react';
import { PagePlaceholder } from '~/components/page-placeholder';
import { ReadView } from '~/components/read-view';
import { consoleBn } from '~/copy/console';
import { failureMessage, load } from '~/lib/load';
import { invalidateReads } from '~/lib/reads/read-api';
import { useRead } from '~/lib/reads/use-read';
import styles from '../console.module.css';
import { PersonCell, StatusFilter } from '../console-parts';
import { ConsoleForbidden } from '../forbidden';
import { useConsole, withAdmin } from '../use-console';

type Order = AdminSchemas['AdminOrder'];
type Status = Order['status'];
type Sort = '-created_at' | 'created_at' | '-total' | 'total';

const copy = consoleBn.orders;
const PAGE_SIZE = 20;
const statuses = Object.keys(orderStatuses) as Status[];

/**
 * The admin's orders: one page of `GET /api/v3/admin/orders` filtered by status and sorted on the
 * server, each with the moves its status allows (`wait-send` → sent, `sending` → completed) and a
 * refund behind a confirmation; the outcome is said in a live region and the page reads again.
 */
export function OrdersConsole() {
  const access = useConsole('/console/orders');
  const [status, setStatus] = useState<Status | ''>('');
  const [sort, setSort] = useState<Sort>('-created_at');
  const [page, setPage] = useState(1);
  const [said, setSaid] = useState('');
  const [refunding, setRefunding] = useState<Order | null>(null);
  const [cancelling, setCancelling] = useState<Order | null>(null);
  const [busy, setBusy] = useState(false);
  const [refundError, setRefundError] = useState<string | null>(null);

  const orders = useRead(
    `console-orders:${status}:${sort}:${page}`,
    withAdmin(access, (admin) =>
      unwrap(
        admin.GET('/orders', {
          params: { query: { page, limit: PAGE_SIZE, sort, ...(status ? { status } : {}) } },
        }),
      ),
    ),
  );

  if (access.status === 'loading') return <PagePlaceholder minHeight="32rem" />;
  if (access.status === 'forbidden') return <ConsoleForbidden role={access.role} />;

  const move = async (order: Order, to: 'sending' | 'completed') => {
    setSaid('');
    const moved = await load(() =>
      unwrap(access.admin.POST('/orders/{id}/move', { params: { path: { id: order.id } }, body: { to } })),
    );
    setSaid(moved.ok ? copy.moved(order.number, orderStatuses[to].bn) : failureMessage(moved));
    invalidateReads('console-orders');
  };

  const cancel = async () => {
    if (!cancelling) return;
    setBusy(true);
    setRefundError(null);
    const done = await load(() =>
      unwrap(access.admin.POST('/orders/{id}/cancel', { params: { path: { id: cancelling.id } } })),
    );
    setBusy(false);
    if (!done.ok) {
      setRefundError(failureMessage(done));
      return;
    }
    setSaid(copy.cancelled(cancelling.number));
    setCancelling(null);
    invalidateReads('console-orders');
  };

  const refund = async () => {
    if (!refunding) return;
    setBusy(true);
    setRefundError(null);
    const done = await load(() =>
      unwrap(access.admin.POST('/orders/{id}/refund', { params: { path: { id: refunding.id } } })),
    );
    setBusy(false);
    if (!done.ok) {
      setRefundError(failureMessage(done));
      return;
    }
    setSaid(copy.refunded(refunding.number));
    setRefunding(null);
    invalidateReads('console-orders');
  };

  const columns: DataTableColumn<Order>[] = [
    {
      key: 'number',
      header: copy.number,
      sortKey: 'created_at',
      cell: (order) => (
        <>
          <a href={`/console/orders/${order.id}`} aria-label={copy.detailLabel(order.number)}>
            <strong>{order.number}</strong>
          </a>
          <br />
          <span className={styles.muted}>{formatDateTime(order.created_at)}</span>
        </>
      ),
    },
    {
      key: 'learner',
      header: copy.learner,
      cell: (order) => <PersonCell person={order.learner} />,
    },
    {
      key: 'items',
      header: copy.items,
      cell: (order) => order.items.map((item) => `${item.title} × ${item.quantity}`).join(', '),
    },
    {
      key: 'total',
      header: copy.total,
      sortKey: 'total',
      align: 'end',
      cell: (order) => formatMoney(order.total.amount, order.total.currency),
    },
    { key: 'status', header: copy.status, cell: (order) => <OrderStatusBadge status={order.status} /> },
    {
      key: 'payment',
      header: copy.payment,
      cell: (order) =>
        order.payment
          ? order.payment.method
            ? paymentMethods[order.payment.method].bn
            : copy.fromBalance
          : copy.unpaid,
    },
    {
      key: 'actions',
      header: copy.actions,
      cell: (order) => (
        <div className={styles.actions}>
          {order.status === 'wait-send' ? (
            <Button
              variant="secondary"
              aria-label={copy.sendLabel(order.number)}
              onClick={() => void move(order, 'sending')}
            >
              {copy.send}
            </Button>
          ) : null}
          {order.status === 'sending' ? (
            <Button
              variant="secondary"
              aria-label={copy.completeLabel(order.number)}
              onClick={() => void move(order, 'completed')}
            >
              {copy.complete}
            </Button>
          ) : null}
          {order.status === 'placed' ? (
            <Button
              variant="danger"
              aria-label={copy.cancelLabel(order.number)}
              onClick={() => {
                setRefundError(null);
                setCancelling(order);
              }}
            >
              {copy.cancel}
            </Button>
          ) : null}
          {order.payment?.status === 'paid' &&
          ['wait-send', 'sending', 'completed'].includes(order.status) ? (
            <Button
              variant="danger"
              aria-label={copy.refundLabel(order.number)}
              onClick={() => {
                setRefundError(null);
                setRefunding(order);
              }}
            >
              {copy.refund}
            </Button>
          ) : null}
        </div>
      ),
    },
  ];

  return (
    <>
      <p role="status" className={styles.status}>
        {said}
      </p>
      <StatusFilter
        label={copy.statusFilter}
        all={copy.all}
        value={status}
        options={statuses.map((value) => ({ value, label: orderStatuses[value].bn }))}
        onChange={(next) => {
          setStatus(next);
          setPage(1);
        }}
      />
      <ReadView state={orders}>
        {(data) => (
          <DataTable
            caption={`${copy.caption} — ${copy.count(data.total)}`}
            columns={columns}
            rows={data.items}
            rowKey={(order) => order.id}
            sort={sort}
            onSortChange={(next) => {
              setSort(next as Sort);
              setPage(1);
            }}
            page={data.page}
            limit={data.limit}
            total={data.total}
            onPageChange={setPage}
            empty={copy.empty}
          />
        )}
      </ReadView>
      <ConfirmDialog
        open={refunding !== null}
        onOpenChange={(open) => {
          if (!open) setRefunding(null);
        }}
        title={refunding ? copy.refundTitle(refunding.number) : ''}
        description={refunding ? copy.refundText(refunding.total.amount, refunding.learner.name) : undefined}
        confirmLabel={copy.refundConfirm}
        busy={busy}
        error={refundError}
        onConfirm={() => void refund()}
      />
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => {
          if (!open) setCancelling(null);
        }}
        title={cancelling ? copy.cancelTitle(cancelling.number) : ''}
        description={cancelling ? copy.cancelText(cancelling.learner.name) : undefined}
        confirmLabel={copy.cancelConfirm}
        cancelLabel={copy.keepOrder}
        busy={busy}
        error={refundError}
        onConfirm={() => void cancel()}
      />
    </>
  );
}
