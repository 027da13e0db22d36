'use client';

import {
  type ApiFailure,
  formatMoney,
  forms,
  type PaymentMethod,
  type PromoState,
  routes,
  validate,
} from '@tilawat/domain';
import type { V3Schemas } from '@tilawat/sdk';
import { Button, PaymentMethodPicker, PromoForm } from '@tilawat/ui';
import { useId, useState } from 'react';
import { FormError } from '~/components/form-error';
import { webBn } from '~/copy/bn';
import type { BrowserClient } from '~/lib/browser-client';
import { failureMessage } from '~/lib/load';
import { usePaymentOptions } from '~/lib/use-payment-options';
import styles from '~/styles/page.module.css';
import checkout from './checkout.module.css';

export interface CheckoutControlsProps {
  /** The learner is already in this batch: no paying twice, the way to the dashboard instead. */
  enrolled: boolean;
  /** The store's promo slice (null until the store has loaded). */
  promo: PromoState | null;
  onApplyPromo: (code: string) => void;
  onRemovePromo: () => void;
  /** No learner is signed in: "sign in to go on" instead of the wallet picker. */
  signedOut: boolean;
  onSignIn: () => void;
  method: PaymentMethod | null;
  onMethodChange: (method: PaymentMethod) => void;
  /** What is bought: a batch holds a seat while it is paid, a plan does not. */
  kind: 'batch' | 'plan';
  /** What will be charged (the promo applied). */
  total: V3Schemas['Money'];
  /** The tab's client has loaded (paying is possible). */
  ready: boolean;
  paying: boolean;
  /** Why the last "pay" was refused (seats gone, already enrolled, price changed), or null. */
  payError: ApiFailure | null;
  /** A wallet was chosen and the learner pays (the form rule is checked here first). */
  onPay: (method: PaymentMethod) => void;
  /** The tab's client (null until it has loaded): reads the wallets the gateway offers. */
  client: BrowserClient | null;
}

/** The checkout's controls: the promo form, then sign-in or the wallet picker and "pay". */
export function CheckoutControls(props: CheckoutControlsProps) {
  const { promo, method, total } = props;
  const [methodError, setMethodError] = useState<string | null>(null);
  const ids = useId();
  const payment = usePaymentOptions(props.client);

  if (props.enrolled) {
    return (
      <section className={checkout.notice} aria-labelledby={`${ids}-enrolled`}>
        <h2 id={`${ids}-enrolled`} className={checkout.noticeTitle}>
          {webBn.checkout.enrolledTitle}
        </h2>
        <p>{webBn.checkout.enrolledText}</p>
        <a href={routes.dashboard} className={styles.primaryLink}>
          {webBn.checkoutResult.toDashboard}
        </a>
      </section>
    );
  }

  return (
    <div className={checkout.steps}>
      <PromoForm
        status={promo?.status ?? 'idle'}
        validity={promo?.status === 'valid' ? promo.data : null}
        // A 4xx answer (unknown, expired, another course's code) is the server's message; no answer is "cannot reach".
        errorMsg={promo?.error ? failureMessage(promo.error) : null}
        onApply={props.onApplyPromo}
        onRemove={props.onRemovePromo}
      />
      {props.signedOut ? (
        <section className={checkout.notice} aria-labelledby={`${ids}-signin`}>
          <h2 id={`${ids}-signin`} className={checkout.noticeTitle}>
            {webBn.checkout.signInTitle}
          </h2>
          <p>{webBn.checkout.signInText}</p>
          <Button variant="primary" size="lg" fullWidth onClick={props.onSignIn}>
            {webBn.checkout.signIn}
          </Button>
        </section>
      ) : (
        <form
          className={checkout.pay}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const checked = validate(forms.checkout, { method });
            if (!checked.ok) {
              setMethodError(checked.errors.method ?? null);
              return;
            }
            props.onPay(checked.data.method);
          }}
        >
          <PaymentMethodPicker
            value={method}
            onChange={(chosen) => {
              props.onMethodChange(chosen);
              setMethodError(null);
            }}
            error={methodError}
            name="method"
            methods={payment.methods}
          />
          {payment.note ? <p className={checkout.note}>{payment.note}</p> : null}
          <p className={checkout.note}>
            {props.kind === 'batch' ? webBn.checkout.secureNote : webBn.checkout.secureNotePlan}
          </p>
          <FormError message={props.payError ? failureMessage(props.payError) : null} />
          <Button type="submit" variant="primary" size="lg" fullWidth loading={props.paying || !props.ready}>
            {total.amount === 0
              ? webBn.checkout.enrollFree
              : webBn.checkout.pay(formatMoney(total.amount, total.currency))}
          </Button>
        </form>
      )}
    </div>
  );
}
