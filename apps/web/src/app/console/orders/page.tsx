import { consoleBn } from '~/copy/console';
import styles from '~/styles/page.module.css';
import { OrdersConsole } from '../console-views';

/** /console/orders: every learner's shop orders, for an admin to send, complete or refund. */
export default function ConsoleOrdersPage() {
  return (
    <>
      <h1 className={styles.pageTitle}>{consoleBn.orders.title}</h1>
      <p className={styles.lead}>{consoleBn.orders.intro}</p>
      <OrdersConsole />
    </>
  );
}
