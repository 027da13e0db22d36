// The accounts area's reads and writes: learners, one-time codes, refresh tokens and e-mail links.
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { emailVerifications, otps, refreshTokens, users } from './accounts.table';

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
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** A new learner, or undefined when the phone or e-mail is taken (a race with another sign-up). */
export async function insertUser(
  db: Db | Tx,
  values: Pick<typeof users.$inferInsert, 'name' | 'phone' | 'email' | 'phoneExtra' | 'passwordHash'>,
): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateUser(
  db: Db | Tx,
  id: string,
  changes: Partial<Pick<UserRow, 'name' | 'phoneExtra' | 'passwordHash' | 'avatarPath' | 'verified'>>,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
  return row;
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
): Promise<void> {
  await db.insert(otps).values(values);
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

export async function countWrongTry(db: Db | Tx, id: number): Promise<void> {
  await db
    .update(otps)
    .set({ attempts: sql`${otps.attempts} + 1` })
    .where(eq(otps.id, id));
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

// ---------------------------------------------------------------- refresh tokens

export async function insertRefreshToken(
  db: Db | Tx,
  values: { userId: string; familyId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

export async function findRefreshToken(db: Db | Tx, tokenHash: string) {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

/** Spends a refresh token atomically: only one exchange of a token can win (false for the others). */
export async function spendRefreshToken(db: Db | Tx, id: string, now: Date): Promise<boolean> {
  const spent = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return spent.length > 0;
}

/** Revokes every live token of a family (one sign-in). */
export async function revokeFamily(db: Db | Tx, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}
