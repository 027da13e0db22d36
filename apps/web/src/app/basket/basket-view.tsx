'use client';

import { expectData, type V2Schemas } from '@tilawat/sdk';
import { BasketLine, BasketSummary, Skeleton } from '@tilawat/ui';
import { useEffect, useRef, useState } from 'react';
import { useClientReady } from '~/app/providers';
import { FormError } from '~/components/form-error';
import { PagePlaceholder } from '~/components/page-placeholder';
import { ReadView } from '~/components/read-view';
import { webBn } from '~/copy/bn';
import { type BasketInitial, readBasket } from '~/lib/learner-reads';
import { failureMessage, load } from '~/lib/load';
import { basketPath, cardPath, shopCheckoutPath, shopPath } from '~/lib/paths';
import { answerRead } from '~/lib/reads/read-api';
import { useRead, withClient } from '~/lib/reads/use-read';
import { useLearner } from '~/lib/use-learner';
import page from '~/styles/page.module.css';

const copy = webBn.shop;
/** A quantity typed or pressed is sent this long after the last change (one request, not one per press). */
const QUANTITY_DELAY_MS = 600;

/**
 * The basket: its lines (quantity and removal saved to the api), the summary, and on to the checkout.
 * With `initial` (read on the server) it is drawn at once, on the server too, and not read again on mount;
 * a change waits for the tab's session.
 */
export function BasketView({ initial }: { initial?: BasketInitial }) {
  const learner = useLearner(basketPath);
  const client = learner.status === 'signed-in' ? learner.client : null;
  // an action taken as the page hydrates is done once the tab's client has loaded (app/providers.tsx)
  const ready = useClientReady();
  const read = useRead('basket', withClient(client, readBasket), initial);
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  // Until the tab's session is loaded the server's reading stands for the learner; signed out → /login.
  if (learner.status === 'signed-out' || (learner.status === 'loading' && !initial)) {
    return <PagePlaceholder minHeight="24rem" />;
  }

  const send = async (body: V2Schemas['BasketPayload']) => {
    const tab = client ?? (await ready());
    setError(null);
    const loaded = await load(() => expectData(tab.api.v2.POST('/busket/my-busket', { body })));
    // The answer is the basket as it now stands: it becomes the cache's, here and on every page showing it.
    if (loaded.ok) answerRead('basket', loaded.data);
    else setError(failureMessage(loaded));
  };

  const setQuantity = (card: number, quantity: number) => {
    clearTimeout(timers.current.get(card));
    timers.current.set(
      card,
      setTimeout(() => void send({ card, quantity, action: 'set' }), QUANTITY_DELAY_MS),
    );
  };

  const remove = async (card: number) => {
    setRemoving(card);
    await send({ card, quantity: 0, action: 'remove' });
    setRemoving(null);
  };

  return (
    <ReadView state={read} headingLevel={2} loading={<Skeleton variant="block" height="12rem" />}>
      {(current) => {
        return (
          <div className={page.section}>
            <FormError message={error} />
            {current.items.length > 0 ? (
              <ul className={page.grid} aria-label={copy.basketTitle}>
                {current.items.map((line) => (
                  <li key={line.card.id}>
                    <BasketLine
                      line={line}
                      href={cardPath(line.card.slug)}
                      onQuantityChange={(quantity) => setQuantity(line.card.id, quantity)}
                      onRemove={() => void remove(line.card.id)}
                      removing={removing === line.card.id}
                      headingLevel={2}
                    />
                  </li>
                ))}
              </ul>
            ) : null}
            <BasketSummary
              basket={current}
              action={
                current.items.length > 0 ? (
                  <a href={`${shopCheckoutPath}?from=basket`} className={page.primaryLink}>
                    {copy.checkoutTitle}
                  </a>
                ) : undefined
              }
              emptyAction={
                <a href={shopPath} className={page.primaryLink}>
                  {copy.all}
                </a>
              }
            />
          </div>
        );
      }}
    </ReadView>
  );
}
