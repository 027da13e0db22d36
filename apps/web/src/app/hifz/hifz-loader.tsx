'use client';

import dynamic from 'next/dynamic';
import { PagePlaceholder } from '~/components/page-placeholder';
import type { HifzPlan } from '~/lib/hifz';
import type { Loaded } from '~/lib/load';

/** With the server's read the view is drawn on the server (part of the first HTML); without, in the browser. */
const ServerDrawnView = dynamic(() => import('./hifz-view').then((m) => m.HifzView));
const BrowserView = dynamic(() => import('./hifz-view').then((m) => m.HifzView), {
  ssr: false,
  loading: () => <PagePlaceholder minHeight="32rem" />,
});

export function HifzLoader({ initial }: { initial: Loaded<HifzPlan[]> | null }) {
  return initial ? <ServerDrawnView initial={initial} /> : <BrowserView />;
}
