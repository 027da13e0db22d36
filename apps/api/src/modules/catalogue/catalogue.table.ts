// The database of Tilawat's api. Column names are written camelCase here and stored
// snake_case (drizzle `casing: 'snake_case'`). Money is integer taka; times are timestamptz.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const at = () => timestamp({ withTimezone: true });

// ---------------------------------------------------------------- accounts

export const users = pgTable('users', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  /** +8801XXXXXXXXX, or null for an e-mail account. */
  phone: text().unique(),
  email: text().unique(),
  phoneExtra: text(),
  passwordHash: text().notNull(),
  avatarPath: text(),
  verified: boolean().notNull().default(false),
  createdAt: createdAt(),
});

/** One-time codes, stored hashed: 6 digits, 5 minutes, 5 wrong tries. */
export const otps = pgTable(
  'otps',
  {
    id: serial().primaryKey(),
    /** The phone (+880…) or e-mail the code was sent to. */
    identity: text().notNull(),
    purpose: text({ enum: ['verify', 'login', 'reset'] }).notNull(),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: at().notNull(),
    consumedAt: at(),
    clientIp: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.identity, t.createdAt), index().on(t.clientIp, t.createdAt)],
);

/** Refresh tokens, stored hashed, rotated on every refresh; a family is one sign-in. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid().notNull(),
    tokenHash: text().notNull().unique(),
    expiresAt: at().notNull(),
    /** Set when this token was exchanged for a new one. */
    usedAt: at(),
    /** Set when the family was revoked (reuse, logout). */
    revokedAt: at(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.familyId)],
);

/** E-mail verification links (`GET /api/v2/user/verify/{token}`), stored hashed. */
export const emailVerifications = pgTable('email_verifications', {
  tokenHash: text().primaryKey(),
  userId: uuid()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: at().notNull(),
  usedAt: at(),
  createdAt: createdAt(),
});

/** Every message the default Notifier "sends": readable at GET /dev/outbox outside production. */
export const outbox = pgTable('outbox', {
  id: serial().primaryKey(),
  channel: text({ enum: ['sms', 'email'] }).notNull(),
  recipient: text().notNull(),
  subject: text().notNull(),
  body: text().notNull(),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------- learning catalogue

export const courses = pgTable('courses', {
  id: serial().primaryKey(),
  slug: text().notNull().unique(),
  title: text().notNull(),
  subtitle: text().notNull(),
  description: text().notNull(),
  level: text({ enum: ['beginner', 'intermediate', 'advanced'] }).notNull(),
  coverImage: text(),
  durationWeeks: integer().notNull(),
  position: integer().notNull().default(0),
});

export const batches = pgTable(
  'batches',
  {
    id: serial().primaryKey(),
    courseId: integer()
      .notNull()
      .references(() => courses.id),
    name: text().notNull(),
    mode: text({ enum: ['live', 'on-demand'] }).notNull(),
    startsAt: at().notNull(),
    classDays: text().array().notNull().default(sql`'{}'::text[]`),
    classTime: text(),
    durationMinutes: integer(),
    seatsTotal: integer(),
    price: integer().notNull(),
    originalPrice: integer(),
    enrollmentOpen: boolean().notNull().default(true),
    instructor: text().notNull(),
  },
  (t) => [index().on(t.courseId)],
);

export const bundlePlans = pgTable('bundle_plans', {
  id: text().primaryKey(),
  courseId: integer()
    .notNull()
    .references(() => courses.id),
  title: text().notNull(),
  description: text().notNull(),
  accessDays: integer().notNull(),
  price: integer().notNull(),
  /** The batch a bundle enrolls into (the course's on-demand batch). */
  batchId: integer()
    .notNull()
    .references(() => batches.id),
});

export const modules = pgTable(
  'modules',
  {
    id: serial().primaryKey(),
    batchId: integer()
      .notNull()
      .references(() => batches.id),
    title: text().notNull(),
    position: integer().notNull(),
  },
  (t) => [index().on(t.batchId)],
);

export const recordings = pgTable(
  'recordings',
  {
    id: serial().primaryKey(),
    moduleId: integer()
      .notNull()
      .references(() => modules.id),
    title: text().notNull(),
    position: integer().notNull(),
    durationSeconds: integer().notNull(),
    free: boolean().notNull().default(false),
    thumbnail: text(),
    /** Where the video is served; only answered to those who may watch it. */
    videoUrl: text().notNull(),
    /** PDF resources: [{ key, title, kind: 'pdf' }]. */
    resources: jsonb().$type<{ key: string; title: string; kind: 'pdf' }[]>().notNull().default([]),
  },
  (t) => [index().on(t.moduleId)],
);

export const liveClasses = pgTable(
  'live_classes',
  {
    id: serial().primaryKey(),
    batchId: integer()
      .notNull()
      .references(() => batches.id),
    title: text().notNull(),
    startsAt: at().notNull(),
    durationMinutes: integer().notNull(),
    joinUrl: text().notNull(),
  },
  (t) => [index().on(t.batchId, t.startsAt)],
);

export const studyPlanItems = pgTable(
  'study_plan_items',
  {
    id: serial().primaryKey(),
    moduleId: integer()
      .notNull()
      .references(() => modules.id),
    day: integer().notNull(),
    title: text().notNull(),
    kind: text({ enum: ['recording', 'live', 'exam', 'reading'] }).notNull(),
    refId: integer(),
    dueAt: at(),
  },
  (t) => [index().on(t.moduleId)],
);

export const promos = pgTable('promos', {
  code: text().primaryKey(),
  title: text().notNull(),
  description: text().notNull(),
  kind: text({ enum: ['percentage', 'fixed'] }).notNull(),
  /** Percent (1–100) or taka. */
  value: integer().notNull(),
  /** Course ids it applies to; null for all courses. */
  courseIds: integer().array(),
  validUntil: at(),
  public: boolean().notNull().default(true),
});

/** A learner's seat in a batch; one per learner and batch. */
export const enrollments = pgTable(
  'enrollments',
  {
    id: serial().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    batchId: integer()
      .notNull()
      .references(() => batches.id),
    source: text({ enum: ['purchase', 'bundle', 'promo'] }).notNull(),
    transactionId: uuid(),
    enrolledAt: createdAt(),
    expiresAt: at(),
  },
  (t) => [uniqueIndex().on(t.userId, t.batchId), index().on(t.batchId)],
);

/** v3 purchases of a batch or a bundle. */
export const purchases = pgTable(
  'purchases',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['batch', 'bundle'] }).notNull(),
    batchId: integer()
      .notNull()
      .references(() => batches.id),
    courseId: integer()
      .notNull()
      .references(() => courses.id),
    plan: text(),
    method: text({ enum: ['bkash', 'nagad', 'upay', 'rocket'] }).notNull(),
    amount: integer().notNull(),
    discount: integer().notNull().default(0),
    promoCode: text(),
    status: text({ enum: ['PENDING', 'COMPLETED', 'FAILED', 'CANCELLED', 'EXPIRED'] }).notNull(),
    redirect: text().notNull(),
    createdAt: createdAt(),
    expiresAt: at().notNull(),
    completedAt: at(),
  },
  (t) => [index().on(t.userId, t.status), index().on(t.batchId, t.status)],
);

// ---------------------------------------------------------------- legacy shop (public side)

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
    kind: text().notNull(),
    price: integer().notNull(),
    originalPrice: integer(),
    currency: text({ enum: ['tk', 'star', 'point'] })
      .notNull()
      .default('tk'),
    sizes: text().array().notNull().default(sql`'{}'::text[]`),
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
    kind: text().notNull(),
    position: integer().notNull(),
    durationSeconds: integer(),
    free: boolean().notNull().default(false),
    mediaUrl: text().notNull(),
    body: text(),
  },
  (t) => [index().on(t.cardId, t.position)],
);

export const cmsPages = pgTable('cms_pages', {
  slug: text().primaryKey(),
  title: text().notNull(),
  bodyHtml: text().notNull(),
  metaTitle: text(),
  metaDescription: text(),
  updatedAt: createdAt(),
});

/** Small site-wide documents, such as the CMS header-footer, by key. */
export const siteDocuments = pgTable('site_documents', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: createdAt(),
});

/** Reviews of shop items as the public sees them (the private side of orders arrives later). */
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
  },
  (t) => [index().on(t.cardId)],
);
