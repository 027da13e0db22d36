import type { Metadata } from 'next';
import { webBn } from '~/copy/bn';
import { pageMetadata } from '~/lib/page-metadata';
import { shopCheckoutPath } from '~/lib/paths';
import { parseUuid } from '~/lib/uuid';
import styles from '~/styles/page.module.css';

export const metadata: Metadata = {
  ...pageMetadata({ title: webBn.shop.result.title }),
  robots: { index: false, follow: false },
};

const copy = webBn.shop.result;

interface ResultProps {
  searchParams: Promise<{ status?: string; order?: string }>;
}

/**
 * /shop/checkout/result: where the wallet sends the browser back (`?status&order&payment`). It says what
 * happens next: paid → the order is being prepared (a gift card is already the learner's); failed or
 * cancelled → the order is kept and can be paid again. The order's own page has the truth.
 */
export default async function ShopResultPage({ searchParams }: ResultProps) {
  const { status, order } = await searchParams;
  const id = parseUuid(order);
  const paid = status === 'success';
  const text = paid ? copy.success : status === 'cancelled' ? copy.cancelled : copy.failed;
  return (
    <div className={`${styles.container} ${styles.section}`}>
      <h1 className={styles.pageTitle}>{copy.title}</h1>
      <p className={styles.lead} role="status">
        {text}
      </p>
      {id ? (
        <p className={styles.section}>
          {paid ? null : (
            <a href={`${shopCheckoutPath}?order=${id}`} className={styles.primaryLink}>
              {copy.payAgain}
            </a>
          )}{' '}
          <a href={`/orders/${id}`} className={paid ? styles.primaryLink : styles.textLink}>
            {copy.toOrder}
          </a>
        </p>
      ) : null}
    </div>
  );
}
