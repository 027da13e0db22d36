// @ts-check
// The service worker's build (issue 39), run by `pnpm build` after `next build`: `serwist build` bundles
// src/sw/sw.ts with esbuild into public/sw.js and writes into it the list of files installed with it.
// That list is kept small on purpose (apps/web/README.md, "Offline": the budget): the Bengali offline page,
// the two Bengali font files (the regular every page preloads, the semibold from the second page on), and the
// home-screen icon. Next's build files are kept as pages
// load them, not installed up front (3.8 MB of chunks for every route, most never opened by one learner).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { serwist } from '@serwist/next/config';

/**
 * What serwist reads of the Next.js configuration: where the build is and where the site is served from.
 * Given here rather than loaded through Next's own loader, which outside `next build` does not know the
 * build uses Turbopack and refuses next.config.ts's Turbopack-only `cssChunking`.
 */
const nextConfig = /** @type {import('next/dist/server/config-shared').NextConfigComplete} */ (
  /** @type {unknown} */ ({ basePath: '', distDir: '.next', assetPrefix: '' })
);

/**
 * The offline page by its own address and a hash of its bytes: listed through `globPatterns`, serwist's
 * Next.js address rewriting takes `public/offline.html` for a prerendered page (`/public/offline`).
 */
const offlinePage = {
  url: '/offline.html',
  revision: createHash('sha256').update(readFileSync('public/offline.html')).digest('hex').slice(0, 32),
};

export default serwist(
  {
    swSrc: 'src/sw/sw.ts',
    swDest: 'public/sw.js',
    // every page renders on request (the root layout is force-dynamic): there is no prerendered page
    precachePrerendered: false,
    globPatterns: [
      'public/icons/icon-192.png',
      '.next/static/media/noto_sans_bengali_*.woff2',
      // the semibold, which pages add once the browser has it (src/lib/semibold.ts)
      'public/fonts/noto-sans-bengali-600.*.woff2',
    ],
    additionalPrecacheEntries: [offlinePage],
    // the precache list is the budget's: a file over 100 kB is a mistake, not a font
    maximumFileSizeToCacheInBytes: 100_000,
  },
  nextConfig,
);
