'use client';

import {
  batchOrderId,
  checkPromo,
  formatMoney,
  forms,
  holdOrder,
  type PaymentMethod,
  purchaseBatch,
  type RejectValue,
  routes,
  validate,
} from '@tilawat/domain';
import { unwrap, type V3Schemas } from '@tilawat/sdk';
import { Button, OrderSummary, PaymentMethodPicker, PromoForm, type PromoFormStatus } from '@tilawat/ui';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useState } from 'react';
import { useBrowserClient } from '~/app/providers';
import { webBn } from '~/copy/bn';
import { resultRedirect } from '~/lib/checkout-result';
import { failureMessage } from '~/lib/load';
import { loginPath, useLearner } from '~/lib/use-learner';
import styles from '~/styles/page.module.css';
import checkout from './checkout.module.css';

type Batch = V3Schemas['BatchDetail'];

interface PromoState {
  status: PromoFormStatus;
  validity: V3Schemas['PromoValidity'] | null;
  errorMsg: string | null;
}

const noPromo: PromoState = { status: 'idle', validity: null, errorMsg: null };

/** A failed call's sentence for the learner (the api's Bengali msg, or "cannot reach"). */
const failureText = (reject: RejectValue | undefined) =>
  failureMessage({
    ok: false,
    status: reject?.status ?? 0,
    code: reject?.code ?? '',
    msg: reject?.msg ?? '',
  });

/**
 * The checkout of one batch: the order summary, the promo form (priced on this batch by
 * `POST /promo/validity` with `schedule`), the wallet picker and "pay". Paying creates the purchase
 * (`POST /transaction`, the server prices it again) and sends the browser to the wallet's page,
 * which returns to /checkout/result. The choice is held in the `orderDetails` cookie, so a learner who
 * must sign in (or sign up) first comes back here.
 */
export function CheckoutForm({ batch }: { batch: Batch }) {
  const router = useRouter();
  const here = `${routes.checkout}?batch=${batch.id}`;
  const learner = useLearner(here, { required: false });
  const client = useBrowserClient();
  const signedIn = learner.status === 'signed-in';
  const [promo, setPromo] = useState<PromoState>(noPromo);
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [methodError, setMethodError] = useState<string | null>(null);
  const [payError, setPayError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const [enrolled, setEnrolled] = useState(false);
  const errorId = useId();

  // Hold the choice as soon as the store is there: sign-up's verification comes back to /checkout with it.
  useEffect(() => {
    if (client) void client.store.dispatch(holdOrder({ order_id: batchOrderId(batch.id) }));
  }, [client, batch.id]);

  // A learner already in this batch is told so instead of paying twice.
  useEffect(() => {
    if (!signedIn || !client) return;
    let live = true;
    unwrap(client.api.v3.GET('/batch/{id}', { params: { path: { id: batch.id } } }))
      .then((detail) => {
        if (live) setEnrolled(detail.enrolled);
      })
      .catch(() => {
        // The purchase itself refuses a second enrollment with its own message.
      });
    return () => {
      live = false;
    };
  }, [signedIn, client, batch.id]);

  async function applyPromo(code: string) {
    if (!client) return;
    setPromo({ status: 'checking', validity: null, errorMsg: null });
    const action = await client.store.dispatch(
      checkPromo({ course: batch.course_id, schedule: batch.id, promo_code: code, currency: 'tk' }),
    );
    if (checkPromo.fulfilled.match(action)) {
      setPromo({ status: 'valid', validity: action.payload, errorMsg: null });
    } else {
      const reject = action.payload;
      // A 4xx answer (unknown, expired, another course's code) is the invalid-promo message; no answer is "cannot reach".
      setPromo({ status: 'invalid', validity: null, errorMsg: failureText(reject) });
    }
  }

  async function pay() {
    if (!client) return;
    const checked = validate(forms.checkout, { method });
    if (!checked.ok) {
      setMethodError(checked.errors.method ?? null);
      return;
    }
    setPaying(true);
    setPayError(null);
    const action = await client.store.dispatch(
      purchaseBatch({
        schedule: batch.id,
        amount: promo.validity?.payable.amount ?? batch.price.amount,
        method: checked.data.method,
        redirect: resultRedirect(window.location.origin, batch.id),
        promo_code: promo.validity?.promo.code,
      }),
    );
    if (purchaseBatch.fulfilled.match(action)) {
      // Off to the wallet's page (or, for a 100 % promo, straight to the result): keep the button busy.
      window.location.assign(action.payload.redirect_url);
      return;
    }
    setPaying(false);
    setPayError(failureText(action.payload));
  }

  const total = promo.validity?.payable ?? batch.price;

  return (
    <div className={checkout.layout}>
      <OrderSummary batch={batch} validity={promo.validity} method={method} className={checkout.summary} />
      {enrolled ? (
        <section className={checkout.notice} aria-labelledby={`${errorId}-enrolled`}>
          <h2 id={`${errorId}-enrolled`} className={checkout.noticeTitle}>
            {webBn.checkout.enrolledTitle}
          </h2>
          <p>{webBn.checkout.enrolledText}</p>
          <a href={routes.dashboard} className={styles.primaryLink}>
            {webBn.checkoutResult.toDashboard}
          </a>
        </section>
      ) : (
        <div className={checkout.steps}>
          <PromoForm
            status={promo.status}
            validity={promo.validity}
            errorMsg={promo.errorMsg}
            onApply={(code) => void applyPromo(code)}
            onRemove={() => setPromo(noPromo)}
          />
          {learner.status === 'signed-out' ? (
            <section className={checkout.notice} aria-labelledby={`${errorId}-signin`}>
              <h2 id={`${errorId}-signin`} className={checkout.noticeTitle}>
                {webBn.checkout.signInTitle}
              </h2>
              <p>{webBn.checkout.signInText}</p>
              <Button variant="primary" size="lg" fullWidth onClick={() => router.push(loginPath(here))}>
                {webBn.checkout.signIn}
              </Button>
            </section>
          ) : (
            <form
              className={checkout.pay}
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void pay();
              }}
            >
              <PaymentMethodPicker
                value={method}
                onChange={(chosen) => {
                  setMethod(chosen);
                  setMethodError(null);
                }}
                error={methodError}
                name="method"
              />
              <p className={checkout.note}>{webBn.checkout.secureNote}</p>
              {payError ? (
                <p id={errorId} role="alert" className={checkout.error}>
                  {payError}
                </p>
              ) : null}
              <Button type="submit" variant="primary" size="lg" fullWidth loading={paying || !client}>
                {total.amount === 0
                  ? webBn.checkout.enrollFree
                  : webBn.checkout.pay(formatMoney(total.amount, total.currency))}
              </Button>
            </form>
          )}
        </div>
      )}
    </div>
  );
}
