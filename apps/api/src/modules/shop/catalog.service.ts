// The legacy shop's public side (v2): catalogues as a tree with counts over each subtree, cards,
// reviews and content playlists.
import { DomainError } from '../../core/errors';
import { type Page, type PageQuery, pageOfList } from '../../core/paging';
import type { Db } from '../../db/client';
import type { CardFilter, CatalogRow, ContentRow } from './catalog.repository';
import * as shop from './catalog.repository';

export interface CatalogNode {
  row: CatalogRow;
  cards: number;
  reviews: number;
  ratingSum: number;
  /** This catalogue and every catalogue below it. */
  subtree: Set<number>;
}

/**
 * Ownership of shop items arrives with the shop's private side (orders, products); until then only
 * free items are unlocked, for everyone.
 */
export const contentLocked = (row: Pick<ContentRow, 'free'>) => !row.free;

export function createCatalogService({ db }: { db: Db }) {
  /**
   * Every catalogue with its cards and reviews counted over its whole subtree. Catalogues are a
   * short list of shop categories and their counts include sub-catalogues, so the tree is read
   * whole in one query and rolled up here.
   */
  async function catalogTree(): Promise<Map<number, CatalogNode>> {
    const rows = await shop.catalogsWithCounts(db);
    const tree = new Map<number, CatalogNode>();
    for (const { row } of rows)
      tree.set(row.id, { row, cards: 0, reviews: 0, ratingSum: 0, subtree: new Set() });
    for (const own of rows) {
      // Add the catalogue's own numbers to itself and to every ancestor (a cycle stops the walk).
      let id: number | null = own.row.id;
      const seen = new Set<number>();
      while (id !== null && !seen.has(id)) {
        seen.add(id);
        const node = tree.get(id);
        if (!node) break;
        node.cards += own.cards;
        node.reviews += own.reviews;
        node.ratingSum += own.ratingSum;
        node.subtree.add(own.row.id);
        id = node.row.parentId;
      }
    }
    return tree;
  }

  async function catalog(id: number): Promise<CatalogNode> {
    const node = (await catalogTree()).get(id);
    if (!node) throw new DomainError('CATALOG_NOT_FOUND');
    return node;
  }

  return {
    /** Catalogues by id, with their counts (one read of the tree however many are asked). */
    async catalogsByIds(ids: readonly number[]): Promise<Map<number, CatalogNode>> {
      const tree = await catalogTree();
      return new Map(ids.flatMap((id) => (tree.has(id) ? [[id, tree.get(id) as CatalogNode]] : [])));
    },

    /** Catalogues, top level first, filtered by parent and text. */
    async listCatalogs(query: PageQuery & { parent?: number; q?: string }): Promise<Page<CatalogNode>> {
      const needle = query.q?.trim().toLowerCase();
      const matching = [...(await catalogTree()).values()]
        .filter(({ row }) => query.parent === undefined || row.parentId === query.parent)
        .filter(
          ({ row }) =>
            !needle ||
            [row.name, row.slug, row.description].some((text) => text.toLowerCase().includes(needle)),
        )
        .sort(
          (a, b) =>
            Number(a.row.parentId !== null) - Number(b.row.parentId !== null) ||
            a.row.position - b.row.position ||
            a.row.id - b.row.id,
        );
      return pageOfList(matching, query);
    },

    catalog,

    /** The reviews of a catalogue's cards (its sub-catalogues' too), or of one of them, newest first. */
    async catalogReviews(id: number, query: PageQuery & { rating?: number; card?: number }) {
      const node = await catalog(id);
      return shop.reviewsPage(
        db,
        { catalogIds: [...node.subtree], rating: query.rating, cardId: query.card },
        query,
      );
    },

    /** Cards; a catalogue filter takes its sub-catalogues too, and an unknown catalogue has none. */
    async listCards(query: PageQuery & Omit<CardFilter, 'catalogIds'> & { catalog?: number }) {
      let catalogIds: number[] | undefined;
      if (query.catalog) {
        const node = (await catalogTree()).get(query.catalog);
        if (!node) return pageOfList([], query);
        catalogIds = [...node.subtree];
      }
      return shop.cardsPage(db, { ...query, catalogIds }, query);
    },

    async card(slug: string) {
      const row = await shop.cardBySlug(db, slug);
      if (!row) throw new DomainError('CARD_NOT_FOUND');
      return row;
    },

    /** The first `count` items of a card's playlist and its length. */
    async playlist(cardSlug: string, count: number) {
      const cardId = await shop.cardIdBySlug(db, cardSlug);
      if (cardId === undefined) throw new DomainError('CARD_NOT_FOUND');
      const rows = await shop.playlistOf(db, cardId, count);
      return { total: rows[0]?.total ?? 0, items: rows.map((row) => row.content) };
    },

    async content(id: number, cardSlug: string): Promise<ContentRow> {
      const row = await shop.contentOfCard(db, id, cardSlug);
      if (!row) throw new DomainError('CONTENT_NOT_FOUND');
      return row;
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
