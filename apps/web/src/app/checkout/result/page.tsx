import { buildPageMeta, checkoutItem, cookieNames, routes } from '@tilawat/domain';
import { EmptyState, ErrorState } from '@tilawat/ui';
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { webBn } from '~/copy/bn';
import { canRetry, checkoutOutcome, retryHref } from '~/lib/checkout-result';
import { getCourse } from '~/lib/queries';
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
 * Where the wallet sends the browser back: `?transaction&status` from the api
 * (docs/decisions/0006-payment-gateways.md) and the `batch` (or `course` and `plan`) the checkout put in its
 * `redirect`. It says how the payment ended and what to do next: the dashboard after a payment (for a bundle
 * plan: what it gives, on-demand access for its days), "pay again" (the choice is still held) after a
 * failure, cancellation or expiry. A paid order lets go of the held choice.
 */
export default async function CheckoutResultPage({ searchParams }: ResultPageProps) {
  const { status, batch, course, plan } = await searchParams;
  const outcome = checkoutOutcome(status);
  const held = (await cookies()).get(cookieNames.orderDetails)?.value;
  const words =
    outcome === 'paid' ? await paidWords({ course, plan }) : webBn.checkoutResult.outcomes[outcome];

  const dashboardLink = (
    <a href={routes.dashboard} className={styles.primaryLink}>
      {webBn.checkoutResult.toDashboard}
    </a>
  );
  const retryLink = (
    <a href={retryHref({ batch, course, plan }, held)} className={styles.primaryLink}>
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

/** What a paid purchase gives: a bundle plan's on-demand access for its days, else the batch's place. */
async function paidWords(query: {
  course: unknown;
  plan: unknown;
}): Promise<{ title: string; text: string }> {
  const item = checkoutItem(query, null);
  if (item?.kind !== 'plan') return webBn.checkoutResult.outcomes.paid;
  const course = await getCourse(item.courseId);
  const plan = course.ok ? course.data.plans.find((candidate) => candidate.id === item.planId) : undefined;
  if (!course.ok || !plan) return webBn.checkoutResult.planPaid(null);
  return webBn.checkoutResult.planPaid({
    title: plan.title,
    days: plan.access_days,
    course: course.data.title,
  });
}
