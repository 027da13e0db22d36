import type { V2Schemas } from '@tilawat/sdk';
import { escapeHtml } from '../../core/escape-html';
import type { ContractHandlers } from '../../core/handlers';
import { mapPage } from '../../core/paging';
import { mediaUrl } from '../ops/media';
import type { CardRow, CardStats, ContentRow } from './shop.repository';
import { type CatalogNode, contentLocked, type ShopService } from './shop.service';

/** Plain text (paragraphs separated by blank lines) as sanitised HTML. */
function textToHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

const rating = (sum: number, n: number): V2Schemas['RatingSummary'] => ({
  average: n > 0 ? Math.round((sum / n) * 10) / 10 : 0,
  count: n,
});

const cardMoney = (amount: number, currency: CardRow['currency']) => ({ amount, currency });

function contentSummaryJson(row: ContentRow): V2Schemas['ContentSummary'] {
  return {
    id: row.id,
    title: row.title,
    kind: row.kind as V2Schemas['ContentKind'],
    position: row.position,
    duration_seconds: row.durationSeconds,
    free: row.free,
    locked: contentLocked(row),
  };
}

/** The legacy shop's public side (v2): catalogues, cards, reviews and content playlists. */
export function shopHandlers(
  shop: ShopService,
  { publicOrigin }: { publicOrigin: string },
): ContractHandlers {
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
      kind: row.kind as V2Schemas['CardKind'],
      image: first === undefined ? null : media(first),
      price: cardMoney(row.price, row.currency),
    } satisfies V2Schemas['CardSummary'];
  }

  function cardJson(row: CardRow, stats: CardStats) {
    return {
      id: row.id,
      slug: row.slug,
      title: row.title,
      kind: row.kind as V2Schemas['CardKind'],
      catalog_id: row.catalogId,
      price: cardMoney(row.price, row.currency),
      original_price: row.originalPrice === null ? null : cardMoney(row.originalPrice, row.currency),
      sizes: row.sizes as V2Schemas['SizeOption'][],
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

  return {
    v2: {
      v2ListCatalogs: async ({ query }) => mapPage(await shop.listCatalogs(query), catalogJson),

      v2GetCatalog: async ({ params }) => catalogJson(await shop.catalog(params.id)),

      v2ListCatalogReviews: async ({ params, query }) =>
        mapPage(await shop.catalogReviews(params.id, query), ({ review, card }) => ({
          id: review.id,
          card: cardSummaryJson(card),
          rating: review.rating,
          comment: review.comment,
          reviewer_name: review.reviewerName,
          created_at: review.createdAt.toISOString(),
        })),

      v2ListCards: async ({ query }) =>
        mapPage(await shop.listCards(query), ({ card, ...stats }) => cardJson(card, stats)),

      v2GetCard: async ({ params }) => {
        const { card, catalog, ...stats } = await shop.card(params.slug);
        return {
          ...cardJson(card, stats),
          description_html: textToHtml(card.description),
          catalog: { id: catalog.id, slug: catalog.slug, name: catalog.name },
          content_count: stats.contentCount,
        };
      },

      v2ListContent: async ({ query }) => {
        const { total, items } = await shop.playlist(query.card_slug, query.count ?? 1000);
        return { card_slug: query.card_slug, total, items: items.map(contentSummaryJson) };
      },

      v2GetContent: async ({ params, query }) => {
        const content = await shop.content(params.id, query.card_slug);
        return {
          ...contentSummaryJson(content),
          card_slug: query.card_slug,
          description: content.body,
          media_url: contentLocked(content) ? null : media(content.mediaUrl),
        };
      },
    },
  };
}
