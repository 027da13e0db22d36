'use client';

import type { V2Schemas } from '@tilawat/sdk';
import dynamic from 'next/dynamic';
import { PagePlaceholder } from '~/components/page-placeholder';

const CardActions = dynamic(() => import('./card-actions').then((m) => m.CardActions), {
  ssr: false,
  loading: () => <PagePlaceholder minHeight="16rem" />,
});

export function CardActionsLoader({ card }: { card: V2Schemas['CardDetail'] }) {
  return <CardActions card={card} />;
}
