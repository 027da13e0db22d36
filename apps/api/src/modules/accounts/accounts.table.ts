// The accounts area's tables: learners, their one-time codes, refresh tokens and e-mail links.
// Column names are written camelCase and stored snake_case (drizzle `casing: 'snake_case'`).
import { boolean, index, integer, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt } from '../../db/columns';

export const users = pgTable('users', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  /** +8801XXXXXXXXX, or null for an e-mail account. */
  phone: text().unique(),
  email: text().unique(),
  phoneExtra: text(),
  /**
   * Null when the account has no password of its own yet: its phone or e-mail was proved by someone
   * other than the client that registered it, so the one chosen at registration was discarded (issue 35).
   */
  passwordHash: text(),
  /**
   * The hash of the token `register` answered the client that registered; null once verified. Only
   * that client's verification keeps the name and password chosen at registration.
   */
  registrationHash: text(),
  /**
   * The phone (+880…) or e-mail the account is moving to, waiting for the code sent there (issue 35);
   * null when no change is under way.
   */
  pendingIdentity: text(),
  avatarPath: text(),
  verified: boolean().notNull().default(false),
  /** learner; teacher (the console, for the batches assigned to them); admin (the whole console). */
  role: text({ enum: ['learner', 'teacher', 'admin'] })
    .notNull()
    .default('learner'),
  createdAt: createdAt(),
});

/** One-time codes, stored hashed: 6 digits, 5 minutes, 5 wrong tries. */
export const otps = pgTable(
  'otps',
  {
    id: serial().primaryKey(),
    /** The phone (+880…) or e-mail the code was sent to. */
    identity: text().notNull(),
    /** `change`: the code sent to the new phone or e-mail of an account moving there (issue 35). */
    purpose: text({ enum: ['verify', 'login', 'reset', 'change'] }).notNull(),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: at().notNull(),
    consumedAt: at(),
    clientIp: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.identity, t.createdAt), index().on(t.clientIp, t.createdAt)],
);

/**
 * Sessions: one sign-in on one device, the family of its refresh tokens. A session ends by being
 * revoked (refresh-token reuse, a password change elsewhere); its access and refresh tokens stop
 * working at once, whichever of them exist at that moment or are issued later.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    revokedAt: at(),
    /** Why it ended: `logout`, `signed-out` (from another device), `limit` (a newer sign-in), `password`, `reuse`, `role` (the account's role changed). */
    endedReason: text({ enum: ['logout', 'signed-out', 'limit', 'password', 'reuse', 'role'] }),
    /** The browser's user agent at sign-in (cut to 512 characters), for a readable device name. */
    userAgent: text(),
    /** Its sign-in, then each token refresh. */
    lastUsedAt: at().notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId)],
);

/** Refresh tokens, stored hashed, rotated on every refresh; a family is one session. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid()
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    expiresAt: at().notNull(),
    /** Set when this token was exchanged for a new one. */
    usedAt: at(),
    /**
     * The tokens it was exchanged for, sealed under a key only this token's holder can derive
     * (`seal` in core/crypto.ts): within the reuse grace, presenting it again answers the same pair
     * (issue 35: a page load that interrupted the refresh must not sign the learner out).
     */
    successor: text(),
    createdAt: createdAt(),
  },
  // by expiry: the nightly clean-up deletes the tokens that expired a month ago (accounts-cleanup.ts)
  (t) => [index().on(t.familyId), index().on(t.expiresAt)],
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
