import { notFound } from 'next/navigation';
import { consoleBn } from '~/copy/console';
import { parseUuid } from '~/lib/uuid';
import styles from '~/styles/page.module.css';
import { OrderConsole } from '../../console-views';

/** /console/orders/{id}: one order's history and every attempt to pay it. */
export default async function ConsoleOrderPage({ params }: { params: Promise<{ id: string }> }) {
  const id = parseUuid((await params).id);
  if (!id) notFound();
  return (
    <>
      <h1 className={styles.pageTitle}>{consoleBn.orders.title}</h1>
      <OrderConsole id={id} />
    </>
  );
}
