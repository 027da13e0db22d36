import { buildPageMeta, checkoutBatchId, cookieNames, parseOrderDetails } from '@tilawat/domain';
import { EmptyState } from '@tilawat/ui';
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { ApiErrorState } from '~/components/api-error';
import { webBn } from '~/copy/bn';
import { coursePath } from '~/lib/course-mapping';
import { getBatch } from '~/lib/queries';
import styles from '~/styles/page.module.css';
import checkout from './checkout.module.css';
import { CheckoutForm } from './checkout-form';

const meta = buildPageMeta({ title: webBn.checkout.metaTitle });

export const metadata: Metadata = {
  title: meta.title,
  description: meta.description,
  alternates: { canonical: '/checkout' },
  robots: { index: false, follow: false },
};

interface CheckoutPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * /checkout: the batch chosen on a course page (`?batch=`), or the one held in the `orderDetails`
 * cookie when a learner comes back after signing up (product-spec §2). The order summary is drawn
 * on the server from the public batch; the promo form, the wallet picker and paying run in the
 * browser (the learner's session lives in its cookies).
 */
export default async function CheckoutPage({ searchParams }: CheckoutPageProps) {
  const { batch: batchQuery } = await searchParams;
  const held = parseOrderDetails((await cookies()).get(cookieNames.orderDetails)?.value);
  const batchId = checkoutBatchId(batchQuery, held);

  return (
    <div className={`${styles.container} ${styles.section} ${checkout.page}`}>
      <h1 className={styles.pageTitle}>{webBn.checkout.title}</h1>
      <CheckoutBody batchId={batchId} />
    </div>
  );
}

async function CheckoutBody({ batchId }: { batchId: number | null }) {
  const coursesLink = (
    <a href="/al-quran-course" className={styles.primaryLink}>
      {webBn.checkout.seeCourses}
    </a>
  );
  if (batchId === null) {
    return (
      <EmptyState
        title={webBn.checkout.nothingTitle}
        description={webBn.checkout.nothingText}
        action={coursesLink}
      />
    );
  }
  const result = await getBatch(batchId);
  if (!result.ok && result.status === 404) {
    return (
      <EmptyState
        title={webBn.checkout.missingTitle}
        description={webBn.checkout.missingText}
        action={coursesLink}
      />
    );
  }
  if (!result.ok) return <ApiErrorState failure={result} retryHref={`/checkout?batch=${batchId}`} />;

  const batch = result.data;
  if (!batch.enrollment_open) {
    return (
      <EmptyState
        title={webBn.checkout.closedTitle}
        description={webBn.checkout.closedText}
        action={
          <a href={coursePath(batch.course)} className={styles.primaryLink}>
            {webBn.checkout.seeCourse}
          </a>
        }
      />
    );
  }
  return <CheckoutForm batch={batch} />;
}
