'use client';

import { toStepErrors } from '@tilawat/domain';
import { expectData, type V2Schemas } from '@tilawat/sdk';
import { AddressForm, addressFormFields, Button, EmptyState, Skeleton } from '@tilawat/ui';
import { useState } from 'react';
import { FormError } from '~/components/form-error';
import { PagePlaceholder } from '~/components/page-placeholder';
import { ReadView } from '~/components/read-view';
import { webBn } from '~/copy/bn';
import type { BrowserClient } from '~/lib/browser-client';
import { failureMessage, load } from '~/lib/load';
import { shopCheckoutPath } from '~/lib/paths';
import { useRead, withClient } from '~/lib/reads/use-read';
import { needsDelivery } from '~/lib/shop';
import { useLearner } from '~/lib/use-learner';
import styles from './shop-checkout.module.css';
import { Pay, ShopLink } from './shop-pay';

const copy = webBn.shop;
type Order = V2Schemas['OrderDetail'];

/** The checkout's place in the site, to come back to after logging in. */
function hereOf(): string {
  return typeof window === 'undefined'
    ? shopCheckoutPath
    : `${window.location.pathname}${window.location.search}`;
}

/** Places the order (unless it exists), then pays it with a wallet. */
/** Where the shop's checkout starts from: an order, the basket, or a buy-now. */
export type ShopCheckoutFrom =
  | { kind: 'order'; order: string }
  | { kind: 'basket' }
  | {
      kind: 'buy-now';
      card: number;
      quantity: number;
      size?: 'small' | 'medium' | 'large';
      /** A digital card (a gift card): no delivery details. */
      digital: boolean;
    };

export function ShopCheckout({ from }: { from: ShopCheckoutFrom | null }) {
  const learner = useLearner(hereOf());
  if (learner.status !== 'signed-in') return <PagePlaceholder minHeight="28rem" />;
  if (!from) return <EmptyState headingLevel={2} description={copy.nothingToOrder} action={<ShopLink />} />;
  return <Checkout client={learner.client} from={from} />;
}

function Checkout({ client, from }: { client: BrowserClient; from: ShopCheckoutFrom }) {
  const existing = useRead(
    `order:${from.kind === 'order' ? from.order : ''}`,
    withClient(from.kind === 'order' ? client : null, (api) =>
      expectData(
        api.v2.GET('/order/my-order/{id}', { params: { path: { id: (from as { order: string }).order } } }),
      ),
    ),
  );
  const basket = useRead(
    'basket',
    withClient(from.kind === 'basket' ? client : null, (api) => expectData(api.v2.GET('/busket/my-busket'))),
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
        <FormError message={formError} />
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
