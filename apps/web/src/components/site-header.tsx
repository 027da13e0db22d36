'use client';

import type { V2Schemas } from '@tilawat/sdk';
import { Header, type HeaderAccountLink } from '@tilawat/ui';
import { usePathname, useRouter } from 'next/navigation';
import { useBrowserClient, useClientSelector } from '~/app/providers';

export interface SiteHeaderProps {
  links: V2Schemas['HeaderFooter']['header_links'];
  /** The signed-in learner's own pages (the dashboard); the layout passes them so their words stay out of this chunk. */
  accountLinks?: HeaderAccountLink[];
}

/**
 * The kit's Header with the current path marked and the account part: the signed-in learner's own
 * links ("ড্যাশবোর্ড"), name and a logout button (logout → toast 'loggedOut' → home), or a "লগইন" link to /login when signed out.
 */
export function SiteHeader({ links, accountLinks }: SiteHeaderProps) {
  const pathname = usePathname();
  const router = useRouter();
  const client = useBrowserClient();
  const user = useClientSelector((state) => state.user.user, null);

  const onLogout = client
    ? async () => {
        const [{ signOut }, { notify }] = await Promise.all([
          import('~/lib/browser-client'),
          import('~/components/notify'),
        ]);
        const to = await signOut(client);
        notify.success('loggedOut');
        router.replace(to);
      }
    : undefined;

  return (
    <Header
      links={links}
      currentPath={pathname ?? undefined}
      user={user}
      accountLinks={accountLinks}
      onLogout={onLogout}
    />
  );
}
