'use client';

import { expectData } from '@tilawat/sdk';
import { EmptyState, OrderCard, Skeleton, WalletBalance } from '@tilawat/ui';
import { PagePlaceholder } from '~/components/page-placeholder';
import { ReadView } from '~/components/read-view';
import { webBn } from '~/copy/bn';
import { accountPath, statusCounts } from '~/lib/account';
import {
  couponsPath,
  favouritesPath,
  orderPath,
  ordersPath,
  profilePath,
  securityPath,
  shopPath,
  walletPath,
} from '~/lib/paths';
import { useRead, withClient } from '~/lib/reads/use-read';
import { useLearner } from '~/lib/use-learner';
import page from '~/styles/page.module.css';
import styles from './account.module.css';
import { GuardiansSection } from './guardians-section';
import { ReminderSettings } from './reminder-settings';

const copy = webBn.account;

/**
 * The control panel in the browser: one read of `GET /dashboard/my-controlpanel`, drawn as the wallet
 * (with the way to top up), the orders counted by status (each a link to that list), the recent orders,
 * the coupons still to use, the favourites, and the links to the account's pages.
 */
export function AccountView() {
  const learner = useLearner(accountPath);
  const client = learner.status === 'signed-in' ? learner.client : null;
  const panel = useRead(
    'control-panel',
    withClient(client, (api) => expectData(api.v2.GET('/dashboard/my-controlpanel'))),
  );

  if (!client) return <PagePlaceholder minHeight="40rem" />;

  return (
    <ReadView state={panel} headingLevel={2} loading={<Skeleton variant="block" height="40rem" />}>
      {(data) => (
        <div className={styles.panel}>
          <WalletBalance
            wallet={data.wallet}
            stars={data.stars}
            points={data.points}
            headingLevel={2}
            action={
              <a href={walletPath} className={page.primaryLink}>
                {copy.topup}
              </a>
            }
          />

          <section className={styles.card} aria-labelledby="account-status-title">
            <h2 id="account-status-title" className={styles.cardTitle}>
              {copy.ordersByStatusTitle}
            </h2>
            <ul className={styles.statuses}>
              {statusCounts(data.orders_by_status).map((entry) => (
                <li key={entry.status}>
                  <a
                    href={entry.href}
                    className={styles.statusLink}
                    data-empty={entry.count === 0 || undefined}
                  >
                    <span className={styles.statusLabel}>{entry.label}</span>{' '}
                    <span className={styles.statusCount}>{entry.countLabel}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>

          <section className={styles.wide} aria-labelledby="account-recent-title">
            <div className={page.sectionHead}>
              <h2 id="account-recent-title" className={page.title}>
                {copy.recentOrdersTitle}
              </h2>
              <a href={ordersPath} className={page.textLink}>
                {copy.allOrders}
              </a>
            </div>
            {data.recent_orders.length === 0 ? (
              <EmptyState
                headingLevel={3}
                title={copy.recentEmptyTitle}
                description={copy.recentEmpty}
                action={
                  <a href={shopPath} className={page.primaryLink}>
                    {copy.toShop}
                  </a>
                }
              />
            ) : (
              <ul className={page.grid} aria-label={copy.recentOrdersTitle}>
                {data.recent_orders.map((order) => (
                  <li key={order.id}>
                    <OrderCard order={order} href={orderPath(order.id)} headingLevel={3} />
                  </li>
                ))}
              </ul>
            )}
          </section>

          <ReminderSettings client={client} />

          <GuardiansSection client={client} />

          <section className={styles.card} aria-labelledby="account-coupons-title">
            <h2 id="account-coupons-title" className={styles.cardTitle}>
              {copy.couponsTitle}
            </h2>
            <p className={styles.figure}>{copy.couponsCount(data.coupons_available)}</p>
            <a href={couponsPath} className={page.textLink}>
              {copy.toCoupons}
            </a>
          </section>

          <section className={styles.card} aria-labelledby="account-favourites-title">
            <h2 id="account-favourites-title" className={styles.cardTitle}>
              {copy.favouritesTitle}
            </h2>
            <p className={styles.figure}>{copy.favouritesCount(data.favourites_count)}</p>
            <a href={favouritesPath} className={page.textLink}>
              {copy.toFavourites}
            </a>
          </section>

          <nav className={styles.links} aria-label={copy.linksLabel}>
            <ul>
              <li>
                <a href={walletPath} className={styles.pageLink}>
                  {copy.toWallet}
                </a>
              </li>
              <li>
                <a href={couponsPath} className={styles.pageLink}>
                  {copy.toCouponsPage}
                </a>
              </li>
              <li>
                <a href={ordersPath} className={styles.pageLink}>
                  {copy.toOrders}
                </a>
              </li>
              <li>
                <a href={profilePath} className={styles.pageLink}>
                  {copy.toProfile}
                </a>
              </li>
              <li>
                <a href={securityPath} className={styles.pageLink}>
                  {copy.toSecurity}
                </a>
              </li>
            </ul>
          </nav>
        </div>
      )}
    </ReadView>
  );
}
