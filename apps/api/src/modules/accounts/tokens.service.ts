import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { Db } from '../db/client';
import { refreshTokens, type users } from '../db/schema';
import { hashToken, randomToken } from '../lib/crypto';
import { unauthorized } from '../lib/http-error';
import { msg } from '../lib/messages';

export interface AuthUser {
  id: string;
  name: string;
  phone: string | null;
  email: string | null;
  role: 'learner';
}

export interface SessionTokens {
  accessToken: string;
  accessTokenExp: string;
  refreshToken: string;
  refreshTokenExp: string;
}

export interface TokenSettings {
  jwtSecret: string;
  accessTtlSeconds: number;
  refreshTtlDays: number;
}

const ISSUER = 'tilawat';

/** Signs, verifies and rotates tokens (DESIGN.md §3): a JWT access token, an opaque refresh token stored hashed. */
export function createTokens(db: Db, settings: TokenSettings) {
  const key = new TextEncoder().encode(settings.jwtSecret);

  async function signAccess(user: typeof users.$inferSelect, now: Date) {
    const exp = new Date(now.getTime() + settings.accessTtlSeconds * 1000);
    const token = await new SignJWT({
      name: user.name,
      phone: user.phone,
      email: user.email,
      role: 'learner',
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.id)
      .setIssuer(ISSUER)
      .setIssuedAt(Math.floor(now.getTime() / 1000))
      .setExpirationTime(Math.floor(exp.getTime() / 1000))
      .sign(key);
    return { token, exp };
  }

  async function storeRefresh(executor: Db, userId: string, familyId: string, now: Date) {
    const token = randomToken('rt');
    const exp = new Date(now.getTime() + settings.refreshTtlDays * 86_400_000);
    await executor
      .insert(refreshTokens)
      .values({ userId, familyId, tokenHash: hashToken(token), expiresAt: exp });
    return { token, exp };
  }

  return {
    /** A new sign-in: an access token and the first refresh token of a new family. */
    async issue(user: typeof users.$inferSelect, now = new Date()): Promise<SessionTokens> {
      const access = await signAccess(user, now);
      const refresh = await storeRefresh(db, user.id, randomUUID(), now);
      return {
        accessToken: access.token,
        accessTokenExp: access.exp.toISOString(),
        refreshToken: refresh.token,
        refreshTokenExp: refresh.exp.toISOString(),
      };
    },

    /** The learner an access token names; throws 401 when it is invalid or expired. */
    async verifyAccess(token: string): Promise<AuthUser> {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
        if (!payload.sub) throw new Error('no subject');
        return {
          id: payload.sub,
          name: String(payload.name ?? ''),
          phone: (payload.phone as string | null) ?? null,
          email: (payload.email as string | null) ?? null,
          role: 'learner',
        };
      } catch {
        throw unauthorized();
      }
    },

    /**
     * Exchanges a refresh token for new tokens. The old one is spent; presenting
     * a spent one again revokes its whole family (reuse detection).
     */
    async rotate(
      refreshToken: string,
      loadUser: (id: string) => Promise<typeof users.$inferSelect | undefined>,
      now = new Date(),
    ): Promise<SessionTokens> {
      const hash = hashToken(refreshToken);
      const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash));
      if (!row || row.revokedAt || row.expiresAt <= now)
        throw unauthorized('REFRESH_TOKEN_INVALID', msg.refreshInvalid);
      // Spend it atomically: only one exchange of a token can win.
      const spent = await db
        .update(refreshTokens)
        .set({ usedAt: now })
        .where(
          and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)),
        )
        .returning({ id: refreshTokens.id });
      if (spent.length === 0) {
        await db
          .update(refreshTokens)
          .set({ revokedAt: now })
          .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
        throw unauthorized('REFRESH_TOKEN_REUSED', msg.refreshReused);
      }
      const user = await loadUser(row.userId);
      if (!user) throw unauthorized('REFRESH_TOKEN_INVALID', msg.refreshInvalid);
      const access = await signAccess(user, now);
      const refresh = await storeRefresh(db, user.id, row.familyId, now);
      return {
        accessToken: access.token,
        accessTokenExp: access.exp.toISOString(),
        refreshToken: refresh.token,
        refreshTokenExp: refresh.exp.toISOString(),
      };
    },
  };
}

export type Tokens = ReturnType<typeof createTokens>;
