import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { AuthUser } from '../../core/auth';
import type { Clock } from '../../core/clock';
import { hashToken, randomToken } from '../../core/crypto';
import { DomainError } from '../../core/errors';
import type { Db } from '../../db/client';
import type { UserRow } from './accounts.repository';
import * as accounts from './accounts.repository';

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

/**
 * Signs, verifies and rotates tokens (DESIGN.md §3): a JWT access token, an opaque refresh token stored
 * hashed. Every expiry is reckoned on the injected clock, verification included.
 */
export function createTokens({ db, clock, settings }: { db: Db; clock: Clock; settings: TokenSettings }) {
  const key = new TextEncoder().encode(settings.jwtSecret);

  async function signAccess(user: UserRow, now: Date) {
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

  /** Signs an access token and stores a new refresh token of the family. */
  async function session(user: UserRow, familyId: string, now: Date): Promise<SessionTokens> {
    const access = await signAccess(user, now);
    const refreshToken = randomToken('rt');
    const refreshExp = new Date(now.getTime() + settings.refreshTtlDays * 86_400_000);
    await accounts.insertRefreshToken(db, {
      userId: user.id,
      familyId,
      tokenHash: hashToken(refreshToken),
      expiresAt: refreshExp,
    });
    return {
      accessToken: access.token,
      accessTokenExp: access.exp.toISOString(),
      refreshToken,
      refreshTokenExp: refreshExp.toISOString(),
    };
  }

  return {
    /** A new sign-in: an access token and the first refresh token of a new family. */
    issue(user: UserRow): Promise<SessionTokens> {
      return session(user, randomUUID(), clock.now());
    },

    /** The learner an access token names; a 401 failure when it is invalid or expired. */
    async verifyAccess(token: string): Promise<AuthUser> {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          algorithms: ['HS256'],
          currentDate: clock.now(),
        });
        if (!payload.sub) throw new Error('no subject');
        return {
          id: payload.sub,
          name: String(payload.name ?? ''),
          phone: (payload.phone as string | null) ?? null,
          email: (payload.email as string | null) ?? null,
          role: 'learner',
        };
      } catch {
        throw new DomainError('UNAUTHORIZED');
      }
    },

    /**
     * Exchanges a refresh token for new tokens. The old one is spent; presenting
     * a spent one again revokes its whole family (reuse detection).
     */
    async rotate(refreshToken: string): Promise<SessionTokens> {
      const now = clock.now();
      const row = await accounts.findRefreshToken(db, hashToken(refreshToken));
      if (!row || row.revokedAt || row.expiresAt <= now) throw new DomainError('REFRESH_TOKEN_INVALID');
      if (!(await accounts.spendRefreshToken(db, row.id, now))) {
        await accounts.revokeFamily(db, row.familyId, now);
        throw new DomainError('REFRESH_TOKEN_REUSED');
      }
      const user = await accounts.findUser(db, row.userId);
      if (!user) throw new DomainError('REFRESH_TOKEN_INVALID');
      return session(user, row.familyId, now);
    },
  };
}

export type Tokens = ReturnType<typeof createTokens>;
