// The learner's side of the shop: the catalogues they follow and their basket (orders and payments
// build on these). Column names are written camelCase and stored snake_case.
import { index, integer, pgTable, primaryKey, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt } from '../../db/columns';
import { users } from '../accounts/accounts.table';
import { cards, catalogs } from '../shop/shop.table';

/** A catalogue a learner follows: one row per learner and catalogue. */
export const favourites = pgTable(
  'favourites',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    catalogId: integer()
      .notNull()
      .references(() => catalogs.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.userId, t.catalogId)],
);

/**
 * A line of a learner's basket: one per card. `addedPrice` is the card's price when the line was
 * added (the basket answers today's price, and says when it changed).
 */
export const basketLines = pgTable(
  'basket_lines',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cardId: integer()
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
    addedPrice: integer().notNull(),
    addedAt: at().notNull(),
    updatedAt: at().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.cardId] }), index().on(t.cardId)],
);
