// The legacy shop's public reads: catalogues with their counts, cards, content playlists and reviews.
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { type PageQuery, pageOf, totalSql, withPagination } from '../../core/paging';
import type { Db, Tx } from '../../db/client';
import { filtersOf, preparedVariants, variantOf } from '../../db/prepared';
import { col, containing } from '../../db/sql';
import { cards, catalogs, contents, publicReviews } from './shop.table';

export type CatalogRow = typeof catalogs.$inferSelect;
export type CardRow = typeof cards.$inferSelect;
export type ContentRow = typeof contents.$inferSelect;

/** Every catalogue with the cards, reviews and rating sum of its own cards (not of sub-catalogues). */
export function catalogsWithCounts(db: Db | Tx) {
  return db
    .select({
      row: catalogs,
      cards: sql<number>`(select count(*) from ${cards} where ${col(cards.catalogId)} = ${col(catalogs.id)})::int`,
      reviews: sql<number>`(select count(*) from ${publicReviews}
        inner join ${cards} on ${col(cards.id)} = ${col(publicReviews.cardId)}
        where ${col(cards.catalogId)} = ${col(catalogs.id)})::int`,
      ratingSum: sql<number>`(select coalesce(sum(${col(publicReviews.rating)}), 0) from ${publicReviews}
        inner join ${cards} on ${col(cards.id)} = ${col(publicReviews.cardId)}
        where ${col(cards.catalogId)} = ${col(catalogs.id)})::int`,
    })
    .from(catalogs);
}

/** One page of the reviews of cards in some catalogues (or of one card of them), newest first. */
export function reviewsPage(
  db: Db | Tx,
  { catalogIds, rating, cardId }: { catalogIds: number[]; rating?: number; cardId?: number },
  query: PageQuery,
) {
  const where = and(
    inArray(cards.catalogId, catalogIds),
    rating ? eq(publicReviews.rating, rating) : undefined,
    cardId ? eq(publicReviews.cardId, cardId) : undefined,
  );
  return withPagination(
    db
      .select({ review: publicReviews, card: cards, total: totalSql })
      .from(publicReviews)
      .innerJoin(cards, eq(cards.id, publicReviews.cardId))
      .where(where)
      .orderBy(desc(publicReviews.createdAt), asc(publicReviews.id)),
    () =>
      db
        .select({ n: count() })
        .from(publicReviews)
        .innerJoin(cards, eq(cards.id, publicReviews.cardId))
        .where(where),
    query,
  );
}

/** Rating and content of a card, as columns of a query over `cards`. */
const cardStats = {
  ratingCount: sql<number>`(select count(*) from ${publicReviews}
    where ${col(publicReviews.cardId)} = ${col(cards.id)})::int`,
  ratingAverage: sql<number | null>`(select avg(${col(publicReviews.rating)}) from ${publicReviews}
    where ${col(publicReviews.cardId)} = ${col(cards.id)})::float8`,
  contentCount: sql<number>`(select count(*) from ${contents} where ${col(contents.cardId)} = ${col(cards.id)})::int`,
};

export type CardStats = { ratingCount: number; ratingAverage: number | null; contentCount: number };

export type CardSort = 'newest' | 'price_asc' | 'price_desc' | 'rating';

export interface CardFilter {
  /** Only cards of these catalogues. */
  catalogIds?: number[];
  kind?: string;
  size?: string;
  q?: string;
  sort?: CardSort;
}

/** One page of cards with their stats. */
export function cardsPage(db: Db | Tx, filter: CardFilter, query: PageQuery) {
  const values = {
    catalogIds: filter.catalogIds,
    kind: filter.kind,
    size: filter.size,
    pattern: filter.q ? containing(filter.q) : undefined,
  };
  const variant = variantOf(values, filter.sort ?? 'newest');
  return pageOf(
    (limit, offset) => cardsPageQuery(db, variant).execute({ ...values, limit, offset }),
    () => db.select({ n: count() }).from(cards).where(cardConditions(values)),
    query,
  );
}

/** The shop's conditions for the filters given (their values, or placeholders of the same names). */
function cardConditions(filter: {
  catalogIds?: unknown;
  kind?: unknown;
  size?: unknown;
  pattern?: unknown;
}): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.catalogIds !== undefined) {
    // one parameter holding the list (sql`` would spread an array into one parameter per item)
    const ids = Array.isArray(filter.catalogIds) ? sql.param(filter.catalogIds) : filter.catalogIds;
    conditions.push(sql`${cards.catalogId} = any(${ids})`);
  }
  if (filter.kind !== undefined) conditions.push(sql`${cards.kind} = ${filter.kind}`);
  if (filter.size !== undefined) conditions.push(sql`${filter.size} = any(${cards.sizes})`);
  if (filter.pattern !== undefined) {
    const pattern = filter.pattern as string;
    conditions.push(
      or(ilike(cards.title, pattern), ilike(cards.slug, pattern), ilike(cards.description, pattern)),
    );
  }
  return and(...conditions);
}

const cardsPageQuery = preparedVariants((db, variant: string) => {
  const {
    fixed: [sort],
    placeholder,
  } = filtersOf(variant, 1);
  const order: SQL[] = {
    newest: [desc(cards.id)],
    price_asc: [asc(cards.price), asc(cards.id)],
    price_desc: [desc(cards.price), desc(cards.id)],
    rating: [sql`${cardStats.ratingAverage} desc nulls last`, desc(cardStats.ratingCount), desc(cards.id)],
  }[sort as CardSort];
  return db
    .select({ card: cards, ...cardStats, total: totalSql })
    .from(cards)
    .where(
      cardConditions({
        catalogIds: placeholder('catalogIds'),
        kind: placeholder('kind'),
        size: placeholder('size'),
        pattern: placeholder('pattern'),
      }),
    )
    .orderBy(...order)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
});

/** A card by slug, with its catalogue and stats. */
export async function cardBySlug(db: Db | Tx, slug: string) {
  const [row] = await db
    .select({ card: cards, catalog: catalogs, ...cardStats })
    .from(cards)
    .innerJoin(catalogs, eq(catalogs.id, cards.catalogId))
    .where(eq(cards.slug, slug));
  return row;
}

/** A card by its id. */
export async function cardById(db: Db | Tx, id: number): Promise<CardRow | undefined> {
  const [row] = await db.select().from(cards).where(eq(cards.id, id));
  return row;
}

export async function cardIdBySlug(db: Db | Tx, slug: string): Promise<number | undefined> {
  const [card] = await db.select({ id: cards.id }).from(cards).where(eq(cards.slug, slug));
  return card?.id;
}

/** The first `count` items of a card's playlist, in order, each with the playlist's length. */
export function playlistOf(db: Db | Tx, cardId: number, count: number) {
  return db
    .select({ content: contents, total: totalSql })
    .from(contents)
    .where(eq(contents.cardId, cardId))
    .orderBy(asc(contents.position), asc(contents.id))
    .limit(count);
}

/** A content item when it belongs to the card of that slug. */
export async function contentOfCard(
  db: Db | Tx,
  id: number,
  cardSlug: string,
): Promise<ContentRow | undefined> {
  const [row] = await db
    .select({ content: contents })
    .from(contents)
    .innerJoin(cards, eq(cards.id, contents.cardId))
    .where(and(eq(contents.id, id), eq(cards.slug, cardSlug)));
  return row?.content;
}

/**
 * A learner's written review of an order line, as the public sees it (keyed by the learner's review
 * id): added the first time, rewritten when they edit it.
 */
export async function upsertLearnerReview(
  tx: Tx,
  values: {
    sourceId: string;
    cardId: number;
    reviewerName: string;
    rating: number;
    comment: string;
    at: Date;
  },
): Promise<void> {
  await tx
    .insert(publicReviews)
    .values({
      sourceId: values.sourceId,
      cardId: values.cardId,
      reviewerName: values.reviewerName,
      rating: values.rating,
      comment: values.comment,
      createdAt: values.at,
    })
    .onConflictDoUpdate({
      target: publicReviews.sourceId,
      set: {
        rating: values.rating,
        comment: values.comment,
        reviewerName: values.reviewerName,
        updatedAt: values.at,
      },
    });
}
