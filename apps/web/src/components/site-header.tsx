'use client';

import { formatNumber } from '@tilawat/domain/format';
import type { V2Schemas } from '@tilawat/sdk';
import { Header, type HeaderAccountLink } from '@tilawat/ui';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useBrowserClient, useClientReady, useClientSelector } from '~/app/providers';
import { basketPath } from '~/lib/paths';

export interface SiteHeaderProps {
  links: V2Schemas['HeaderFooter']['header_links'];
  /** The signed-in learner's own pages (the dashboard); the layout passes them so their words stay out of this chunk. */
  accountLinks?: HeaderAccountLink[];
  /**
   * Who the server saw in the request's session cookies (`getServerAccount`): the first paint's account
   * part, so a signed-in learner is never shown "লগইন" while the tab's store loads. An empty name: signed
   * in, name not known on the server.
   */
  serverUser?: { name: string } | null;
  /** The basket's pieces as the server read them with the page (null: not read). */
  serverBasketCount?: number | null;
}

/**
 * The kit's Header with the current path marked and the account part: the signed-in learner's own
 * links ("ড্যাশবোর্ড"), name and a logout button (logout → toast 'loggedOut' → home), or a "লগইন" link to
 * /login when signed out. The server's view is drawn until the tab's store is loaded (for a visitor, only
 * when another part of the page loads it, such as the login flow); from then on the store decides. When the store says otherwise than the server did (a login, a logout, a session the
 * cookies did not show), the route is drawn again on the server, so the footer and the page follow.
 */
export function SiteHeader({
  links,
  accountLinks,
  serverUser = null,
  serverBasketCount = null,
}: SiteHeaderProps) {
  const pathname = usePathname();
  const router = useRouter();
  const ready = useClientReady();
  // The header loads the tab's client (issue 38) only for a learner whose name the server could not
  // read (the browser's session knows it), and for a logout, when it is pressed; the basket's count
  // comes with the page (docs/decisions/0032-read-pages-run-no-client.md). Loaded by another part (a
  // login, a form), it is read here too.
  const client = useBrowserClient({ load: serverUser?.name === '' });
  const storeUser = useClientSelector((state) => state.user.user, null);
  const user = client ? storeUser : serverUser;

  const signedIn = user !== null;
  const serverSignedIn = serverUser !== null;
  useEffect(() => {
    if (client && signedIn !== serverSignedIn) router.refresh();
  }, [client, signedIn, serverSignedIn, router]);

  // The basket's pieces beside its link: the server's count, then, once the tab's client is loaded,
  // read again on each page (the basket changes on other pages).
  const [pieces, setPieces] = useState<number | null>(serverBasketCount);
  useEffect(() => {
    if (!client || !signedIn) return;
    let live = true;
    client.api.v2
      .GET('/busket/my-busket')
      .then(({ data }) => {
        if (live && data) setPieces(data.count);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [client, signedIn, pathname]);
  const links_ = accountLinks?.map((link) =>
    link.href === basketPath && signedIn && pieces
      ? { ...link, label: `${link.label} (${formatNumber(pieces)})` }
      : link,
  );

  const onLogout = signedIn
    ? async () => {
        const [tab, { signOut }, { notify }] = await Promise.all([
          client ?? ready(),
          import('~/lib/browser-client'),
          import('~/components/notify'),
        ]);
        const to = await signOut(tab);
        notify.success('loggedOut');
        router.replace(to);
      }
    : undefined;

  return (
    <Header
      links={links}
      currentPath={pathname ?? undefined}
      user={user}
      accountLinks={links_}
      onLogout={onLogout}
    />
  );
}
