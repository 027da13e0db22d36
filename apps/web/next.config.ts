import type { NextConfig } from 'next';

/**
 * Internal packages are consumed from source (t3-turbo model): Next compiles them with the app.
 * `@tilawat/sdk` is built (dist/), listing it is harmless and keeps one rule for all three.
 * Nothing here reaches the network at build time: fonts are local (next/font/local), and every
 * page that reads the api renders on request, so `next build` never needs the api.
 */
const config: NextConfig = {
  transpilePackages: ['@tilawat/sdk', '@tilawat/domain', '@tilawat/ui'],
  reactStrictMode: true,
  poweredByHeader: false,
  // gzip is server.mjs's, after it rewrites a page's head (scripts after the first paint, issue 38)
  compress: false,
  images: { unoptimized: true },
  experimental: { cssChunking: { type: 'graph', requestCost: 0 } },
  // the semibold under public/fonts/ carries its content's hash in its name (scripts/subset-fonts.mjs):
  // kept a year, never asked again (src/lib/semibold.ts)
  async headers() {
    return [
      {
        source: '/fonts/:file*',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
      },
    ];
  },
};

export default config;
