'use client';

import { toStepErrors } from '@tilawat/domain';
import { expectData, type V2Schemas } from '@tilawat/sdk';
import { Button, Dialog, OrderStatusBadge, OrderTimeline, ReviewForm, reviewFormFields } from '@tilawat/ui';
import { notFound } from 'next/navigation';
import { type ReactNode, useRef, useState } from 'react';
import { FormError } from '~/components/form-error';
import { PagePlaceholder } from '~/components/page-placeholder';
import { ReadView } from '~/components/read-view';
import { webBn } from '~/copy/bn';
import type { BrowserClient } from '~/lib/browser-client';
import { failureMessage, load } from '~/lib/load';
import {
  orderActions,
  toDeliveryFacts,
  toMoneyLines,
  toOrderHead,
  toOrderLineViews,
  toPaymentViews,
} from '~/lib/orders';
import { cardPath, orderPath, ordersPath } from '~/lib/paths';
import { useRead, withClient } from '~/lib/reads/use-read';
import { useLearner } from '~/lib/use-learner';
import page from '~/styles/page.module.css';
import styles from '../orders.module.css';

type OrderDetail = V2Schemas['OrderDetail'];

const copy = webBn.orders;

/**
 * /orders/{id} in the browser: `GET /order/my-order/{id}` (another learner's or an unknown order is a
 * 404 there → the not-found page), then the order's parts; while it is placed, paying (the shop's
 * checkout) and cancelling (`POST /order/my-order/{id}/cancel`, after a confirmation).
 */
export function OrderView({ orderId }: { orderId: string }) {
  const learner = useLearner(orderPath(orderId));
  const client = learner.status === 'signed-in' ? learner.client : null;
  const order = useRead(
    `order:${orderId}`,
    withClient(client, (api) =>
      expectData(api.v2.GET('/order/my-order/{id}', { params: { path: { id: orderId } } })),
    ),
  );
  // The order the cancel answered with, which replaces the one read (the api's own view of it).
  const [updated, setUpdated] = useState<OrderDetail | null>(null);

  if (order.status === 'error' && order.failure.status === 404) notFound();
  if (!client) return <PagePlaceholder minHeight="40rem" />;

  return (
    <>
      <p className={styles.back}>
        <a href={ordersPath} className={page.textLink}>
          ← {copy.back}
        </a>
      </p>
      {order.status === 'error' ? <h1 className={page.pageTitle}>{copy.metaTitle}</h1> : null}
      <ReadView state={order} headingLevel={2} loading={<PagePlaceholder minHeight="40rem" />}>
        {(data) => (
          <Order order={updated?.id === data.id ? updated : data} client={client} onCancelled={setUpdated} />
        )}
      </ReadView>
    </>
  );
}

function Order({
  order,
  client,
  onCancelled,
}: {
  order: OrderDetail;
  client: BrowserClient;
  onCancelled: (order: OrderDetail) => void;
}) {
  const head = toOrderHead(order);
  const lines = toOrderLineViews(order.items);
  const delivery = toDeliveryFacts(order.order_info);
  const payments = toPaymentViews(order.payments);

  return (
    <article className={styles.order} aria-labelledby="order-title">
      <header className={styles.orderHead}>
        <h1 id="order-title" className={page.pageTitle}>
          {head.title}
        </h1>
        <OrderStatusBadge status={head.status} />
        <dl className={styles.facts}>
          <Fact term={copy.placedAt}>
            <time dateTime={head.placedAt.iso}>{head.placedAt.value}</time>
          </Fact>
          <Fact term={copy.kind}>{head.kind}</Fact>
          <Fact term={copy.payment}>{head.payment}</Fact>
        </dl>
      </header>

      <Actions order={order} client={client} onCancelled={onCancelled} />

      {order.status === 'completed' ? <Reviews order={order} client={client} /> : null}

      <section className={styles.panel} aria-labelledby="order-items-title">
        <h2 id="order-items-title" className={styles.panelTitle}>
          {copy.itemsTitle}
        </h2>
        {lines.length === 0 ? (
          <p className={page.muted}>{copy.noItems}</p>
        ) : (
          <ul className={styles.lines}>
            {lines.map((line) => (
              <li key={line.key} className={styles.line}>
                <h3 className={styles.lineTitle}>{line.title}</h3>
                <dl className={styles.facts}>
                  <Fact term={copy.kind}>{line.kind}</Fact>
                  {line.size ? <Fact term={copy.size}>{line.size}</Fact> : null}
                  <Fact term={copy.quantity}>{line.quantity}</Fact>
                  <Fact term={copy.unitPrice}>{line.unitPrice}</Fact>
                  <Fact term={copy.lineTotal}>{line.lineTotal}</Fact>
                </dl>
              </li>
            ))}
          </ul>
        )}
        <h3 className={styles.hidden}>{copy.moneyTitle}</h3>
        <dl className={styles.sums}>
          {toMoneyLines(order).map((line) => (
            <div key={line.key} className={styles.sum} data-total={line.key === 'total' ? '' : undefined}>
              <dt>{line.term}</dt>
              <dd>{line.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className={styles.panel} aria-labelledby="order-delivery-title">
        <h2 id="order-delivery-title" className={styles.panelTitle}>
          {copy.deliveryTitle}
        </h2>
        {delivery ? (
          <dl className={styles.facts}>
            {delivery.map((fact) => (
              <Fact key={fact.term} term={fact.term}>
                {fact.value}
              </Fact>
            ))}
          </dl>
        ) : (
          <p className={page.muted}>{copy.deliveryDigital}</p>
        )}
      </section>

      <OrderTimeline
        className={styles.panel}
        history={order.history}
        status={order.status}
        headingLevel={2}
        label={copy.historyTitle}
      />

      <section className={styles.panel} aria-labelledby="order-payments-title">
        <h2 id="order-payments-title" className={styles.panelTitle}>
          {copy.paymentsTitle}
        </h2>
        {payments.length === 0 ? (
          <p className={page.muted}>{copy.paymentsEmpty}</p>
        ) : (
          <ul className={styles.lines}>
            {payments.map((payment) => (
              <li key={payment.id} className={styles.line} data-payment={payment.status}>
                <dl className={styles.facts}>
                  <Fact term={copy.method}>{payment.method}</Fact>
                  <Fact term={copy.paymentStatus}>{payment.statusLabel}</Fact>
                  <Fact term={copy.amount}>{payment.amount}</Fact>
                  <Fact term={payment.time.term}>
                    <time dateTime={payment.time.iso}>{payment.time.value}</time>
                  </Fact>
                  {payment.expires ? (
                    <Fact term={copy.expiresAt}>
                      <time dateTime={payment.expires.iso}>{payment.expires.value}</time>
                    </Fact>
                  ) : null}
                </dl>
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}

/**
 * Pay and cancel, while the order is placed. Cancelling asks first (the kit's Dialog); the api's answer
 * is the cancelled order, drawn at once, and focus goes to the sentence that says so. A refusal (409:
 * paid meanwhile) shows the api's msg beside the button.
 */
function Actions({
  order,
  client,
  onCancelled,
}: {
  order: OrderDetail;
  client: BrowserClient;
  onCancelled: (order: OrderDetail) => void;
}) {
  const { payHref, canCancel } = orderActions(order);
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const doneRef = useRef<HTMLParagraphElement>(null);

  const cancel = async () => {
    setConfirming(false);
    setCancelling(true);
    setError(null);
    const loaded = await load(() =>
      expectData(client.api.v2.POST('/order/my-order/{id}/cancel', { params: { path: { id: order.id } } })),
    );
    setCancelling(false);
    if (!loaded.ok) {
      setError(failureMessage(loaded));
      return;
    }
    setDone(true);
    onCancelled(loaded.data);
    requestAnimationFrame(() => doneRef.current?.focus());
  };

  if (done && !canCancel) {
    return (
      <p ref={doneRef} className={styles.notice} role="status" tabIndex={-1}>
        {copy.cancelled}
      </p>
    );
  }
  if (!payHref && !canCancel) return null;

  return (
    <section className={styles.actions} aria-labelledby="order-actions-title">
      <h2 id="order-actions-title" className={styles.hidden}>
        {copy.actionsTitle}
      </h2>
      <p className={page.muted}>{copy.actionsNote}</p>
      <div className={styles.buttons}>
        {payHref ? (
          <a href={payHref} className={page.primaryLink}>
            {copy.pay}
          </a>
        ) : null}
        {canCancel ? (
          <Dialog
            open={confirming}
            onOpenChange={setConfirming}
            title={copy.confirmTitle}
            description={copy.confirmText}
            trigger={(props) => (
              <Button
                {...props}
                variant="secondary"
                loading={cancelling}
                aria-describedby={error ? 'order-cancel-error' : undefined}
              >
                {cancelling ? copy.cancelling : copy.cancel}
              </Button>
            )}
            footer={
              <>
                <Button variant="secondary" onClick={() => setConfirming(false)}>
                  {copy.keep}
                </Button>
                <Button variant="danger" onClick={() => void cancel()}>
                  {copy.confirm}
                </Button>
              </>
            }
          />
        ) : null}
      </div>
      <FormError id="order-cancel-error" message={error} />
    </section>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The reviews of a completed order's lines (`GET /review/my-review?order=`): one form each, written
 * and edited with `PATCH /review/my-review/{id}`; the answer replaces the review shown, and a polite
 * sentence says where it can be seen.
 */
function Reviews({ order, client }: { order: OrderDetail; client: BrowserClient }) {
  const reviews = useRead(
    `reviews:${order.id}`,
    withClient(client, (api) =>
      expectData(api.v2.GET('/review/my-review', { params: { query: { order: order.id, limit: 50 } } })),
    ),
  );
  return (
    <section className={styles.panel} aria-labelledby="order-reviews-title">
      <h2 id="order-reviews-title" className={styles.panelTitle}>
        {copy.reviewsTitle}
      </h2>
      <p className={page.muted}>{copy.reviewsIntro}</p>
      <ReadView state={reviews} headingLevel={3} loading={<PagePlaceholder minHeight="16rem" />}>
        {(data) => (
          <ul className={styles.lines}>
            {data.items.map((review) => (
              <li key={review.id}>
                <ReviewLine
                  review={review}
                  client={client}
                  href={cardPath(
                    order.items.find((line) => line.card.id === review.card_id)?.card.slug ?? '',
                  )}
                />
              </li>
            ))}
          </ul>
        )}
      </ReadView>
    </section>
  );
}

function ReviewLine({
  review: first,
  client,
  href,
}: {
  review: V2Schemas['Review'];
  client: BrowserClient;
  href: string;
}) {
  const [review, setReview] = useState(first);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);

  const submit = async (values: { rating: number; comment?: string }) => {
    setBusy(true);
    setError(null);
    setErrors({});
    setSaved(false);
    const loaded = await load(() =>
      expectData(
        client.api.v2.PATCH('/review/my-review/{id}', {
          params: { path: { id: review.id } },
          body: { order: review.order_id, rating: values.rating, comment: values.comment ?? null },
        }),
      ),
    );
    setBusy(false);
    if (loaded.ok) {
      setReview(loaded.data);
      setSaved(true);
      return;
    }
    const split = toStepErrors(loaded, reviewFormFields);
    setErrors(split.errors);
    setError(split.formError === undefined ? null : failureMessage(loaded));
  };

  return (
    <div className={styles.review}>
      <ReviewForm
        cardTitle={review.card_title}
        defaultValues={{ rating: review.rating, comment: review.comment }}
        onSubmit={submit}
        submitting={busy}
        error={error}
        errors={errors}
        headingLevel={3}
      />
      <p role="status" className={styles.reviewSaved}>
        {saved ? (
          <>
            {copy.reviewSaved}{' '}
            <a href={href} className={page.textLink}>
              {copy.reviewOnCard}
            </a>
          </>
        ) : null}
      </p>
    </div>
  );
}
