'use client';

import dynamic from 'next/dynamic';
import { PagePlaceholder } from '~/components/page-placeholder';
import type { GuardianLink, GuardianSettings, GuardianView } from '~/lib/guardian';
import type { Loaded } from '~/lib/load';

/** The guardian's pages are drawn on the server with the server's reads; without them, in the browser. */
const ServerHome = dynamic(() => import('./guardian-home').then((m) => m.GuardianHome));
const BrowserHome = dynamic(() => import('./guardian-home').then((m) => m.GuardianHome), {
  ssr: false,
  loading: () => <PagePlaceholder minHeight="24rem" />,
});

export function GuardianHomeLoader({
  initial,
}: {
  initial: { learners: Loaded<GuardianLink[]>; settings: Loaded<GuardianSettings> } | null;
}) {
  return initial ? <ServerHome initial={initial} /> : <BrowserHome />;
}

const ServerLearner = dynamic(() => import('./[id]/guardian-learner').then((m) => m.GuardianLearner));
const BrowserLearner = dynamic(() => import('./[id]/guardian-learner').then((m) => m.GuardianLearner), {
  ssr: false,
  loading: () => <PagePlaceholder minHeight="40rem" />,
});

export function GuardianLearnerLoader({ id, initial }: { id: string; initial: Loaded<GuardianView> | null }) {
  return initial ? <ServerLearner id={id} initial={initial} /> : <BrowserLearner id={id} />;
}
