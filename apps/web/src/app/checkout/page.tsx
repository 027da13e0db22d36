import {
  buildPageMeta,
  type CheckoutItem,
  checkoutItem,
  cookieNames,
  parseOrderDetails,
} from '@tilawat/domain';
import { EmptyState } from '@tilawat/ui';
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { FailureState } from '~/components/failure-state';
import { webBn } from '~/copy/bn';
import { coursePath } from '~/lib/course-mapping';
import { getBatch, getCourse } from '~/lib/queries';
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
 * /checkout: the batch (`?batch=`) or bundle plan (`?course=&plan=`) chosen on a course page, or the one held
 * in the `orderDetails` cookie when a learner comes back after signing up (the specification sends a learner
 * who verified with an order held to /checkout). The order summary is drawn on the server from the public
 * batch or course; the promo form, the wallet picker and paying run in the browser (the learner's session
 * lives in its cookies).
 */
export default async function CheckoutPage({ searchParams }: CheckoutPageProps) {
  const query = await searchParams;
  const held = parseOrderDetails((await cookies()).get(cookieNames.orderDetails)?.value);
  const item = checkoutItem(query, held);

  return (
    <div className={`${styles.container} ${styles.section} ${checkout.page}`}>
      <h1 className={styles.pageTitle}>{webBn.checkout.title}</h1>
      {item?.kind === 'plan' ? (
        <PlanCheckout item={item} />
      ) : (
        <CheckoutBody batchId={item?.batchId ?? null} />
      )}
    </div>
  );
}

const coursesLink = (
  <a href="/al-quran-course" className={styles.primaryLink}>
    {webBn.checkout.seeCourses}
  </a>
);

/** A course's bundle plan: read from the public course; a plan the course no longer sells is missing. */
async function PlanCheckout({ item }: { item: Extract<CheckoutItem, { kind: 'plan' }> }) {
  const result = await getCourse(item.courseId);
  const plan = result.ok ? result.data.plans.find((candidate) => candidate.id === item.planId) : undefined;
  if (!result.ok && result.status !== 404) {
    return (
      <FailureState
        failure={result}
        retryHref={`/checkout?course=${item.courseId}&plan=${encodeURIComponent(item.planId)}`}
      />
    );
  }
  if (!result.ok || !plan) {
    return (
      <EmptyState
        title={webBn.checkout.planMissingTitle}
        description={webBn.checkout.planMissingText}
        action={
          result.ok ? (
            <a href={coursePath(result.data)} className={styles.primaryLink}>
              {webBn.checkout.seePlans}
            </a>
          ) : (
            coursesLink
          )
        }
      />
    );
  }
  const course = result.data;
  return <CheckoutForm subject={{ kind: 'plan', plan, course: { id: course.id, title: course.title } }} />;
}

async function CheckoutBody({ batchId }: { batchId: number | null }) {
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
  if (!result.ok) return <FailureState failure={result} retryHref={`/checkout?batch=${batchId}`} />;

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
  return <CheckoutForm subject={{ kind: 'batch', batch }} />;
}
