import { EmptyState, ProductCard } from '@tilawat/ui';
import { FailureState } from '~/components/failure-state';
import { webBn } from '~/copy/bn';
import { pageMetadata } from '~/lib/page-metadata';
import { cardPath, shopPath } from '~/lib/paths';
import { getCards, getCatalogs } from '~/lib/queries';
import styles from '~/styles/page.module.css';
import shop from './shop.module.css';
import { SHOP_PAGE_SIZE, shopHref, shopQuery } from './shop-params';

const copy = webBn.shop;

export const metadata = pageMetadata({
  title: copy.title,
  description: copy.metaDescription,
  path: shopPath,
});

interface ShopPageProps {
  searchParams: Promise<{ catalog?: string; page?: string }>;
}

/**
 * /shop: the shop's catalogues as a filter and its cards, a page at a time, drawn on the server for
 * search engines (`GET /api/v2/public/catalog`, `/public/card`). Browsing needs no account.
 */
export default async function ShopPage({ searchParams }: ShopPageProps) {
  const query = shopQuery(await searchParams);
  const [catalogs, cards] = await Promise.all([
    getCatalogs(),
    getCards(query.page, SHOP_PAGE_SIZE, query.catalog),
  ]);
  const pages = cards.ok ? Math.max(1, Math.ceil(cards.data.total / SHOP_PAGE_SIZE)) : 1;
  return (
    <div className={`${styles.container} ${styles.section}`}>
      <h1 className={styles.pageTitle}>{copy.title}</h1>
      <p className={styles.lead}>{copy.intro}</p>

      {catalogs.ok ? (
        <nav aria-label={copy.catalogs} className={shop.catalogs}>
          <ul>
            <li>
              <a href={shopHref({})} aria-current={query.catalog === undefined ? 'page' : undefined}>
                {copy.all}
              </a>
            </li>
            {catalogs.data.items.map((catalog) => (
              <li key={catalog.id}>
                <a
                  href={shopHref({ catalog: catalog.id })}
                  aria-current={query.catalog === catalog.id ? 'page' : undefined}
                >
                  {catalog.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      <section aria-labelledby="cards-title" className={styles.section}>
        <h2 id="cards-title" className={styles.title}>
          {copy.cardsTitle}
        </h2>
        {!cards.ok ? (
          <FailureState failure={cards} retryHref={shopHref(query)} headingLevel={3} />
        ) : cards.data.items.length === 0 ? (
          <EmptyState headingLevel={3} description={copy.empty} />
        ) : (
          <ul className={styles.grid}>
            {cards.data.items.map((card) => (
              <li key={card.id}>
                <ProductCard card={card} href={cardPath(card.slug)} headingLevel={3} />
              </li>
            ))}
          </ul>
        )}
      </section>

      {pages > 1 ? (
        <nav aria-label={copy.pageOf(query.page, pages)} className={shop.pages}>
          {query.page > 1 ? (
            <a href={shopHref({ ...query, page: query.page - 1 })} className={styles.textLink}>
              {copy.previous}
            </a>
          ) : null}
          <span>{copy.pageOf(query.page, pages)}</span>
          {query.page < pages ? (
            <a href={shopHref({ ...query, page: query.page + 1 })} className={styles.textLink}>
              {copy.next}
            </a>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
