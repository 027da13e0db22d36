import { buildPageMeta, cookieNames, routes } from '@tilawat/domain';
import { EmptyState, ErrorState } from '@tilawat/ui';
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { webBn } from '~/copy/bn';
import { canRetry, checkoutOutcome, retryHref } from '~/lib/checkout-result';
import styles from '~/styles/page.module.css';
import { ForgetHeldOrder } from './forget-held-order';

const meta = buildPageMeta({ title: webBn.checkoutResult.metaTitle });

export const metadata: Metadata = {
  title: meta.title,
  description: meta.description,
  robots: { index: false, follow: false },
};

interface ResultPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * Where the wallet sends the browser back: `?transaction&status` from the api (DESIGN.md §3) and the
 * `batch` the checkout put in its `redirect`. It says how the payment ended and what to do next:
 * the dashboard after a payment, "pay again" (the batch is still held) after a failure,
 * cancellation or expiry. A paid order lets go of the held batch.
 */
export default async function CheckoutResultPage({ searchParams }: ResultPageProps) {
  const { status, batch } = await searchParams;
  const outcome = checkoutOutcome(status);
  const words = webBn.checkoutResult.outcomes[outcome];
  const held = (await cookies()).get(cookieNames.orderDetails)?.value;

  const dashboardLink = (
    <a href={routes.dashboard} className={styles.primaryLink}>
      {webBn.checkoutResult.toDashboard}
    </a>
  );
  const retryLink = (
    <a href={retryHref(batch, held)} className={styles.primaryLink}>
      {webBn.checkoutResult.tryAgain}
    </a>
  );

  return (
    <div className={`${styles.container} ${styles.section}`}>
      <h1 className={styles.pageTitle}>{webBn.checkoutResult.metaTitle}</h1>
      {canRetry(outcome) ? (
        <ErrorState title={words.title} description={words.text} action={retryLink} />
      ) : (
        <EmptyState title={words.title} description={words.text} action={dashboardLink} />
      )}
      {outcome === 'paid' ? <ForgetHeldOrder /> : null}
    </div>
  );
}
