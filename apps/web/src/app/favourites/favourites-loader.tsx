'use client';

import dynamic from 'next/dynamic';
import { PagePlaceholder } from '~/components/page-placeholder';

const FavouritesView = dynamic(() => import('./favourites-view').then((m) => m.FavouritesView), {
  ssr: false,
  loading: () => <PagePlaceholder minHeight="16rem" />,
});

export function FavouritesLoader() {
  return <FavouritesView />;
}
