import type { V2Schemas } from '@tilawat/sdk';

/**
 * Whether an order of these cards needs delivery details: any printed item does; course gift cards
 * (`gift-card`, digital) do not. The api decides the same way from its cards (its order kind).
 */
export function needsDelivery(kinds: readonly V2Schemas['CardKind'][]): boolean {
  return kinds.some((kind) => kind !== 'gift-card');
}
