'use client';

import { expectData, type V2Schemas } from '@tilawat/sdk';
import { Button, FavouriteButton, QuantityStepper, SizePicker } from '@tilawat/ui';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useBrowserClient, useClientSelector } from '~/app/providers';
import { webBn } from '~/copy/bn';
import { reportOnce } from '~/lib/activity';
import { failureMessage, load } from '~/lib/load';
import { basketPath, cardPath, shopCheckoutPath } from '~/lib/paths';
import { invalidateReads } from '~/lib/reads/read-api';
import { useRead, withClient } from '~/lib/reads/use-read';
import { needsDelivery } from '~/lib/shop';
import { loginPath } from '~/lib/use-learner';
import page from '~/styles/page.module.css';
import styles from './card-actions.module.css';

const copy = webBn.shop;
type Size = V2Schemas['SizeOption'];

/**
 * The buyer's controls of a card: its size (when it has more than one), how many, "add to the basket",
 * "buy now" and following its catalogue. A visitor is sent to log in and back here first.
 */
export function CardActions({ card }: { card: V2Schemas['CardDetail'] }) {
  const router = useRouter();
  const client = useBrowserClient();
  const signedIn = useClientSelector((state) => state.user.user !== null, false);
  const soldOut = card.stock === 0;
  const [size, setSize] = useState<Size | null>(card.sizes[0] ?? null);
  const [quantity, setQuantity] = useState(1);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const favourites = useRead(
    `favourites:${signedIn}`,
    withClient(signedIn ? client : null, (api) =>
      expectData(api.v2.GET('/favorite/my-favorite', { params: { query: { page: 1, limit: 100 } } })),
    ),
  );
  const [favourite, setFavourite] = useState<boolean | null>(null);
  const isFavourite =
    favourite ??
    (favourites.status === 'ready' && favourites.data.items.some((f) => f.catalog.id === card.catalog.id));

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

  const mustSignIn = () => {
    if (signedIn) return false;
    router.push(loginPath(cardPath(card.slug)));
    return true;
  };

  const add = async () => {
    if (!client || mustSignIn()) return;
    setBusy(true);
    setMessage(null);
    const loaded = await load(() =>
      expectData(
        client.api.v2.POST('/busket/my-busket', { body: { card: card.id, quantity, action: 'add' } }),
      ),
    );
    setBusy(false);
    if (loaded.ok) invalidateReads('basket');
    setMessage(loaded.ok ? { ok: true, text: copy.added } : { ok: false, text: failureMessage(loaded) });
  };

  const buyNow = () => {
    if (mustSignIn()) return;
    const params = new URLSearchParams({ card: String(card.id), quantity: String(quantity) });
    if (size) params.set('size', size);
    if (!needsDelivery([card.kind])) params.set('digital', '1');
    router.push(`${shopCheckoutPath}?${params}`);
  };

  const toggleFavourite = async (next: boolean) => {
    if (!client || mustSignIn()) return;
    const loaded = await load(() =>
      expectData(
        client.api.v2.POST('/favorite/my-favorite', {
          body: { catalog: card.catalog.id, action: next ? 'add' : 'remove' },
        }),
      ),
    );
    if (loaded.ok) {
      setFavourite(loaded.data.favourite);
      invalidateReads('favourites');
    } else setMessage({ ok: false, text: failureMessage(loaded) });
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
