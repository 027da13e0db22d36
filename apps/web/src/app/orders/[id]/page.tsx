import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { webBn } from '~/copy/bn';
import { parseOrderId } from '~/lib/orders';
import { pageMetadata } from '~/lib/page-metadata';
import { orderPath } from '~/lib/paths';
import styles from '~/styles/page.module.css';
import { OrderView } from '../../learner-views';

interface OrderPageProps {
  params: Promise<{ id: string }>;
}

export async function generateMetadata({ params }: OrderPageProps): Promise<Metadata> {
  const id = parseOrderId((await params).id);
  return {
    ...pageMetadata({ title: webBn.orders.metaTitle, path: id ? orderPath(id) : undefined }),
    robots: { index: false, follow: false },
  };
}

/**
 * /orders/{id}: one of the learner's shop orders — lines, sums, delivery, history, payments, and paying
 * or cancelling while it is placed. It is read with the learner's token, so in the browser (OrderView);
 * an id that is not a uuid is not found here, one the api does not show this learner is not found there.
 */
export default async function OrderPage({ params }: OrderPageProps) {
  const id = parseOrderId((await params).id);
  if (id === null) notFound();
  return (
    <div className={`${styles.container} ${styles.section}`}>
      <OrderView orderId={id} />
    </div>
  );
}
