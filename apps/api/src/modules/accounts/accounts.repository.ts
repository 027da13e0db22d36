// The accounts area's reads and writes: learners, one-time codes, sessions, refresh tokens and e-mail links.
import { and, asc, count, desc, eq, gt, gte, ilike, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { type PageQuery, totalSql, withPagination } from '../../core/paging';
import type { Db, Tx } from '../../db/client';
import { prepared } from '../../db/prepared';
import { col, containing } from '../../db/sql';
import { emailVerifications, otps, refreshTokens, sessions, users } from './accounts.table';

export type UserRow = typeof users.$inferSelect;
export type OtpPurpose = (typeof otps.$inferSelect)['purpose'];
/** A learner's phone (+8801…) or e-mail, normalised: exactly one of them. */
export type Identity = { phone: string; email?: undefined } | { email: string; phone?: undefined };

// ---------------------------------------------------------------- learners

export async function findUserByIdentity(db: Db | Tx, identity: Identity): Promise<UserRow | undefined> {
  const where = identity.phone ? eq(users.phone, identity.phone) : eq(users.email, identity.email as string);
  const [row] = await db.select().from(users).where(where);
  return row;
}

export async function findUser(db: Db | Tx, id: string): Promise<UserRow | undefined> {
  const [row] = await userQuery(db).execute({ id });
  return row;
}

const userQuery = prepared((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id'))),
);

/** A new learner, or undefined when the phone or e-mail is taken (a race with another sign-up). */
export async function insertUser(
  db: Db | Tx,
  values: Pick<typeof users.$inferInsert, 'name' | 'phone' | 'email' | 'phoneExtra' | 'passwordHash'>,
): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return row;
}

/**
 * A registration (issue 35): a new account, or the replacement of an unverified one's name, password,
 * second number and registration token, its age starting again. Undefined when the phone or e-mail
 * belongs to a verified account.
 */
export async function registerUser(
  db: Db | Tx,
  values: Pick<
    typeof users.$inferInsert,
    'name' | 'phone' | 'email' | 'phoneExtra' | 'passwordHash' | 'registrationHash' | 'createdAt'
  >,
): Promise<UserRow | undefined> {
  const { name, phoneExtra, passwordHash, registrationHash, createdAt } = values;
  const [row] = await db
    .insert(users)
    .values(values)
    .onConflictDoUpdate({
      target: values.phone ? users.phone : users.email,
      set: { name, phoneExtra, passwordHash, registrationHash, createdAt },
      setWhere: eq(users.verified, false),
    })
    .returning();
  return row;
}

/**
 * Marks an unverified account verified, with `credentials` replacing its name, password and second
 * number when given (the discarded ones of a registration someone else completed). Undefined when it
 * was verified meanwhile.
 */
export async function verifyUser(
  db: Db | Tx,
  id: string,
  credentials?: Pick<UserRow, 'name' | 'passwordHash' | 'phoneExtra'>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...credentials, verified: true, registrationHash: null })
    .where(and(eq(users.id, id), eq(users.verified, false)))
    .returning();
  return row;
}

/** Forgets every e-mail link of an account (a registration replaced by a newer one). */
export async function deleteEmailVerifications(db: Db | Tx, userId: string): Promise<void> {
  await db.delete(emailVerifications).where(eq(emailVerifications.userId, userId));
}

export async function updateUser(
  db: Db | Tx,
  id: string,
  changes: Partial<
    Pick<
      UserRow,
      | 'name'
      | 'phoneExtra'
      | 'passwordHash'
      | 'avatarPath'
      | 'verified'
      | 'role'
      | 'registrationHash'
      | 'phone'
      | 'email'
      | 'pendingIdentity'
    >
  >,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
  return row;
}

/**
 * Points a learner at a new avatar and answers the one it replaces, read under the row's lock: two
 * uploads at once each answer the avatar the other replaced or the old one, never the same twice, so
 * every replaced file is removed exactly once. Undefined when there is no such learner.
 */
export async function replaceAvatar(
  db: Db | Tx,
  id: string,
  avatarPath: string,
): Promise<{ user: UserRow; previous: string | null } | undefined> {
  return db.transaction(async (tx) => {
    const [old] = await tx
      .select({ avatarPath: users.avatarPath })
      .from(users)
      .where(eq(users.id, id))
      .for('update');
    if (!old) return undefined;
    const [user] = await tx.update(users).set({ avatarPath }).where(eq(users.id, id)).returning();
    return user && { user, previous: old.avatarPath };
  });
}

// ---------------------------------------------------------------- e-mail links

export async function insertEmailVerification(
  db: Db | Tx,
  values: { tokenHash: string; userId: string; expiresAt: Date },
): Promise<void> {
  await db.insert(emailVerifications).values(values);
}

/** Spends an unused, unexpired link; answers the learner it names, or undefined. */
export async function useEmailVerification(
  db: Db | Tx,
  tokenHash: string,
  now: Date,
): Promise<string | undefined> {
  const [link] = await db
    .update(emailVerifications)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailVerifications.tokenHash, tokenHash),
        isNull(emailVerifications.usedAt),
        gt(emailVerifications.expiresAt, now),
      ),
    )
    .returning({ userId: emailVerifications.userId });
  return link?.userId;
}

// ---------------------------------------------------------------- one-time codes

/** When the newest code to this phone or e-mail was sent. */
export async function lastCodeSentAt(db: Db | Tx, identity: string): Promise<Date | undefined> {
  const [last] = await db
    .select({ createdAt: otps.createdAt })
    .from(otps)
    .where(eq(otps.identity, identity))
    .orderBy(desc(otps.createdAt))
    .limit(1);
  return last?.createdAt;
}

/** Codes sent since `since` to this identity and to this client address. */
export async function codesSentSince(
  db: Db | Tx,
  { identity, clientIp, since }: { identity: string; clientIp: string; since: Date },
): Promise<{ identity: number; client: number }> {
  const [counts] = await db
    .select({
      identity: sql<number>`count(*) filter (where ${otps.identity} = ${identity})`.mapWith(Number),
      client: sql<number>`count(*) filter (where ${otps.clientIp} = ${clientIp})`.mapWith(Number),
    })
    .from(otps)
    .where(gt(otps.createdAt, since));
  return { identity: counts?.identity ?? 0, client: counts?.client ?? 0 };
}

export async function insertCode(
  db: Db | Tx,
  values: Pick<
    typeof otps.$inferInsert,
    'identity' | 'purpose' | 'codeHash' | 'expiresAt' | 'clientIp' | 'createdAt'
  >,
): Promise<number> {
  const [row] = await db.insert(otps).values(values).returning({ id: otps.id });
  if (!row) throw new Error('otp insert returned no row');
  return row.id;
}

/** Removes an account that was never verified (its first code could not be sent). */
export async function deleteUnverifiedUser(db: Db | Tx, id: string): Promise<void> {
  await db.delete(users).where(and(eq(users.id, id), eq(users.verified, false)));
}

/** Forgets a code that could not be sent: it counts toward no cooldown or hourly cap. */
export async function deleteCode(db: Db | Tx, id: number): Promise<void> {
  await db.delete(otps).where(eq(otps.id, id));
}

/** The newest unspent, unexpired code of these purposes for this identity. */
export async function liveCode(
  db: Db | Tx,
  { identity, purposes, now }: { identity: string; purposes: OtpPurpose[]; now: Date },
) {
  const [row] = await db
    .select()
    .from(otps)
    .where(
      and(
        eq(otps.identity, identity),
        inArray(otps.purpose, purposes),
        isNull(otps.consumedAt),
        gt(otps.expiresAt, now),
      ),
    )
    .orderBy(desc(otps.createdAt))
    .limit(1);
  return row;
}

/** Counts a try of a code, unless it has had `maxTries` already: false then. */
export async function takeTry(db: Db | Tx, id: number, maxTries: number): Promise<boolean> {
  const taken = await db
    .update(otps)
    .set({ attempts: sql`${otps.attempts} + 1` })
    .where(and(eq(otps.id, id), lt(otps.attempts, maxTries)))
    .returning({ id: otps.id });
  return taken.length > 0;
}

/** Spends a code once: false when another request spent it first. */
export async function consumeCode(db: Db | Tx, id: number, now: Date): Promise<boolean> {
  const consumed = await db
    .update(otps)
    .set({ consumedAt: now })
    .where(and(eq(otps.id, id), isNull(otps.consumedAt)))
    .returning({ id: otps.id });
  return consumed.length > 0;
}

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

/** Learners who signed up in [from, to) and verified their phone or e-mail. */
export async function learnersJoinedBetween(db: Db | Tx, from: Date, to: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(
      and(
        eq(users.role, 'learner'),
        eq(users.verified, true),
        gte(users.createdAt, from),
        lt(users.createdAt, to),
      ),
    );
  return row?.n ?? 0;
}

/** The console's staff: teachers and admins, by name. */
export function staff(db: Db | Tx): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(inArray(users.role, ['teacher', 'admin']))
    .orderBy(asc(users.name));
}

/**
 * One page of learners (the role), newest first; `q` a phone (normalised: any way a Bangladeshi number is
 * written), else words of the e-mail or the name.
 */
export function learnersPage(db: Db | Tx, filter: { phone?: string; q?: string }, query: PageQuery) {
  const where = and(
    eq(users.role, 'learner'),
    filter.phone
      ? eq(users.phone, filter.phone)
      : filter.q
        ? or(ilike(users.email, containing(filter.q)), ilike(users.name, containing(filter.q)))
        : undefined,
  );
  return withPagination(
    db
      .select({ user: users, total: totalSql })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), asc(users.id)),
    () => db.select({ n: count() }).from(users).where(where),
    query,
  );
}
