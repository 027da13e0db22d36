import { formatDate, formatMoney } from '@tilawat/domain';
import { RatingSummary } from '@tilawat/ui';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { EditorHtml } from '~/components/editor-html';
import { FailureState } from '~/components/failure-state';
import { webBn } from '~/copy/bn';
import { pageMetadata } from '~/lib/page-metadata';
import { cardPath, shopPath } from '~/lib/paths';
import { getCard, getCardReviews } from '~/lib/queries';
import { getServerAccount } from '~/lib/server-account';
import { needsDelivery } from '~/lib/shop';
import styles from '~/styles/page.module.css';
import shop from '../shop.module.css';
import { CardActions } from './card-actions';

const copy = webBn.shop;

interface CardPageProps {
  params: Promise<{ slug: string }>;
}

/** The contract's Slug: a segment of another shape is no card. */
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export async function generateMetadata({ params }: CardPageProps): Promise<Metadata> {
  const { slug } = await params;
  const card = SLUG.test(slug) ? await getCard(slug) : null;
  const title = card?.ok && card.data ? card.data.title : copy.title;
  return pageMetadata({ title, description: copy.metaDescription, path: cardPath(slug) });
}

/**
 * /shop/{slug}: a card of the shop drawn on the server (its images, price, stock, description, its
 * rating and its own reviews) and the buyer's controls (size, quantity, basket, buy now, favourite), the
 * page's one island.
 */
export default async function CardPage({ params }: CardPageProps) {
  const { slug } = await params;
  if (!SLUG.test(slug)) notFound();
  const read = await getCard(slug);
  if (read.ok && read.data === null) notFound();
  if (!read.ok) {
    return (
      <div className={`${styles.container} ${styles.section}`}>
        <FailureState failure={read} retryHref={cardPath(slug)} />
      </div>
    );
  }
  const card = read.data as NonNullable<typeof read.data>;
  const [reviews, account] = await Promise.all([
    getCardReviews(card.catalog.id, card.id),
    getServerAccount(),
  ]);
  return (
    <article aria-labelledby="card-title" className={`${styles.container} ${styles.section}`}>
      <p>
        <a href={`${shopPath}?catalog=${card.catalog.id}`} className={styles.textLink}>
          {card.catalog.name}
        </a>
      </p>
      <div className={shop.card}>
        <div>
          <h1 id="card-title" className={styles.pageTitle}>
            {card.title}
          </h1>
          <p className={shop.price}>
            {formatMoney(card.price.amount, card.price.currency)}
            {card.original_price ? (
              <s className={shop.was}>
                {formatMoney(card.original_price.amount, card.original_price.currency)}
              </s>
            ) : null}
          </p>
          {card.images.length > 0 ? (
            <ul className={shop.images}>
              {card.images.map((src, i) => (
                <li key={src}>
                  <img src={src} alt={`${card.title} — ${i + 1}`} loading={i === 0 ? 'eager' : 'lazy'} />
                </li>
              ))}
            </ul>
          ) : null}
          {/* description_html: the api escapes the card's text; drawn through the HTML policy all the same */}
          <EditorHtml className={shop.description} html={card.description_html} />
        </div>
        <CardActions
          card={card}
          words={{
            addToBasket: copy.addToBasket,
            signInToBuy: copy.signInToBuy,
            buyNow: copy.buyNow,
            added: copy.added,
            toBasket: copy.toBasket,
          }}
          digital={!needsDelivery([card.kind])}
          signedIn={account !== null}
        />
      </div>

      <section aria-labelledby="reviews-title" className={styles.section}>
        <h2 id="reviews-title" className={styles.title}>
          {copy.reviews}
        </h2>
        <RatingSummary summary={card.rating} />
        {reviews.ok && reviews.data.items.length > 0 ? (
          <ul className={shop.reviews}>
            {reviews.data.items.map((review) => (
              <li key={review.id} className={shop.review}>
                <p>
                  <strong>{review.reviewer_name}</strong> ·{' '}
                  <span role="img" aria-label={copy.stars(review.rating)}>
                    {'★'.repeat(review.rating)}
                  </span>
                  <span className={styles.muted}> · {formatDate(review.created_at)}</span>
                </p>
                {review.comment ? <p>{review.comment}</p> : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>{copy.noReviews}</p>
        )}
      </section>
    </article>
  );
}
