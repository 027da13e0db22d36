// The legacy shop's public side: catalogues, cards, content playlists and public reviews.
// Column names are written camelCase and stored snake_case (drizzle `casing: 'snake_case'`).
import type { V2Schemas } from '@tilawat/sdk';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, createdAt } from '../../db/columns';

export const catalogs = pgTable('catalogs', {
  id: serial().primaryKey(),
  slug: text().notNull().unique(),
  name: text().notNull(),
  description: text().notNull(),
  parentId: integer(),
  image: text(),
  position: integer().notNull().default(0),
});

export const cards = pgTable(
  'cards',
  {
    id: serial().primaryKey(),
    slug: text().notNull().unique(),
    catalogId: integer()
      .notNull()
      .references(() => catalogs.id),
    title: text().notNull(),
    description: text().notNull(),
    kind: text().$type<V2Schemas['CardKind']>().notNull(),
    price: integer().notNull(),
    originalPrice: integer(),
    currency: text({ enum: ['tk', 'star', 'point'] })
      .notNull()
      .default('tk'),
    sizes: text().array().$type<V2Schemas['SizeOption'][]>().notNull().default(sql`'{}'::text[]`),
    orderKind: text({ enum: ['topup', 'pre-order', 'instant-delivery'] }).notNull(),
    stock: integer(),
    images: text().array().notNull().default(sql`'{}'::text[]`),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    position: integer().notNull().default(0),
  },
  (t) => [index().on(t.catalogId)],
);

export const contents = pgTable(
  'contents',
  {
    id: serial().primaryKey(),
    cardId: integer()
      .notNull()
      .references(() => cards.id),
    title: text().notNull(),
    kind: text().$type<V2Schemas['ContentKind']>().notNull(),
    position: integer().notNull(),
    durationSeconds: integer(),
    free: boolean().notNull().default(false),
    mediaUrl: text().notNull(),
    body: text(),
  },
  (t) => [index().on(t.cardId, t.position)],
);

/** Reviews of shop items as the public sees them: the shop's own, and learners' written reviews of their orders. */
export const publicReviews = pgTable(
  'public_reviews',
  {
    id: uuid().primaryKey().defaultRandom(),
    cardId: integer()
      .notNull()
      .references(() => cards.id),
    reviewerName: text().notNull(),
    rating: integer().notNull(),
    comment: text().notNull(),
    createdAt: createdAt(),
    /** A learner's written review of an order line (`order_reviews.id`, orders.table.ts), or null for one of the shop's own. */
    sourceId: uuid(),
    updatedAt: at(),
  },
  (t) => [index().on(t.cardId), uniqueIndex().on(t.sourceId)],
);
