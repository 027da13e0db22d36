import { DEFAULT_DESCRIPTION, PRODUCT_NAME } from '@tilawat/domain';
import type { MetadataRoute } from 'next';
import { BACKGROUND_COLOUR, THEME_COLOUR } from '~/lib/site-colours';

/**
 * The web manifest (`/manifest.webmanifest`, linked from every page by Next): the Bengali name, the
 * theme and splash colours, and our own icon (public/icons/, drawn from app/icon.svg) — plain and
 * maskable, so a phone's home screen shows the star whole.
 */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: PRODUCT_NAME,
    short_name: PRODUCT_NAME,
    description: DEFAULT_DESCRIPTION,
    lang: 'bn',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOUR,
    background_color: BACKGROUND_COLOUR,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
