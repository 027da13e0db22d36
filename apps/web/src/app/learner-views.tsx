'use client';

import dynamic from 'next/dynamic';
import { PagePlaceholder } from '~/components/page-placeholder';

/**
 * The learner's own pages that are drawn in the browser only (their reads need the tab's session): each
 * view is a chunk of its own, loaded after hydration with a placeholder in its place, so a page's
 * first-load JavaScript carries neither the view nor RTK Query. A page imports its view from here; this
 * module holds nothing but these references.
 */

export const FavouritesView = dynamic(
  () => import('./favourites/favourites-view').then((m) => m.FavouritesView),
  {
    ssr: false,
    loading: () => <PagePlaceholder minHeight="16rem" />,
  },
);

/** The order's read, its parts and the cancel dialog are a chunk of their own, after paint. */
export const OrderView = dynamic(() => import('./orders/[id]/order-view').then((m) => m.OrderView), {
  ssr: false,
  loading: () => <PagePlaceholder minHeight="40rem" />,
});

export const NotesView = dynamic(() => import('./notes/[key]/[id]/notes-view').then((m) => m.NotesView), {
  ssr: false,
  loading: () => <PagePlaceholder minHeight="40rem" />,
});

/** The control panel's read and sections are a chunk of their own, loaded in the browser after hydration. */
export const AccountView = dynamic(() => import('./account/account-view').then((m) => m.AccountView), {
  ssr: false,
  loading: () => <PagePlaceholder minHeight="40rem" />,
});

/** The profile's read and forms are a chunk of their own, loaded in the browser after hydration. */
export const ProfileView = dynamic(
  () => import('./account/profile/profile-view').then((m) => m.ProfileView),
  {
    ssr: false,
    loading: () => <PagePlaceholder minHeight="32rem" />,
  },
);

/** The devices' read and list are a chunk of their own, loaded in the browser after hydration. */
export const SecurityView = dynamic(
  () => import('./account/security/security-view').then((m) => m.SecurityView),
  {
    ssr: false,
    loading: () => <PagePlaceholder minHeight="20rem" />,
  },
);

export const ShopCheckout = dynamic(
  () => import('./shop/checkout/shop-checkout').then((m) => m.ShopCheckout),
  {
    ssr: false,
    loading: () => <PagePlaceholder minHeight="28rem" />,
  },
);

/** The coupons' read and cards are a chunk of their own, loaded in the browser after hydration. */
export const CouponsView = dynamic(() => import('./coupons/coupons-view').then((m) => m.CouponsView), {
  ssr: false,
  loading: () => <PagePlaceholder minHeight="24rem" />,
});

export const OrientationView = dynamic(
  () => import('./orientation/orientation-view').then((m) => m.OrientationView),
  {
    ssr: false,
    loading: () => <PagePlaceholder minHeight="28rem" />,
  },
);
