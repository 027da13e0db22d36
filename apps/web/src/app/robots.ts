import type { MetadataRoute } from 'next';
import { env } from '~/env';

/**
 * /robots.txt: the public pages are open; the learner's own pages (checkout, dashboard, sign-in) and
 * the operator console are not for search engines.
 */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: [
        '/checkout',
        '/dashboard',
        '/login',
        '/exam',
        '/guardian',
        '/hifz',
        '/notes',
        '/orders',
        '/basket',
        '/favourites',
        '/shop/checkout',
        '/account',
        '/wallet',
        '/coupons',
        '/verify',
        '/console',
      ],
    },
    sitemap: `${env.SITE_ORIGIN}/sitemap.xml`,
  };
}
