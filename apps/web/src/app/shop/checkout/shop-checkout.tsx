'use client';

import { formatMoney, toStepErrors } from '@tilawat/domain';
import { expectData, type V2Schemas } from '@tilawat/sdk';
import {
  AddressForm,
  addressFormFields,
  Button,
  EmptyState,
  PaymentMethodPicker,
  Skeleton,
} from '@tilawat/ui';
import { useState } from 'react';
import { PagePlaceholder } from '~/components/page-placeholder';
import { ReadView } from '~/components/read-view';
import { webBn } from '~/copy/bn';
import type { BrowserClient } from '~/lib/browser-client';
import { failureMessage, load } from '~/lib/load';
import { shopCheckoutPath, shopPath } from '~/lib/paths';
import { needsDelivery } from '~/lib/shop';
import { useApiRead } from '~/lib/use-api-read';
import { useLearner } from '~/lib/use-learner';
import page from '~/styles/page.module.css';
import styles from './shop-checkout.module.css';
import type { ShopCheckoutFrom } from './shop-checkout-loader';

const copy = webBn.shop;
type Order = V2Schemas['OrderDetail'];
type Method = Exclude<V2Schemas['OrderPayPayload']['method'], 'wallet'>;

/** The checkout's place in the site, to come back to after logging in. */
function hereOf(): string {
  return typeof window === 'undefined'
    ? shopCheckoutPath
    : `${window.location.pathname}${window.location.search}`;
}

/** Places the order (unless it exists), then pays it with a wallet. */
export function ShopCheckout({ from }: { from: ShopCheckoutFrom | null }) {
  const learner = useLearner(hereOf());
  if (learner.status !== 'signed-in') return <PagePlaceholder minHeight="28rem" />;
  if (!from) return <EmptyState headingLevel={2} description={copy.nothingToOrder} action={<ShopLink />} />;
  return <Checkout client={learner.client} from={from} />;
}

function ShopLink() {
  return (
    <a href={shopPath} className={page.primaryLink}>
      {copy.all}
    </a>
  );
}

function Checkout({ client, from }: { client: BrowserClient; from: ShopCheckoutFrom }) {
  const existing = useApiRead(
    from.kind === 'order' ? client : null,
    (api) =>
      expectData(
        api.v2.GET('/order/my-order/{id}', { params: { path: { id: (from as { order: string }).order } } }),
      ),
    `order:${from.kind === 'order' ? from.order : ''}`,
  );
  const basket = useApiRead(
    from.kind === 'basket' ? client : null,
    (api) => expectData(api.v2.GET('/busket/my-busket')),
    'basket',
  );
  const [placed, setPlaced] = useState<Order | null>(null);

  if (from.kind === 'order') {
    return (
      <ReadView state={existing} headingLevel={2} loading={<Skeleton variant="block" height="14rem" />}>
        {(order) => <Pay client={client} order={placed ?? order} />}
      </ReadView>
    );
  }
  if (placed) return <Pay client={client} order={placed} />;
  if (from.kind === 'basket') {
    return (
      <ReadView state={basket} headingLevel={2} loading={<Skeleton variant="block" height="14rem" />}>
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState headingLevel={2} description={copy.nothingToOrder} action={<ShopLink />} />
          ) : (
            <Place
              client={client}
              delivery={needsDelivery(data.items.map((line) => line.card.kind))}
              body={{ action: 'basket' }}
              onPlaced={setPlaced}
            />
          )
        }
      </ReadView>
    );
  }
  return (
    <Place
      client={client}
      delivery={!from.digital}
      size={from.size}
      body={{ action: 'buy-now', card: from.card, quantity: from.quantity }}
      onPlaced={setPlaced}
    />
  );
}

/** Places the order: with the delivery details for printed items, at once for digital ones. */
function Place({
  client,
  delivery,
  size,
  body,
  onPlaced,
}: {
  client: BrowserClient;
  delivery: boolean;
  size?: 'small' | 'medium' | 'large';
  body: { action: 'basket' } | { action: 'buy-now'; card: number; quantity: number };
  onPlaced: (order: Order) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const place = async (orderInfo?: V2Schemas['OrderInfo']) => {
    setBusy(true);
    setErrors({});
    setFormError(null);
    const loaded = await load(() =>
      expectData(
        client.api.v2.POST('/order', {
          body: (orderInfo ? { ...body, order_info: orderInfo } : body) as V2Schemas['CreateOrderPayload'],
        }),
      ),
    );
    setBusy(false);
    if (loaded.ok) {
      onPlaced(loaded.data);
      return;
    }
    // errors of `order_info/<field>` beside their fields; anything else above the button
    const split = toStepErrors(
      {
        ...loaded,
        errors: loaded.errors?.map((e) => ({ ...e, path: e.path.replace(/^\/order_info\//, '/') })),
      },
      addressFormFields,
    );
    setErrors(split.errors);
    setFormError(split.formError === undefined ? null : failureMessage(loaded));
  };

  if (!delivery) {
    return (
      <div className={styles.step}>
        {formError ? <p role="alert">{formError}</p> : null}
        <Button size="lg" loading={busy} onClick={() => void place()}>
          {copy.pay}
        </Button>
      </div>
    );
  }
  return (
    <AddressForm
      onSubmit={place}
      submitting={busy}
      errors={errors}
      formError={formError}
      size={size}
      headingLevel={2}
      title={copy.deliveryTitle}
    />
  );
}

/** Pays a placed order: the price breakdown, a wallet, then the wallet's page. */
function Pay({ client, order }: { client: BrowserClient; order: Order }) {
  const [method, setMethod] = useState<Method | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);

  if (order.status !== 'placed') {
    return <EmptyState headingLevel={2} description={webBn.shop.result.success} action={<ShopLink />} />;
  }

  const pay = async () => {
    if (!method) {
      setMissing(true);
      return;
    }
    setBusy(true);
    setError(null);
    const loaded = await load(() =>
      expectData(
        client.api.v2.POST('/order/pay', {
          body: { order: order.id, method, redirect: `${window.location.origin}/shop/checkout/result` },
        }),
      ),
    );
    if (loaded.ok) {
      window.location.assign(loaded.data.redirect_url);
      return;
    }
    setBusy(false);
    setError(failureMessage(loaded));
  };

  return (
    <section aria-labelledby="pay-title" className={styles.step}>
      <h2 id="pay-title" className={page.title}>
        {copy.orderSummary}
      </h2>
      <ul className={styles.lines}>
        {order.items.map((line) => (
          <li key={line.card.id}>
            {line.card.title} × {line.quantity} —{' '}
            {formatMoney(line.line_total.amount, line.line_total.currency)}
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        <div>
          <dt>{webBn.orders.subtotal}</dt>
          <dd>{formatMoney(order.subtotal.amount, order.subtotal.currency)}</dd>
        </div>
        <div>
          <dt>{webBn.orders.deliveryFee}</dt>
          <dd>{formatMoney(order.delivery_fee.amount, order.delivery_fee.currency)}</dd>
        </div>
        <div>
          <dt>{webBn.orders.total}</dt>
          <dd>{formatMoney(order.total.amount, order.total.currency)}</dd>
        </div>
      </dl>
      <PaymentMethodPicker
        value={method}
        onChange={(next) => {
          setMethod(next);
          setMissing(false);
        }}
        label={copy.walletTitle}
        error={missing ? copy.chooseWallet : undefined}
      />
      {error ? <p role="alert">{error}</p> : null}
      <Button size="lg" fullWidth loading={busy} onClick={() => void pay()}>
        {busy ? copy.paying : copy.pay}
      </Button>
    </section>
  );
}
