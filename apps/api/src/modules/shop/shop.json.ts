// The contract's JSON of the shop's public side, shared by its areas (the catalogue, the basket, orders):
// Catalog, CardSummary and Card, with media answered under the api's public origin.
import type { V2Schemas } from '@tilawat/sdk';
import { mediaUrl } from '../../infra/media/media';
import type { CardRow, CardStats } from './catalog.repository';
import type { CatalogNode } from './catalog.service';
import type { OrderPaymentRow } from './order-payments.repository';

const rating = (sum: number, n: number): V2Schemas['RatingSummary'] => ({
  average: n > 0 ? Math.round((sum / n) * 10) / 10 : 0,
  count: n,
});

/** A card's money in its own currency unit. */
export const cardMoney = (amount: number, currency: CardRow['currency']) => ({ amount, currency });

/** An order's payment (top-ups' too) as the contract writes it (Payment). */
export function paymentJson(payment: OrderPaymentRow): V2Schemas['Payment'] {
  return {
    id: payment.id,
    order_id: payment.orderId,
    method: payment.method,
    status: payment.status,
    amount: cardMoney(payment.amount, payment.currency),
    created_at: payment.createdAt.toISOString(),
    expires_at: payment.expiresAt.toISOString(),
    paid_at: payment.paidAt?.toISOString() ?? null,
  };
}

/** The shop's JSON writers for an api answering at `publicOrigin`. */
export function shopJsonWith({ publicOrigin }: { publicOrigin: string }) {
  const media = (key: string) => mediaUrl(publicOrigin, key);

  function catalogJson(node: CatalogNode): V2Schemas['Catalog'] {
    const { row } = node;
    return {
      id: row.id,
      slug: row.slug,
      name: row.name,
      description: row.description,
      image: row.image === null ? null : media(row.image),
      parent_id: row.parentId,
      position: row.position,
      cards_count: node.cards,
      rating: rating(node.ratingSum, node.reviews),
    };
  }

  function cardSummaryJson(
    row: Pick<CardRow, 'id' | 'slug' | 'title' | 'kind' | 'images' | 'price' | 'currency'>,
  ) {
    const first = row.images[0];
    return {
      id: row.id,
      slug: row.slug,
      title: row.title,
      kind: row.kind,
      image: first === undefined ? null : media(first),
      price: cardMoney(row.price, row.currency),
    } satisfies V2Schemas['CardSummary'];
  }

  function cardJson(row: CardRow, stats: CardStats) {
    return {
      id: row.id,
      slug: row.slug,
      title: row.title,
      kind: row.kind,
      catalog_id: row.catalogId,
      price: cardMoney(row.price, row.currency),
      original_price: row.originalPrice === null ? null : cardMoney(row.originalPrice, row.currency),
      sizes: row.sizes,
      order_kind: row.orderKind,
      stock: row.stock,
      rating: {
        average: stats.ratingAverage === null ? 0 : Math.round(stats.ratingAverage * 10) / 10,
        count: stats.ratingCount,
      },
      images: row.images.map(media),
      has_content: stats.contentCount > 0,
    } satisfies V2Schemas['Card'];
  }

  return { catalogJson, cardSummaryJson, cardJson };
}

export type ShopJson = ReturnType<typeof shopJsonWith>;
