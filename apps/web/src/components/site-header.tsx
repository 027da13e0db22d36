'use client';

import type { V2Schemas } from '@tilawat/sdk';
import { Header } from '@tilawat/ui';
import { usePathname } from 'next/navigation';

export interface SiteHeaderProps {
  links: V2Schemas['HeaderFooter']['header_links'];
}

/** The kit's Header with the current path marked (the phone menu needs the browser, hence a client part). */
export function SiteHeader({ links }: SiteHeaderProps) {
  const pathname = usePathname();
  return <Header links={links} currentPath={pathname ?? undefined} />;
}
