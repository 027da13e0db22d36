'use client';

import {
  type ApiFailure,
  type CheckoutItem,
  checkoutQuery,
  type PaymentMethod,
  routes,
} from '@tilawat/domain';
import type { V2Schemas, V3Schemas } from '@tilawat/sdk';
import { OrderSummary } from '@tilawat/ui';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useBrowserClient, useClientReady, useClientSelector } from '~/app/providers';
import { loginPath, useLearner } from '~/lib/use-learner';
import checkout from './checkout.module.css';

/** What is bought: a batch with its course, or a course's bundle plan. */
export type CheckoutSubject =
  | { kind: 'batch'; batch: V3Schemas['BatchDetail'] }
  | { kind: 'plan'; plan: V2Schemas['BundlePlan']; course: { id: number; title: string } };

/** The subject as the order cookie, the promo check and the purchase name it. */
function itemOf(subject: CheckoutSubject): CheckoutItem & { courseId: number } {
  return subject.kind === 'batch'
    ? { kind: 'batch', batchId: subject.batch.id, courseId: subject.batch.course_id }
    : { kind: 'plan', planId: subject.plan.id, courseId: subject.course.id };
}

/** The calls (thunks, SDK) load on first use, after the page has painted. */
const actions = () => import('./checkout-actions');

/** The promo form, the wallet picker and "pay" (form rules included) arrive after hydration, in their place. */
const CheckoutControls = dynamic(() => import('./checkout-controls').then((m) => m.CheckoutControls), {
  ssr: false,
  loading: () => <div className={checkout.controlsPlaceholder} aria-busy="true" />,
});

/**
 * The checkout of one batch or bundle plan: the order summary, the promo form (priced on this batch or plan
 * by `POST /promo/validity` with `schedule` or `plan`), the wallet picker and "pay". Paying creates the
 * purchase (`POST /transaction` or `POST /transaction/bundle`; the server prices it) and sends the browser to
 * the wallet's page, which returns to /checkout/result. The choice is held in the `orderDetails` cookie, so a
 * learner who must sign in (or sign up) first comes back here. This part holds the state and draws the
 * summary; the controls and the calls are chunks of their own (first-load JavaScript within its budget:
 * docs/decisions/0016-budgets.md).
 */
export function CheckoutForm({ subject }: { subject: CheckoutSubject }) {
  const router = useRouter();
  const item = itemOf(subject);
  const itemKey = checkoutQuery(item);
  const here = `${routes.checkout}${itemKey}`;
  const price = subject.kind === 'batch' ? subject.batch.price : subject.plan.price;
  const batchId = subject.kind === 'batch' ? subject.batch.id : null;
  const learner = useLearner(here, { required: false });
  const client = useBrowserClient();
  // an action taken as the page hydrates is done once the tab's client has loaded (app/providers.tsx)
  const ready = useClientReady();
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
    if (client) void actions().then(({ startCheckout }) => startCheckout(client, item));
  }, [client, itemKey]);

  // A learner already in this batch is told so instead of paying twice (a plan held already: the
  // purchase answers ALREADY_ENROLLED with its own message).
  useEffect(() => {
    if (!signedIn || !client || batchId === null) return;
    let live = true;
    actions()
      .then(({ isEnrolled }) => isEnrolled(client, batchId))
      .then((enrolledNow) => {
        if (live) setEnrolled(enrolledNow);
      })
      .catch(() => {
        // The purchase itself refuses a second enrollment with its own message.
      });
    return () => {
      live = false;
    };
  }, [signedIn, client, batchId]);

  async function applyPromo(code: string) {
    if (client) await (await actions()).checkItemPromo(client, item, code);
  }

  async function removePromo() {
    if (client) (await actions()).removePromo(client);
  }

  async function pay(chosen: PaymentMethod) {
    const tab = client ?? (await ready());
    setPaying(true);
    setPayError(null);
    const result = await (await actions()).buyItem(tab, {
      item,
      amount: validity?.payable.amount ?? price.amount,
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
      <OrderSummary
        {...(subject.kind === 'batch'
          ? { batch: subject.batch }
          : { plan: subject.plan, course: subject.course })}
        validity={validity}
        method={method}
        className={checkout.summary}
      />
      <CheckoutControls
        enrolled={enrolled}
        promo={promo}
        onApplyPromo={(code) => void applyPromo(code)}
        onRemovePromo={() => void removePromo()}
        signedOut={learner.status === 'signed-out'}
        onSignIn={() => router.push(loginPath(here))}
        method={method}
        onMethodChange={setMethod}
        kind={subject.kind}
        total={validity?.payable ?? price}
        ready={client !== null}
        paying={paying}
        payError={payError}
        onPay={(chosen) => void pay(chosen)}
        client={client}
      />
    </div>
  );
}
