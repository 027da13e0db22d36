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
  TextField,
} from '@tilawat/ui';
import { useEffect, useState } from 'react';
import { FormError } from '~/components/form-error';
import { PagePlaceholder } from '~/components/page-placeholder';
import { ReadView } from '~/components/read-view';
import { webBn } from '~/copy/bn';
import type { BrowserClient } from '~/lib/browser-client';
import { failureMessage, load } from '~/lib/load';
import { shopCheckoutPath, shopPath } from '~/lib/paths';
import { useRead, withClient } from '~/lib/reads/use-read';
import { balanceCovers, balanceIn, needsDelivery, totalAfterCoupon, usableGiftCoupon } from '~/lib/shop';
import { useLearner } from '~/lib/use-learner';
import { usePaymentOptions } from '~/lib/use-payment-options';
import page from '~/styles/page.module.css';
import styles from './shop-checkout.module.css';

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

function ShopLink() {
  return (
    <a href={shopPath} className={page.primaryLink}>
      {copy.all}
    </a>
  );
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

/**
 * Pays a placed order: the price breakdown, a gift coupon (checked against the learner's coupons to
 * show the new total; the api decides again), then the learner's own balance when it covers what is
 * due, or a mobile wallet and its page. Star and point items are paid from the rewards only.
 */
function Pay({ client, order }: { client: BrowserClient; order: Order }) {
  const panel = useRead(
    'control-panel',
    withClient(client, (api) => expectData(api.v2.GET('/dashboard/my-controlpanel'))),
  );
  const coupons = useRead(
    'gift-coupons',
    withClient(client, (api) =>
      expectData(
        api.v2.GET('/coupon/my-coupon', {
          params: { query: { kind: 'gift', expiry: 'available', limit: 100 } },
        }),
      ),
    ),
  );
  const payment = usePaymentOptions(client);
  const [method, setMethod] = useState<Method | null>(null);
  const [fromBalance, setFromBalance] = useState<boolean | null>(null);
  const [code, setCode] = useState('');
  const [coupon, setCoupon] = useState<V2Schemas['Coupon'] | null>(null);
  const [couponError, setCouponError] = useState<string | null>(null);
  const [applying, setApplying] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);

  // An apply clicked while the learner's coupons are still loading waits for them (the button shows
  // it is busy) rather than calling a good code unusable; a failed read shows why, beside the field.
  const settleCoupon = () => {
    if (coupons.status === 'loading') return false;
    if (coupons.status === 'error') {
      setCoupon(null);
      setCouponError(failureMessage(coupons.failure));
      return true;
    }
    const found = usableGiftCoupon(coupons.data.items, code, order.total.currency);
    setCoupon(found);
    setCouponError(found ? null : copy.couponUnusable);
    return true;
  };
  const applyCoupon = () => {
    setApplying(!settleCoupon());
  };
  useEffect(() => {
    if (applying && settleCoupon()) setApplying(false);
  });

  if (order.status !== 'placed') {
    return <EmptyState headingLevel={2} description={webBn.shop.result.success} action={<ShopLink />} />;
  }

  const rewards = order.total.currency !== 'tk';
  // a coupon already on the order (a payment tried before) stays with it: the total is after it
  const due = order.coupon_code ? order.total : totalAfterCoupon(order.total, coupon);
  const balances = panel.status === 'ready' ? panel.data : null;
  const covers = balances !== null && balanceCovers(balances, due);
  const balance = balances ? balanceIn(balances, due.currency) : null;
  const useBalance = rewards || (covers && fromBalance !== false && (fromBalance === true || due.amount > 0));
  const nothingDue = due.amount === 0;

  const pay = async () => {
    if (!nothingDue && !useBalance && !method) {
      setMissing(true);
      return;
    }
    setBusy(true);
    setError(null);
    const loaded = await load(() =>
      expectData(
        client.api.v2.POST('/order/pay', {
          body: {
            order: order.id,
            method: nothingDue || useBalance ? 'wallet' : (method as Method),
            currency: order.total.currency,
            ...(coupon && !order.coupon_code ? { coupon_code: coupon.code } : {}),
            redirect: `${window.location.origin}/shop/checkout/result`,
          },
        }),
      ),
    );
    if (loaded.ok) {
      window.location.assign(loaded.data.redirect_url);
      return;
    }
    setBusy(false);
    const split = toStepErrors(loaded, ['coupon_code']);
    if (split.errors.coupon_code) {
      // beside the coupon field, where the learner fixes it
      setCoupon(null);
      setCouponError(split.errors.coupon_code);
      return;
    }
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
        {order.coupon_code || coupon ? (
          <div>
            <dt>{copy.discount}</dt>
            <dd>
              −
              {formatMoney(
                order.coupon_code ? order.discount.amount : order.total.amount - due.amount,
                order.total.currency,
              )}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{copy.due}</dt>
          <dd>{formatMoney(due.amount, due.currency)}</dd>
        </div>
      </dl>

      {order.coupon_code ? (
        <p role="status">{copy.couponOnOrder(order.coupon_code)}</p>
      ) : rewards ? null : (
        <div className={styles.coupon}>
          <TextField
            label={copy.couponLabel}
            value={code}
            onValueChange={(next) => {
              setCode(next);
              setCouponError(null);
            }}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            error={couponError ?? undefined}
          />
          {coupon ? (
            <Button
              variant="secondary"
              onClick={() => {
                setCoupon(null);
                setCode('');
              }}
            >
              {copy.couponRemove}
            </Button>
          ) : (
            <Button
              variant="secondary"
              onClick={applyCoupon}
              disabled={code.trim() === ''}
              loading={applying}
            >
              {copy.couponApply}
            </Button>
          )}
          <p role="status" className={styles.couponStatus}>
            {coupon ? copy.couponApplied(coupon.code) : ''}
          </p>
        </div>
      )}

      {nothingDue ? (
        <p>{copy.nothingDue}</p>
      ) : rewards ? (
        balance && !covers ? (
          <p role="alert">{copy.rewardsShort(formatMoney(balance.amount, balance.currency))}</p>
        ) : null
      ) : (
        <>
          {covers && balance ? (
            <fieldset className={styles.payFrom}>
              <legend>{copy.payFromTitle}</legend>
              <label>
                <input
                  type="radio"
                  name="pay-from"
                  checked={useBalance}
                  onChange={() => setFromBalance(true)}
                />{' '}
                {copy.fromBalance(formatMoney(balance.amount, balance.currency))}
              </label>
              <label>
                <input
                  type="radio"
                  name="pay-from"
                  checked={!useBalance}
                  onChange={() => setFromBalance(false)}
                />{' '}
                {copy.fromMobile}
              </label>
            </fieldset>
          ) : null}
          {useBalance ? null : (
            <PaymentMethodPicker
              value={method}
              onChange={(next) => {
                setMethod(next);
                setMissing(false);
              }}
              label={copy.walletTitle}
              error={missing ? copy.chooseWallet : undefined}
              methods={payment.methods}
              hint={payment.note ?? undefined}
            />
          )}
        </>
      )}
      <FormError message={error} />
      <Button size="lg" fullWidth loading={busy} disabled={rewards && !covers} onClick={() => void pay()}>
        {busy ? copy.paying : nothingDue ? copy.confirmFree : useBalance ? copy.payFromBalance : copy.pay}
      </Button>
    </section>
  );
}
