// The accounts area's sessions and their refresh tokens: one sign-in on one device, the family of its
// rotating tokens (docs/decisions/0003-tokens-and-sessions.md).
import { and, desc, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { prepared } from '../../db/prepared';
import { col } from '../../db/sql';
import type { UserRow } from './accounts.repository';
import { refreshTokens, sessions, users } from './accounts.table';

// ---------------------------------------------------------------- sessions and refresh tokens

export type SessionRow = typeof sessions.$inferSelect;
export type SessionEnd = NonNullable<SessionRow['endedReason']>;

/** A new session (one sign-in) of a learner, from a browser. */
export async function insertSession(
  db: Db | Tx,
  userId: string,
  now: Date,
  userAgent: string | null = null,
): Promise<string> {
  const [row] = await db
    .insert(sessions)
    .values({ userId, createdAt: now, lastUsedAt: now, userAgent })
    .returning({ id: sessions.id });
  if (!row) throw new Error('insert into sessions returned no row');
  return row.id;
}

/** One learner's sign-ins one at a time (two at once must not both stay under the limit of devices). */
export async function lockSessions(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sessions:${userId}`}))`);
}

// every signed-in request reads it (issue 18)
const sessionStateQuery = prepared((db) =>
  db
    .select({
      revokedAt: sessions.revokedAt,
      endedReason: sessions.endedReason,
      startedAt: sessions.createdAt,
      role: users.role,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.id, sql.placeholder('sessionId')), eq(sessions.userId, sql.placeholder('userId'))),
    ),
);

/**
 * A session of this learner: live (not revoked), or how it ended; when it began; and the account's
 * role as the database has it now (issue 35: never the one a token was signed with). Undefined when
 * there is none of theirs by that id.
 */
export async function sessionState(
  db: Db | Tx,
  sessionId: string,
  userId: string,
): Promise<
  | { live: boolean; endedReason: SessionRow['endedReason']; startedAt: Date; role: UserRow['role'] }
  | undefined
> {
  const [row] = await sessionStateQuery(db).execute({ sessionId, userId });
  return row
    ? { live: row.revokedAt === null, endedReason: row.endedReason, startedAt: row.startedAt, role: row.role }
    : undefined;
}

/** A learner's live sessions used since `since` (older ones' refresh tokens have expired), latest use first. */
export function liveSessions(db: Db | Tx, userId: string, since: Date) {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.lastUsedAt, since)))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt));
}

/** A session was used now (its refresh token rotated). */
export async function touchSession(db: Db | Tx, sessionId: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, sessionId));
}

/** Revokes one session: its refresh tokens, present and future, stop working. True when it was live. */
export async function revokeSession(
  db: Db | Tx,
  sessionId: string,
  now: Date,
  reason: SessionEnd = 'reuse',
): Promise<boolean> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now, endedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.length > 0;
}

/** Revokes every live session of a learner but one (the one that asked), or every one when none is kept. */
export async function revokeOtherSessions(
  db: Db | Tx,
  { userId, keep, now, reason }: { userId: string; keep?: string; now: Date; reason: SessionEnd },
): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now, endedReason: reason })
    .where(
      and(
        eq(sessions.userId, userId),
        keep === undefined ? undefined : ne(sessions.id, keep),
        isNull(sessions.revokedAt),
      ),
    )
    .returning({ id: sessions.id });
  return revoked.length;
}

export async function insertRefreshToken(
  db: Db | Tx,
  values: { userId: string; familyId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

/** A refresh token by its hash, with whether its session was revoked. */
export async function findRefreshToken(db: Db | Tx, tokenHash: string) {
  const [row] = await db
    .select({
      id: refreshTokens.id,
      userId: refreshTokens.userId,
      familyId: refreshTokens.familyId,
      expiresAt: refreshTokens.expiresAt,
      usedAt: refreshTokens.usedAt,
      successor: refreshTokens.successor,
      sessionRevokedAt: sessions.revokedAt,
    })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.familyId))
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

/** Keeps a spent refresh token's successor pair, sealed (the reuse grace). */
export async function sealSuccessor(db: Db | Tx, tokenHash: string, successor: string): Promise<void> {
  await db.update(refreshTokens).set({ successor }).where(eq(refreshTokens.tokenHash, tokenHash));
}

/**
 * Spends an unused, unexpired refresh token of a live session, and answers its learner and session;
 * undefined when it is not one. Within a transaction this holds the token's row until commit, so a
 * second exchange of the same token waits and then finds it spent: one exchange wins.
 */
export async function spendRefreshToken(
  db: Db | Tx,
  tokenHash: string,
  now: Date,
): Promise<{ userId: string; familyId: string } | undefined> {
  const [spent] = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.usedAt),
        gt(refreshTokens.expiresAt, now),
        sql`exists (select 1 from ${sessions} where ${col(sessions.id)} = ${col(refreshTokens.familyId)} and ${col(sessions.revokedAt)} is null)`,
      ),
    )
    .returning({ userId: refreshTokens.userId, familyId: refreshTokens.familyId });
  return spent;
}

// ---------------------------------------------------------------- the nightly clean-up (accounts-cleanup.ts)

/**
 * Deletes up to `limit` sessions that ended before `before`: revoked then, or never revoked but with no
 * refresh token that expired since (none could refresh it, the last expired before `before`). Their
 * refresh tokens go with them (cascade).
 */
export async function deleteEndedSessions(
  db: Db | Tx,
  { before, limit }: { before: Date; limit: number },
): Promise<number> {
  const at = before.toISOString();
  const batch = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      or(
        lt(sessions.revokedAt, before),
        and(
          isNull(sessions.revokedAt),
          lt(sessions.lastUsedAt, before),
          sql`not exists (select 1 from ${refreshTokens} where ${col(refreshTokens.familyId)} = ${col(sessions.id)} and ${col(refreshTokens.expiresAt)} >= ${at}::timestamptz)`,
        ),
      ),
    )
    .limit(limit);
  const rows = await db.delete(sessions).where(inArray(sessions.id, batch)).returning({ id: sessions.id });
  return rows.length;
}

/**
 * Deletes up to `limit` refresh tokens that expired before `before`. Reuse detection never needs one:
 * a token past its expiry is refused as invalid whether it was spent or not, and revokes nothing.
 */
export async function deleteExpiredRefreshTokens(
  db: Db | Tx,
  { before, limit }: { before: Date; limit: number },
): Promise<number> {
  const batch = db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(lt(refreshTokens.expiresAt, before))
    .limit(limit);
  const rows = await db
    .delete(refreshTokens)
    .where(inArray(refreshTokens.id, batch))
    .returning({ id: refreshTokens.id });
  return rows.length;
}
