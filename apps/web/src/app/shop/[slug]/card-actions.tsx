'use client';

import type { V2Schemas } from '@tilawat/sdk';
import { Button, FavouriteButton, QuantityStepper, SizePicker } from '@tilawat/ui';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useBrowserClient, useClientSelector } from '~/app/providers';
import { reportOnce } from '~/lib/activity';
import type { BrowserClient } from '~/lib/browser-client';
import { basketPath, cardPath, shopCheckoutPath } from '~/lib/paths';
import { loginPath } from '~/lib/use-learner';
import page from '~/styles/page.module.css';
import styles from './card-actions.module.css';

type Size = V2Schemas['SizeOption'];

/** The card's calls, a chunk of their own (the SDK's helpers and the read cache stay off the first load). */
const cardApi = () => import('./card-api');

/** The words of the controls, handed in by the page (so the web's catalogue stays out of this island). */
export interface CardActionsWords {
  addToBasket: string;
  signInToBuy: string;
  buyNow: string;
  added: string;
  toBasket: string;
}

export interface CardActionsProps {
  card: V2Schemas['CardDetail'];
  words: CardActionsWords;
  /** A card sent by no post (a course gift card, `needsDelivery`): bought without delivery details. */
  digital: boolean;
  /** Whether the server saw a signed-in learner in the request's cookies (`getServerAccount`). */
  signedIn: boolean;
}

/**
 * The buyer's controls of a card: its size (when it has more than one), how many, "add to the basket",
 * "buy now" and following its catalogue. Drawn on the server with the page (no placeholder, nothing moves)
 * and hydrated as the page's island. A visitor is sent to log in and back here first, and never loads the
 * tab's client (issue 38); a signed-in learner's page loads it for the basket and the favourites.
 */
export function CardActions({ card, words: copy, digital, signedIn: serverSignedIn }: CardActionsProps) {
  const router = useRouter();
  const client = useBrowserClient({ load: serverSignedIn });
  const signedIn = useClientSelector((state) => state.user.user !== null, serverSignedIn);
  const soldOut = card.stock === 0;
  const [size, setSize] = useState<Size | null>(card.sizes[0] ?? null);
  const [quantity, setQuantity] = useState(1);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  // Whether the learner follows the card's catalogue: read once the tab's client is there.
  const [followed, setFollowed] = useState(false);
  useEffect(() => {
    if (!client || !signedIn) return;
    let live = true;
    void cardApi()
      .then(({ followsCatalog }) => followsCatalog(client, card.catalog.id))
      .then((answer) => {
        if (live && answer.ok) setFollowed(answer.data);
      });
    return () => {
      live = false;
    };
  }, [client, signedIn, card.catalog.id]);
  const [favourite, setFavourite] = useState<boolean | null>(null);
  const isFavourite = favourite ?? followed;

  // a signed-in learner viewed this card (the shop's statistics; never in the way)
  useEffect(() => {
    if (signedIn) {
      reportOnce(client?.api, `card:${card.id}`, {
        event_name: 'card_view',
        kind: 'card',
        item: card.slug,
        event_data: { card_id: card.id, catalog_id: card.catalog.id },
      });
    }
  }, [signedIn, client, card]);

  // A press that comes before the tab's client (a signed-in learner's page loads it after hydration) waits
  // for it and is carried out once it is there: never a press that does nothing.
  const clientRef = useRef(client);
  clientRef.current = client;
  const waiting = useRef<((ready: BrowserClient) => void) | null>(null);
  useEffect(() => {
    const run = waiting.current;
    if (client && run) {
      waiting.current = null;
      run(client);
    }
  }, [client]);
  const whenClient = (run: (ready: BrowserClient) => void) => {
    if (clientRef.current) run(clientRef.current);
    else waiting.current = run;
  };

  const mustSignIn = () => {
    if (signedIn) return false;
    router.push(loginPath(cardPath(card.slug)));
    return true;
  };

  const add = () => {
    if (mustSignIn()) return;
    setBusy(true);
    setMessage(null);
    whenClient(async (ready) => {
      const answer = await (await cardApi()).addToBasket(ready, card.id, quantity);
      setBusy(false);
      setMessage(answer.ok ? { ok: true, text: copy.added } : { ok: false, text: answer.message });
    });
  };

  const buyNow = () => {
    if (mustSignIn()) return;
    const params = new URLSearchParams({ card: String(card.id), quantity: String(quantity) });
    if (size) params.set('size', size);
    if (digital) params.set('digital', '1');
    router.push(`${shopCheckoutPath}?${params}`);
  };

  const toggleFavourite = (next: boolean) => {
    if (mustSignIn()) return;
    whenClient(async (ready) => {
      const answer = await (await cardApi()).followCatalog(ready, card.catalog.id, next);
      if (answer.ok) setFavourite(answer.data);
      else setMessage({ ok: false, text: answer.message });
    });
  };

  return (
    <div className={styles.actions}>
      {card.sizes.length > 1 ? (
        <SizePicker
          sizes={card.sizes}
          price={card.price}
          value={size}
          onChange={setSize}
          soldOut={soldOut ? card.sizes : []}
        />
      ) : null}
      <QuantityStepper
        value={quantity}
        onChange={setQuantity}
        max={card.stock === null ? 20 : Math.max(1, Math.min(20, card.stock))}
        disabled={soldOut}
      />
      <div className={styles.buttons}>
        <Button size="lg" fullWidth loading={busy} disabled={soldOut} onClick={add}>
          {signedIn ? copy.addToBasket : copy.signInToBuy}
        </Button>
        <Button size="lg" fullWidth variant="secondary" disabled={soldOut} onClick={buyNow}>
          {copy.buyNow}
        </Button>
        <FavouriteButton pressed={isFavourite} onToggle={toggleFavourite} showLabel />
      </div>
      <p role="status" className={message?.ok === false ? styles.error : styles.note}>
        {message?.text ?? ''}
        {message?.ok ? (
          <>
            {' '}
            <a href={basketPath} className={page.textLink}>
              {copy.toBasket}
            </a>
          </>
        ) : null}
      </p>
    </div>
  );
}
