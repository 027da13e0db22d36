'use client';

import { formatMoney, toStepErrors } from '@tilawat/domain';
import { expectData, type V2Schemas } from '@tilawat/sdk';
import { Button, EmptyState, PaymentMethodPicker, TextField } from '@tilawat/ui';
import { useEffect, useState } from 'react';
import { FormError } from '~/components/form-error';
import { webBn } from '~/copy/bn';
import type { BrowserClient } from '~/lib/browser-client';
import { failureMessage, load } from '~/lib/load';
import { shopPath } from '~/lib/paths';
import { useRead, withClient } from '~/lib/reads/use-read';
import { balanceCovers, balanceIn, totalAfterCoupon, usableGiftCoupon } from '~/lib/shop';
import { usePaymentOptions } from '~/lib/use-payment-options';
import page from '~/styles/page.module.css';
import styles from './shop-checkout.module.css';

const copy = webBn.shop;
type Order = V2Schemas['OrderDetail'];
type Method = Exclude<V2Schemas['OrderPayPayload']['method'], 'wallet'>;

/**
 * Pays a placed order: the price breakdown, a gift coupon (checked against the learner's coupons to
 * show the new total; the api decides again), then the learner's own balance when it covers what is
 * due, or a mobile wallet and its page. Star and point items are paid from the rewards only.
 */
export function Pay({ client, order }: { client: BrowserClient; order: Order }) {
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

/** Back to the shop. */
export function ShopLink() {
  return (
    <a href={shopPath} className={page.primaryLink}>
      {copy.all}
    </a>
  );
}
