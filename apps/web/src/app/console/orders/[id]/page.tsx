import { notFound } from 'next/navigation';
import styles from '~/styles/page.module.css';
import { consoleBn } from '../../console-copy';
import { OrderConsoleLoader } from './order-console-loader';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /console/orders/{id}: one order's history and every attempt to pay it. */
export default async function ConsoleOrderPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!UUID.test(id)) notFound();
  return (
    <>
      <h1 className={styles.pageTitle}>{consoleBn.orders.title}</h1>
      <OrderConsoleLoader id={id.toLowerCase()} />
    </>
  );
}
