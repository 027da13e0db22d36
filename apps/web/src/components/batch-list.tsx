'use client';

import { routes } from '@tilawat/domain';
import type { V3Schemas } from '@tilawat/sdk';
import { BatchCard } from '@tilawat/ui';
import { useRouter } from 'next/navigation';

export interface BatchListProps {
  batches: V3Schemas['Batch'][];
  className?: string;
}

/**
 * A course's batches as BatchCards. "Enroll" goes to checkout with the batch chosen; the checkout and
 * sign-in pages (and holding the order through domain's thunks) arrive in a later session.
 */
export function BatchList({ batches, className }: BatchListProps) {
  const router = useRouter();
  return (
    <ul className={className}>
      {batches.map((batch) => (
        <li key={batch.id}>
          <BatchCard
            batch={batch}
            headingLevel={3}
            onEnroll={(chosen) => router.push(`${routes.checkout}?batch=${chosen.id}`)}
          />
        </li>
      ))}
    </ul>
  );
}
