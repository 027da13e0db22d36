import type { Clock } from '../../core/clock';
import { hmac, safeEqualHex } from '../../core/crypto';
import { DomainError } from '../../core/errors';
import type { UserRow } from './accounts.repository';

/** How long a password-reset grant works. */
export const RESET_GRANT_TTL_MS = 10 * 60_000;

/** A grant to set one account's password: the token and when it ends. */
export interface ResetGrant {
  token: string;
  expiresAt: Date;
}

const PAYLOAD = /^rs_([A-Za-z0-9_-]{16,200})\.([0-9a-f]{64})$/;

/**
 * Password-reset grants (issue 35): what a reset code buys instead of a session. A grant names its
 * account and its end, signed under the server secret together with the account's password hash as it
 * is now, so that it does one thing, once: it is no access token (no session, another shape), it ends
 * after 10 minutes, and setting a password — by it or any other way — changes the hash it was signed
 * with, so it never works twice. Nothing is stored.
 */
export function createResetGrants({ secret, clock }: { secret: string; clock: Clock }) {
  const signature = (userId: string, expMs: number, passwordHash: string | null) =>
    hmac(secret, `password-reset|${userId}|${expMs}|${passwordHash ?? ''}`);

  return {
    issue(user: Pick<UserRow, 'id' | 'passwordHash'>): ResetGrant {
      const expMs = clock.now().getTime() + RESET_GRANT_TTL_MS;
      const payload = Buffer.from(JSON.stringify({ sub: user.id, exp: expMs })).toString('base64url');
      return {
        token: `rs_${payload}.${signature(user.id, expMs, user.passwordHash)}`,
        expiresAt: new Date(expMs),
      };
    },

    /** The account a grant is for; RESET_TOKEN_INVALID when it is forged, expired or already used. */
    async read(token: string, findUser: (id: string) => Promise<UserRow | undefined>): Promise<UserRow> {
      const match = PAYLOAD.exec(token);
      let claims: { sub?: unknown; exp?: unknown } = {};
      try {
        claims = match ? JSON.parse(Buffer.from(match[1] as string, 'base64url').toString('utf8')) : {};
      } catch {
        claims = {};
      }
      const { sub, exp } = claims;
      if (typeof sub !== 'string' || typeof exp !== 'number' || exp <= clock.now().getTime()) {
        throw new DomainError('RESET_TOKEN_INVALID');
      }
      const user = /^[0-9a-f-]{36}$/i.test(sub) ? await findUser(sub) : undefined;
      if (!user || !safeEqualHex(match?.[2] ?? '', signature(sub, exp, user.passwordHash))) {
        throw new DomainError('RESET_TOKEN_INVALID');
      }
      return user;
    },
  };
}

export type ResetGrants = ReturnType<typeof createResetGrants>;
