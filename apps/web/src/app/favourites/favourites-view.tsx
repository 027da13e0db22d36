'use client';

import { expectData } from '@tilawat/sdk';
import { EmptyState, FavouriteButton, Skeleton } from '@tilawat/ui';
import { useState } from 'react';
import { FormError } from '~/components/form-error';
import { PagePlaceholder } from '~/components/page-placeholder';
import { ReadView } from '~/components/read-view';
import { webBn } from '~/copy/bn';
import { failureMessage, load } from '~/lib/load';
import { favouritesPath, shopPath } from '~/lib/paths';
import { useRead, withClient } from '~/lib/reads/use-read';
import { useLearner } from '~/lib/use-learner';
import page from '~/styles/page.module.css';
import styles from './favourites.module.css';

const copy = webBn.shop;

/** The followed catalogues, each a link to its cards, with the heart to unfollow it. */
export function FavouritesView() {
  const learner = useLearner(favouritesPath);
  const client = learner.status === 'signed-in' ? learner.client : null;
  const list = useRead(
    'favourites',
    withClient(client, (api) =>
      expectData(api.v2.GET('/favorite/my-favorite', { params: { query: { page: 1, limit: 100 } } })),
    ),
  );
  const [removed, setRemoved] = useState<number[]>([]);
  const [error, setError] = useState<string | null>(null);
  if (!client) return <PagePlaceholder minHeight="16rem" />;

  const toggle = async (catalog: number, next: boolean) => {
    const loaded = await load(() =>
      expectData(
        client.api.v2.POST('/favorite/my-favorite', { body: { catalog, action: next ? 'add' : 'remove' } }),
      ),
    );
    if (!loaded.ok) setError(failureMessage(loaded));
    else setRemoved((all) => (next ? all.filter((id) => id !== catalog) : [...all, catalog]));
  };

  return (
    <ReadView state={list} headingLevel={2} loading={<Skeleton variant="block" height="10rem" />}>
      {(data) =>
        data.items.length === 0 ? (
          <EmptyState
            headingLevel={2}
            title={copy.favouritesEmptyTitle}
            description={copy.favouritesEmpty}
            action={
              <a href={shopPath} className={page.primaryLink}>
                {copy.all}
              </a>
            }
          />
        ) : (
          <>
            <FormError message={error} />
            <ul className={styles.list} aria-label={copy.favouritesTitle}>
              {data.items.map(({ id, catalog }) => (
                <li key={id} className={styles.item}>
                  <a
                    href={`${shopPath}?catalog=${catalog.id}`}
                    className={styles.link}
                    id={`favourite-${id}`}
                  >
                    {catalog.name}
                  </a>
                  <span className={page.muted}>{copy.cardsCount(catalog.cards_count)}</span>
                  <FavouriteButton
                    pressed={!removed.includes(catalog.id)}
                    onToggle={(next) => void toggle(catalog.id, next)}
                    aria-describedby={`favourite-${id}`}
                  />
                </li>
              ))}
            </ul>
          </>
        )
      }
    </ReadView>
  );
}
