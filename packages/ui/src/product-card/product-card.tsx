import { orderKinds, sizeOptions } from '@tilawat/domain';
import type { V2Schemas } from '@tilawat/sdk';
import { useId } from 'react';
import { productCard as productCardWords } from '../copy/words/product-card';
import { FavouriteButton } from '../favourite-button/favourite-button';
import { GirihPattern } from '../girih-pattern/girih-pattern';
import { cx } from '../internal/cx';
import { PriceTag } from '../price-tag/price-tag';
import styles from './product-card.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { productCard: productCardWords };

type Card = V2Schemas['Card'];

/** At most this many pieces left reads "মাত্র ৪টি বাকি" instead of "স্টকে আছে". */
export const FEW_LEFT = 5;

/** A card's stock as the shopper reads it: `stock` null is unlimited (digital items), 0 sold out. */
export type CardStock = 'in-stock' | 'few-left' | 'sold-out';

export function cardStock(card: Pick<Card, 'stock'>): CardStock {
  if (card.stock === null) return 'in-stock';
  if (card.stock === 0) return 'sold-out';
  return card.stock <= FEW_LEFT ? 'few-left' : 'in-stock';
}

export interface ProductCardProps {
  /** An item of the shop as the catalogue lists it (`GET /api/v2/public/card`). */
  card: Card;
  /** The item's page; the whole card is one link to it. */
  href: string;
  /** The heading level of the title in the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /** Whether the item is among the learner's favourites. */
  favourite?: boolean;
  /** Shows the heart; raised with the state wanted next. Left out for a visitor who is not signed in. */
  onToggleFavourite?: (next: boolean) => void;
  /** While the page saves the favourite. */
  favouriteBusy?: boolean;
  className?: string;
}

/**
 * An item of the shop in a grid: cover (or the girih pattern), kind, title as the card's one link,
 * its sizes, stock ("স্টকে আছে", "মাত্র ৪টি বাকি", "স্টক নেই") and how it is delivered (domain's
 * `orderKinds`: "প্রি-অর্ডার" for printed items, "তাৎক্ষণিক ডেলিভারি" for gift cards), the price with
 * the earlier one struck through, and a favourite toggle when `onToggleFavourite` is given.
 */
export function ProductCard({
  card,
  href,
  headingLevel = 3,
  favourite = false,
  onToggleFavourite,
  favouriteBusy = false,
  className,
}: ProductCardProps) {
  const Heading = `h${headingLevel}` as const;
  const titleId = useId();
  const stock = cardStock(card);
  const cover = card.images[0];

  return (
    <article className={cx(styles.card, className)} aria-labelledby={titleId} data-stock={stock}>
      <div className={styles.cover}>
        {cover ? (
          <img src={cover} alt="" loading="lazy" decoding="async" className={styles.image} />
        ) : (
          <GirihPattern />
        )}
        <span className={styles.kind}>{bn.productCard.kinds[card.kind]}</span>
      </div>
      {onToggleFavourite ? (
        <FavouriteButton
          className={styles.favourite}
          pressed={favourite}
          busy={favouriteBusy}
          onToggle={onToggleFavourite}
          aria-describedby={titleId}
        />
      ) : null}
      <div className={styles.body}>
        <Heading id={titleId} className={styles.title}>
          <a href={href} className={styles.link}>
            {card.title}
          </a>
        </Heading>
        {card.sizes.length > 0 ? (
          <p className={styles.sizes}>
            {bn.productCard.sizes}: {card.sizes.map((size) => sizeOptions[size].bn).join(', ')}
          </p>
        ) : null}
        <ul className={styles.facts}>
          <li className={styles.stock} data-stock={stock}>
            <span className={styles.dot} aria-hidden="true" />
            {stock === 'sold-out'
              ? bn.productCard.soldOut
              : stock === 'few-left'
                ? bn.productCard.fewLeft(card.stock ?? 0)
                : bn.productCard.inStock}
          </li>
          <li className={styles.delivery} data-order-kind={card.order_kind}>
            {orderKinds[card.order_kind].bn}
          </li>
        </ul>
        <div className={styles.footer}>
          <PriceTag price={card.price} originalPrice={card.original_price} size="sm" />
          <span className={styles.cta} aria-hidden="true">
            {bn.productCard.details} →
          </span>
        </div>
      </div>
    </article>
  );
}
