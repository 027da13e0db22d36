'use client';

import { type ApiFailure, type PaymentMethod, routes } from '@tilawat/domain';
import type { V3Schemas } from '@tilawat/sdk';
import { OrderSummary } from '@tilawat/ui';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useBrowserClient, useClientSelector } from '~/app/providers';
import { loginPath, useLearner } from '~/lib/use-learner';
import checkout from './checkout.module.css';

type Batch = V3Schemas['BatchDetail'];

/** The calls (thunks, SDK) load on first use, after the page has painted. */
const actions = () => import('./checkout-actions');

/** The promo form, the wallet picker and "pay" (form rules included) arrive after hydration, in their place. */
const CheckoutControls = dynamic(() => import('./checkout-controls').then((m) => m.CheckoutControls), {
  ssr: false,
  loading: () => <div className={checkout.controlsPlaceholder} aria-busy="true" />,
});

/**
 * The checkout of one batch: the order summary, the promo form (priced on this batch by
 * `POST /promo/validity` with `schedule`), the wallet picker and "pay". Paying creates the purchase
 * (`POST /transaction`, the server prices it again) and sends the browser to the wallet's page,
 * which returns to /checkout/result. The choice is held in the `orderDetails` cookie, so a learner who
 * must sign in (or sign up) first comes back here. This part holds the state and draws the summary;
 * the controls and the calls are chunks of their own (first-load JavaScript within DESIGN.md §5).
 */
export function CheckoutForm({ batch }: { batch: Batch }) {
  const router = useRouter();
  const here = `${routes.checkout}?batch=${batch.id}`;
  const learner = useLearner(here, { required: false });
  const client = useBrowserClient();
  const signedIn = learner.status === 'signed-in';
  // The promo is the store's (domain's promo slice): null until the tab's store has loaded.
  const promo = useClientSelector((state) => state.promo, null);
  const validity = promo?.status === 'valid' ? promo.data : null;
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [payError, setPayError] = useState<ApiFailure | null>(null);
  const [paying, setPaying] = useState(false);
  const [enrolled, setEnrolled] = useState(false);

  // Hold the choice as soon as the store is there: sign-up's verification comes back to /checkout with it.
  useEffect(() => {
    if (client) void actions().then(({ startCheckout }) => startCheckout(client, batch.id));
  }, [client, batch.id]);

  // A learner already in this batch is told so instead of paying twice.
  useEffect(() => {
    if (!signedIn || !client) return;
    let live = true;
    actions()
      .then(({ isEnrolled }) => isEnrolled(client, batch.id))
      .then((enrolledNow) => {
        if (live) setEnrolled(enrolledNow);
      })
      .catch(() => {
        // The purchase itself refuses a second enrollment with its own message.
      });
    return () => {
      live = false;
    };
  }, [signedIn, client, batch.id]);

  async function applyPromo(code: string) {
    if (client) await (await actions()).checkBatchPromo(client, batch, code);
  }

  async function removePromo() {
    if (client) (await actions()).removePromo(client);
  }

  async function pay(chosen: PaymentMethod) {
    if (!client) return;
    setPaying(true);
    setPayError(null);
    const result = await (await actions()).buyBatch(client, {
      batchId: batch.id,
      amount: validity?.payable.amount ?? batch.price.amount,
      method: chosen,
      promoCode: validity?.promo.code,
    });
    if (result.ok) {
      // Off to the wallet's page (or, for a 100 % promo, straight to the result): keep the button busy.
      window.location.assign(result.data);
      return;
    }
    setPaying(false);
    setPayError(result);
  }

  return (
    <div className={checkout.layout}>
      <OrderSummary batch={batch} validity={validity} method={method} className={checkout.summary} />
      <CheckoutControls
        enrolled={enrolled}
        promo={promo}
        onApplyPromo={(code) => void applyPromo(code)}
        onRemovePromo={() => void removePromo()}
        signedOut={learner.status === 'signed-out'}
        onSignIn={() => router.push(loginPath(here))}
        method={method}
        onMethodChange={setMethod}
        total={validity?.payable ?? batch.price}
        ready={client !== null}
        paying={paying}
        payError={payError}
        onPay={(chosen) => void pay(chosen)}
      />
    </div>
  );
}
