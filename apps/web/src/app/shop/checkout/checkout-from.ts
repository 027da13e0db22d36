import { parseId } from '@tilawat/domain';
import { parseUuid } from '~/lib/uuid';
import type { ShopCheckoutFrom } from './shop-checkout';

const SIZES = ['small', 'medium', 'large'] as const;

/** What the checkout pays: an order already placed (`order`), the basket (`from=basket`), or one card now. */
export function checkoutFrom(search: Record<string, string | string[] | undefined>): ShopCheckoutFrom | null {
  const one = (key: string) => {
    const value = search[key];
    return Array.isArray(value) ? value[0] : value;
  };
  const order = one('order');
  if (order && parseUuid(order)) return { kind: 'order', order };
  if (one('from') === 'basket') return { kind: 'basket' };
  const card = parseId(one('card') ?? '');
  const quantity = parseId(one('quantity') ?? '1');
  if (card !== null && quantity !== null && quantity <= 20) {
    const size = SIZES.find((s) => s === one('size'));
    return { kind: 'buy-now', card, quantity, size, digital: one('digital') === '1' };
  }
  return null;
}
