// The learner's side of the shop before an order: favourite catalogues and basket lines.
import { and, asc, count, desc, eq, max, sql } from 'drizzle-orm';
import { type PageQuery, totalSql, withPagination } from '../../core/paging';
import type { Db, Tx } from '../../db/client';
import { prepared } from '../../db/prepared';
import { basketLines, favourites } from './orders.table';
import { cards } from './shop.table';

export type FavouriteRow = typeof favourites.$inferSelect;
export type BasketLineRow = typeof basketLines.$inferSelect;

// ---------------------------------------------------------------- favourites

/** Follows a catalogue; following it again changes nothing. */
export async function addFavourite(db: Db | Tx, userId: string, catalogId: number, at: Date): Promise<void> {
  await db.insert(favourites).values({ userId, catalogId, createdAt: at }).onConflictDoNothing();
}

export async function removeFavourite(db: Db | Tx, userId: string, catalogId: number): Promise<void> {
  await db.delete(favourites).where(and(eq(favourites.userId, userId), eq(favourites.catalogId, catalogId)));
}

export async function favouritesCount(db: Db | Tx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(favourites).where(eq(favourites.userId, userId));
  return row?.n ?? 0;
}

/** One page of the learner's favourites, newest first. */
export function favouritesPage(db: Db | Tx, userId: string, query: PageQuery) {
  const where = eq(favourites.userId, userId);
  return withPagination(
    db
      .select({ favourite: favourites, total: totalSql })
      .from(favourites)
      .where(where)
      .orderBy(desc(favourites.createdAt), desc(favourites.id)),
    () => db.select({ n: count() }).from(favourites).where(where),
    query,
  );
}

// ---------------------------------------------------------------- basket

/** The learner's basket lines with their cards, oldest line first. */
export function basketOf(db: Db | Tx, userId: string) {
  return basketQuery(db).execute({ userId });
}

const basketQuery = prepared((db) =>
  db
    .select({ line: basketLines, card: cards })
    .from(basketLines)
    .innerJoin(cards, eq(cards.id, basketLines.cardId))
    .where(eq(basketLines.userId, sql.placeholder('userId')))
    .orderBy(asc(basketLines.addedAt), asc(basketLines.cardId)),
);

/** When the learner's basket last changed, or null when it never held anything. */
export async function basketUpdatedAt(db: Db | Tx, userId: string): Promise<Date | null> {
  const [row] = await basketUpdatedAtQuery(db).execute({ userId });
  return row?.at ?? null;
}

const basketUpdatedAtQuery = prepared((db) =>
  db
    .select({ at: max(basketLines.updatedAt) })
    .from(basketLines)
    .where(eq(basketLines.userId, sql.placeholder('userId'))),
);

/** Puts a line at `quantity` (keeping the price it was first added at), or adds it. */
export async function putLine(
  db: Db | Tx,
  values: { userId: string; cardId: number; quantity: number; price: number; at: Date },
): Promise<void> {
  await db
    .insert(basketLines)
    .values({
      userId: values.userId,
      cardId: values.cardId,
      quantity: values.quantity,
      addedPrice: values.price,
      addedAt: values.at,
      updatedAt: values.at,
    })
    .onConflictDoUpdate({
      target: [basketLines.userId, basketLines.cardId],
      set: { quantity: values.quantity, updatedAt: values.at },
    });
}

export async function removeLine(db: Db | Tx, userId: string, cardId: number): Promise<void> {
  await db.delete(basketLines).where(and(eq(basketLines.userId, userId), eq(basketLines.cardId, cardId)));
}

/** Locks the learner's user-level basket for one change at a time (two tabs adding at once). */
export async function lockBasket(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`basket:${userId}`}))`);
}

/** Empties the learner's basket (an order was made of it). */
export async function clearBasket(db: Db | Tx, userId: string): Promise<void> {
  await db.delete(basketLines).where(eq(basketLines.userId, userId));
}
