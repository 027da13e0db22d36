import { checkoutQuery, routes } from '@tilawat/domain';
import type { V3Schemas } from '@tilawat/sdk';
import { BatchCard } from '@tilawat/ui';

export interface BatchListProps {
  batches: V3Schemas['Batch'][];
  className?: string;
}

/**
 * A course's batches as BatchCards, drawn on the server: "ভর্তি হন" is a link to the checkout with the batch
 * chosen (no script of the page's own: issue 38, a course page's JavaScript).
 */
export function BatchList({ batches, className }: BatchListProps) {
  return (
    <ul className={className}>
      {batches.map((batch) => (
        <li key={batch.id}>
          <BatchCard
            batch={batch}
            headingLevel={3}
            enrollHref={`${routes.checkout}${checkoutQuery({ kind: 'batch', batchId: batch.id })}`}
          />
        </li>
      ))}
    </ul>
  );
}
