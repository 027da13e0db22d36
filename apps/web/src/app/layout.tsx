import '@tilawat/ui/styles.css';
import '~/styles/site.css';
import { PRODUCT_NAME } from '@tilawat/domain';
import { Footer } from '@tilawat/ui';
import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { PageServicesLoader } from '~/components/page-services-loader';
import { SiteHeader } from '~/components/site-header';
import { webBn } from '~/copy/bn';
import { env } from '~/env';
import { readBasket } from '~/lib/learner-reads';
import { dashboardPath } from '~/lib/learning';
import { pageMetadata } from '~/lib/page-metadata';
import { accountPath, basketPath, ordersPath } from '~/lib/paths';
import { getHeaderFooter } from '~/lib/queries';
import { semiboldScript } from '~/lib/semibold';
import { getServerAccount } from '~/lib/server-account';
import { serverLearnerRead } from '~/lib/server-learner';
import { THEME_COLOUR } from '~/lib/site-colours';
import { notoSansBengali, semibold } from './fonts';
import { Providers } from './providers';

/**
 * The header and footer are drawn for the learner the request's session cookies show (`getServerAccount`):
 * a signed-in learner's first paint offers no "লগইন". The header's client part then follows the tab's store.
 *
 * Every page reads the api on request (with Next's data cache for `API_REVALIDATE_SECONDS`), so
 * `next build` never needs the api, and a page never shows what the api said at build time.
 */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  metadataBase: new URL(env.SITE_ORIGIN),
  ...pageMetadata(),
  applicationName: PRODUCT_NAME,
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: THEME_COLOUR,
};

/** Whether a path is the operator console's: a workplace with its own frame, not a page of the site (issue 40). */
const isConsolePath = (path: string | null) =>
  path === '/console' || (path?.startsWith('/console/') ?? false);

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [cms, account, requestHeaders, basket] = await Promise.all([
    getHeaderFooter(),
    getServerAccount(),
    headers(),
    // the header's count beside the basket's link (null for a visitor: no token, no read)
    serverLearnerRead(readBasket),
  ]);
  // set by src/proxy.ts for every page
  const inConsole = isConsolePath(requestHeaders.get('x-tilawat-path'));
  const links = cms.ok ? cms.data.header_links : webBn.fallbackNav.links.map((link) => ({ ...link }));
  const accountLinks = [
    { label: webBn.account.title, href: accountPath },
    { label: webBn.dashboard.navLabel, href: dashboardPath },
    { label: webBn.orders.title, href: ordersPath },
    { label: webBn.shop.basketNav, href: basketPath },
  ];
  return (
    <html lang="bn" data-theme="light" className={notoSansBengali.variable}>
      <head>
        {/* the semibold, from a learner's second page on: before the first paint (src/lib/semibold.ts) */}
        <script
          nonce={requestHeaders.get('x-nonce') ?? undefined}
          dangerouslySetInnerHTML={{ __html: semiboldScript(semibold.url, semibold.family) }}
        />
      </head>
      <body>
        <Providers apiOrigin={env.API_ORIGIN} production={env.NODE_ENV === 'production'}>
          <a className="skip-link" href="#main">
            {webBn.skipToContent}
          </a>
          <SiteHeader
            links={links}
            accountLinks={accountLinks}
            serverUser={account}
            serverBasketCount={basket?.ok ? basket.data.count : null}
          />
          <main id="main">{children}</main>
          {inConsole ? null : cms.ok ? (
            <Footer data={cms.data} signedIn={account !== null} accountLinks={accountLinks} />
          ) : (
            <footer className="site-fallback-footer">
              <p>{webBn.fallbackNav.copyright}</p>
            </footer>
          )}
          {/* once hydrated: field data and the semibold for the next page (issue 38); the service worker, offline notice and update offer (issue 39) */}
          <PageServicesLoader
            semibold={semibold}
            apiOrigin={env.API_ORIGIN}
            sampleRate={env.VITALS_SAMPLE_RATE}
            register={env.NODE_ENV === 'production'}
          />
        </Providers>
      </body>
    </html>
  );
}
