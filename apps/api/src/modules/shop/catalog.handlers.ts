import type { V2Schemas } from '@tilawat/sdk';
import { escapeHtml } from '../../core/escape-html';
import type { ContractHandlers } from '../../core/handlers';
import { mapPage } from '../../core/paging';
import { mediaUrl } from '../../infra/media/media';
import type { ContentRow } from './catalog.repository';
import { type CatalogService, contentLocked } from './catalog.service';
import { shopJsonWith } from './shop.json';

/** Plain text (paragraphs separated by blank lines) as sanitised HTML. */
function textToHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

function contentSummaryJson(row: ContentRow): V2Schemas['ContentSummary'] {
  return {
    id: row.id,
    title: row.title,
    kind: row.kind,
    position: row.position,
    duration_seconds: row.durationSeconds,
    free: row.free,
    locked: contentLocked(row),
  };
}

/** The legacy shop's public side (v2): catalogues, cards, reviews and content playlists. */
export function catalogHandlers(
  shop: CatalogService,
  { publicOrigin }: { publicOrigin: string },
): ContractHandlers {
  const { catalogJson, cardSummaryJson, cardJson } = shopJsonWith({ publicOrigin });

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
          media_url: contentLocked(content) ? null : mediaUrl(publicOrigin, content.mediaUrl),
        };
      },
    },
  };
}
