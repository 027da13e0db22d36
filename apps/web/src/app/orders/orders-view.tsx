'use client';

import { orderStatuses } from '@tilawat/domain';
import { EmptyState, OrderCard } from '@tilawat/ui';
import { useSearchParams } from 'next/navigation';
import { type MouseEvent, useId, useRef } from 'react';
import { PagePlaceholder } from '~/components/page-placeholder';
import { ReadView } from '~/components/read-view';
import { webBn } from '~/copy/bn';
import {
  type OrdersInitial,
  type OrdersQuery,
  ordersHref,
  ordersPaging,
  type Paging,
  parseOrdersQuery,
  readMyProducts,
  readOrders,
  statusFilterOptions,
  toProductViews,
} from '~/lib/orders';
import { orderPath, shopPath } from '~/lib/paths';
import { useRead, withClient } from '~/lib/reads/use-read';
import { useLearner } from '~/lib/use-learner';
import page from '~/styles/page.module.css';
import styles from './orders.module.css';

const copy = webBn.orders;

/**
 * The learner's orders: the status filter and the page come from the address (`?status=&page=`, changed
 * with history.pushState so "back" returns to the previous list), then one page of `GET /order/my-order`
 * as the api sorts it (status priority, then newest) and what they own (`GET /product/my-product`). With
 * `initial` (read on the server for the address's list) it is drawn at once, on the server too, and that
 * list is not read again on mount; another list is read in the browser.
 */
export function OrdersView({ initial }: { initial?: OrdersInitial }) {
  const params = useSearchParams();
  const query = parseOrdersQuery({
    status: params.get('status') ?? undefined,
    page: params.get('page') ?? undefined,
  });
  const learner = useLearner(ordersHref(query));
  const client = learner.status === 'signed-in' ? learner.client : null;
  const listTop = useRef<HTMLHeadingElement>(null);

  const served =
    initial && initial.query.status === query.status && initial.query.page === query.page
      ? initial.orders
      : undefined;
  const orders = useRead(
    `orders:${query.status ?? 'all'}:${query.page}`,
    withClient(client, (api) => readOrders(api, query)),
    served,
  );
  const products = useRead('my-products', withClient(client, readMyProducts), initial?.products);

  /** Shows another list in place: a new history entry; after paging, focus goes to the list's heading. */
  const show = (next: OrdersQuery, focus: boolean) => {
    window.history.pushState(null, '', ordersHref(next));
    if (focus) requestAnimationFrame(() => listTop.current?.focus());
  };

  // Until the tab's session is loaded the server's reading stands for the learner; signed out → /login.
  if (learner.status === 'signed-out' || (learner.status === 'loading' && !initial)) {
    return <PagePlaceholder minHeight="32rem" />;
  }

  return (
    <>
      <section className={page.section} aria-labelledby="orders-list-title">
        <div className={page.sectionHead}>
          <h2 id="orders-list-title" ref={listTop} className={page.title} tabIndex={-1}>
            {copy.listLabel}
          </h2>
          <StatusFilter value={query.status ?? ''} onChange={(status) => show({ status, page: 1 }, false)} />
        </div>
        <ReadView className={`${page.grid} ${styles.list}`} state={orders}>
          {(data) => {
            const paging = ordersPaging(data, query.status);
            if (data.items.length === 0) return <NoOrders query={query} total={data.total} onShow={show} />;
            return (
              <>
                <p className={styles.count} aria-live="polite">
                  {copy.count(data.total)}
                  {paging ? ` · ${paging.label}` : ''}
                </p>
                <ul className={`${page.grid} ${styles.list}`}>
                  {data.items.map((order) => (
                    <li key={order.id}>
                      <OrderCard order={order} href={orderPath(order.id)} headingLevel={3} />
                    </li>
                  ))}
                </ul>
                {paging ? <Pager paging={paging} status={query.status} onShow={show} /> : null}
              </>
            );
          }}
        </ReadView>
      </section>

      <section className={page.section} aria-labelledby="products-title">
        <h2 id="products-title" className={page.title}>
          {copy.productsTitle}
        </h2>
        <p className={page.muted}>{copy.productsIntro}</p>
        <ReadView className={`${page.grid} ${styles.list}`} state={products}>
          {(data) =>
            data.items.length === 0 ? (
              <EmptyState
                headingLevel={3}
                title={copy.productsEmptyTitle}
                description={copy.productsEmpty}
                action={
                  <a href={shopPath} className={page.textLink}>
                    {copy.toShop}
                  </a>
                }
              />
            ) : (
              <>
                <ul className={`${page.grid} ${styles.list}`}>
                  {toProductViews(data.items).map((product) => (
                    <li key={product.key} className={styles.card}>
                      <p className={styles.kind}>{product.kind}</p>
                      <h3 className={styles.cardTitle}>{product.title}</h3>
                      <dl className={styles.facts}>
                        <div className={styles.fact}>
                          <dt>{copy.quantity}</dt>
                          <dd>{product.quantity}</dd>
                        </div>
                        {product.size ? (
                          <div className={styles.fact}>
                            <dt>{copy.size}</dt>
                            <dd>{product.size}</dd>
                          </div>
                        ) : null}
                        <div className={styles.fact}>
                          <dt>{copy.acquired}</dt>
                          <dd>
                            <time dateTime={product.acquired.iso}>{product.acquired.value}</time>
                          </dd>
                        </div>
                        <div className={styles.fact}>
                          <dt>{copy.fromOrder}</dt>
                          <dd>
                            <a href={product.order.href} className={page.textLink}>
                              {product.order.label}
                            </a>
                          </dd>
                        </div>
                      </dl>
                    </li>
                  ))}
                </ul>
                {data.total > data.items.length ? (
                  <p className={`${page.muted} ${styles.more}`}>
                    {copy.productsMore(data.items.length, data.total)}
                  </p>
                ) : null}
              </>
            )
          }
        </ReadView>
      </section>
    </>
  );
}

/** The status filter: "সব" and the six statuses in Bengali; a choice shows that list at once. */
function StatusFilter({
  value,
  onChange,
}: {
  value: string;
  onChange: (status: OrdersQuery['status']) => void;
}) {
  const id = useId();
  return (
    <div className={styles.filter}>
      <label htmlFor={id} className={styles.filterLabel}>
        {copy.filterLabel}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(event) => {
          const status = event.currentTarget.value;
          onChange(status === '' ? null : (status as NonNullable<OrdersQuery['status']>));
        }}
      >
        {statusFilterOptions().map((option) => (
          <option key={option.value || 'all'} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** An empty list: no orders at all (→ the shop), none in this status (→ all), or a page past the end. */
function NoOrders({
  query,
  total,
  onShow,
}: {
  query: OrdersQuery;
  total: number;
  onShow: (next: OrdersQuery, focus: boolean) => void;
}) {
  if (total > 0) {
    const first = { status: query.status, page: 1 };
    return (
      <EmptyState
        headingLevel={3}
        title={copy.pageEmptyTitle}
        description={copy.pageEmpty}
        action={
          <a href={ordersHref(first)} className={page.textLink} onClick={follow(() => onShow(first, true))}>
            {copy.firstPage}
          </a>
        }
      />
    );
  }
  if (query.status) {
    const all = { status: null, page: 1 };
    return (
      <EmptyState
        headingLevel={3}
        title={copy.emptyFilteredTitle(orderStatuses[query.status].bn)}
        description={copy.emptyFiltered}
        action={
          <a href={ordersHref(all)} className={page.textLink} onClick={follow(() => onShow(all, false))}>
            {copy.showAll}
          </a>
        }
      />
    );
  }
  return (
    <EmptyState
      headingLevel={3}
      title={copy.emptyTitle}
      description={copy.empty}
      action={
        <a href={shopPath} className={page.primaryLink}>
          {copy.toShop}
        </a>
      }
    />
  );
}

/** Previous / next page links (real links: they open in a new tab too), and where the learner is. */
function Pager({
  paging,
  status,
  onShow,
}: {
  paging: Paging;
  status: OrdersQuery['status'];
  onShow: (next: OrdersQuery, focus: boolean) => void;
}) {
  return (
    <nav className={styles.pager} aria-label={copy.pagination}>
      {paging.previous ? (
        <a
          href={paging.previous}
          className={styles.pageLink}
          rel="prev"
          onClick={follow(() => onShow({ status, page: paging.page - 1 }, true))}
        >
          ← {copy.previous}
        </a>
      ) : (
        <span className={styles.pageGap} />
      )}
      <span className={styles.pageOf} aria-current="page">
        {paging.label}
      </span>
      {paging.next ? (
        <a
          href={paging.next}
          className={styles.pageLink}
          rel="next"
          onClick={follow(() => onShow({ status, page: paging.page + 1 }, true))}
        >
          {copy.next} →
        </a>
      ) : (
        <span className={styles.pageGap} />
      )}
    </nav>
  );
}

/** A link's plain click handled in place; with a modifier key (new tab, new window) the browser's own. */
function follow(handle: () => void) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    handle();
  };
}
