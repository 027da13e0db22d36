// The accounts area's reads and writes: learners, one-time codes, sessions, refresh tokens and e-mail links.
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  not,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { type PageQuery, totalSql, withPagination } from '../../core/paging';
import type { Db, Tx } from '../../db/client';
import { prepared } from '../../db/prepared';
import { col, containing } from '../../db/sql';
import { emailVerifications, otps, users } from './accounts.table';

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

// ---------------------------------------------------------------- the nightly clean-up (accounts-cleanup.ts)

/** Deletes up to `limit` one-time codes that expired before `before` (a used one expired minutes after it was sent). */
export async function deleteExpiredCodes(
  db: Db | Tx,
  { before, limit }: { before: Date; limit: number },
): Promise<number> {
  const batch = db.select({ id: otps.id }).from(otps).where(lt(otps.expiresAt, before)).limit(limit);
  const rows = await db.delete(otps).where(inArray(otps.id, batch)).returning({ id: otps.id });
  return rows.length;
}

/** Deletes up to `limit` e-mail links that expired before `before`, used or not. */
export async function deleteExpiredEmailLinks(
  db: Db | Tx,
  { before, limit }: { before: Date; limit: number },
): Promise<number> {
  const batch = db
    .select({ tokenHash: emailVerifications.tokenHash })
    .from(emailVerifications)
    .where(lt(emailVerifications.expiresAt, before))
    .limit(limit);
  const rows = await db
    .delete(emailVerifications)
    .where(inArray(emailVerifications.tokenHash, batch))
    .returning({ tokenHash: emailVerifications.tokenHash });
  return rows.length;
}

/**
 * Deletes up to `limit` learner accounts registered before `before` and never verified, but those `kept`
 * holds (an operator's work names them); their sessions, links and the rest go with them (cascade).
 */
export async function deleteLapsedAccounts(
  db: Db | Tx,
  { before, limit, kept }: { before: Date; limit: number; kept: (userId: SQL) => SQL },
): Promise<number> {
  const batch = db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.verified, false),
        eq(users.role, 'learner'),
        lt(users.createdAt, before),
        not(kept(col(users.id))),
      ),
    )
    .limit(limit);
  const rows = await db
    .delete(users)
    // verified or registered again meanwhile (a code arrived at the last moment): kept
    .where(and(inArray(users.id, batch), eq(users.verified, false), lt(users.createdAt, before)))
    .returning({ id: users.id });
  return rows.length;
}
