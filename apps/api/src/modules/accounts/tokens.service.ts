import { jwtVerify, SignJWT } from 'jose';
import { type AuthUser, type Role, roles } from '../../core/auth';
import type { Clock } from '../../core/clock';
import { hashToken, randomToken, seal, unseal } from '../../core/crypto';
import { DomainError } from '../../core/errors';
import type { Db, Tx } from '../../db/client';
import type { UserRow } from './accounts.repository';
import * as accounts from './accounts.repository';
import { deviceName } from './device-name';
import * as sessions from './sessions.repository';

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
  /** How many sessions a learner may have live at once (a sign-in beyond it ends the least recently used). */
  maxSessions: number;
  /**
   * How long after a rotation the spent refresh token answers the same successor pair again, rather
   * than count as reuse (`REFRESH_REUSE_GRACE_SECONDS`, 30 by default); 0 turns it off.
   */
  reuseGraceSeconds?: number;
}

/** A new sign-in's tokens, and the devices whose sessions it ended (the account's limit). */
export interface Issued {
  tokens: SessionTokens;
  ended: string[];
}

const ISSUER = 'tilawat';
/** How many verified access tokens {@link createTokens} remembers (about 1 kB each). */
const VERIFIED_MAX = 10_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Signs, verifies and rotates tokens (docs/decisions/0003-tokens-and-sessions.md): a JWT access token naming
 * its session (`sid`), an opaque refresh token stored hashed. A session ends by revocation, which every later
 * check sees: verifying an access token and rotating a refresh token both ask whether it is live. Every
 * expiry is reckoned on the injected clock, verification included.
 */
export function createTokens({ db, clock, settings }: { db: Db; clock: Clock; settings: TokenSettings }) {
  // The secret imported into WebCrypto once: jose 6 signs and verifies with WebCrypto, and given the
  // secret's bytes or a KeyObject it imports it again on every call (4–12 % of a signed-in read's CPU).
  const key = crypto.subtle.importKey(
    'raw',
    Buffer.from(settings.jwtSecret, 'utf8'),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );

  // Access tokens whose signature and claims were verified, with their expiry (ms), oldest first: the
  // same token's next requests skip WebCrypto's HMAC (about 10 % of a signed-in read's CPU, issue 18).
  // The key is the whole token, so only a token byte for byte the same as a verified one is spared;
  // its expiry is still read on the clock at every use, and its session is still asked of the database
  // below, so a revoked session ends at once as before.
  const verified = new Map<string, { user: AuthUser; expMs: number }>();

  async function verifySigned(token: string): Promise<AuthUser> {
    const now = clock.now();
    const known = verified.get(token);
    if (known) {
      if (known.expMs > now.getTime()) return known.user;
      verified.delete(token);
    }
    try {
      const { payload } = await jwtVerify(token, await key, {
        issuer: ISSUER,
        algorithms: ['HS256'],
        currentDate: now,
      });
      if (!payload.sub || typeof payload.sid !== 'string' || !UUID.test(payload.sid)) {
        throw new Error('no subject or session');
      }
      if (typeof payload.exp !== 'number') throw new Error('no expiry');
      const user: AuthUser = {
        id: payload.sub,
        sessionId: payload.sid,
        name: String(payload.name ?? ''),
        phone: (payload.phone as string | null) ?? null,
        email: (payload.email as string | null) ?? null,
        role: roles.includes(payload.role as Role) ? (payload.role as Role) : 'learner',
      };
      if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value as string);
      verified.set(token, { user, expMs: payload.exp * 1000 });
      return user;
    } catch {
      throw new DomainError('UNAUTHORIZED');
    }
  }

  async function signAccess(user: UserRow, sessionId: string, now: Date) {
    const exp = new Date(now.getTime() + settings.accessTtlSeconds * 1000);
    const token = await new SignJWT({
      name: user.name,
      phone: user.phone,
      email: user.email,
      role: user.role,
      sid: sessionId,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.id)
      .setIssuer(ISSUER)
      .setIssuedAt(Math.floor(now.getTime() / 1000))
      .setExpirationTime(Math.floor(exp.getTime() / 1000))
      .sign(await key);
    return { token, exp };
  }

  /** Signs an access token and stores a new refresh token of the session. */
  async function session(tx: Db | Tx, user: UserRow, sessionId: string, now: Date): Promise<SessionTokens> {
    const access = await signAccess(user, sessionId, now);
    const refreshToken = randomToken('rt');
    const refreshExp = new Date(now.getTime() + settings.refreshTtlDays * 86_400_000);
    await sessions.insertRefreshToken(tx, {
      userId: user.id,
      familyId: sessionId,
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

  /**
   * The successor pair a spent refresh token was exchanged for, when it was spent within the reuse
   * grace and its successor is still unused; undefined otherwise (then it is reuse).
   */
  async function withinGrace(
    refreshToken: string,
    row: { usedAt: Date | null; successor: string | null },
    now: Date,
  ): Promise<SessionTokens | undefined> {
    const graceMs = (settings.reuseGraceSeconds ?? 30) * 1000;
    if (!row.usedAt || !row.successor || now.getTime() - row.usedAt.getTime() > graceMs) return undefined;
    const opened = unseal(refreshToken, row.successor);
    const pair = opened ? (JSON.parse(opened) as SessionTokens) : undefined;
    if (!pair) return undefined;
    const next = await sessions.findRefreshToken(db, hashToken(pair.refreshToken));
    return next && !next.usedAt && !next.sessionRevokedAt && next.expiresAt > now ? pair : undefined;
  }

  /** Sessions whose refresh token may still be live: used within the refresh token's life. */
  const liveSince = (now: Date) => new Date(now.getTime() - settings.refreshTtlDays * 86_400_000);

  return {
    /**
     * A new sign-in: a new session, its access token and its first refresh token. When the learner
     * already has `maxSessions` live, the least recently used end first (their next request is refused
     * with a sentence that says why), under a per-learner lock so two sign-ins at once count each other.
     */
    issue(user: UserRow, userAgent?: string | null): Promise<Issued> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        await sessions.lockSessions(tx, user.id);
        const live = await sessions.liveSessions(tx, user.id, liveSince(now));
        const ending = live.slice(Math.max(0, settings.maxSessions - 1));
        for (const old of ending) await sessions.revokeSession(tx, old.id, now, 'limit');
        const id = await sessions.insertSession(tx, user.id, now, userAgent?.slice(0, 512) ?? null);
        return {
          tokens: await session(tx, user, id, now),
          ended: ending.map((old) => deviceName(old.userAgent)),
        };
      });
    },

    /** The learner's live sessions, latest use first. */
    sessions(userId: string) {
      return sessions.liveSessions(db, userId, liveSince(clock.now()));
    },

    /** Ends one of the learner's live sessions; false when there is no live one of theirs by that id. */
    async end(userId: string, sessionId: string, reason: 'signed-out' | 'logout'): Promise<boolean> {
      const state = await sessions.sessionState(db, sessionId, userId);
      if (!state?.live) return false;
      return sessions.revokeSession(db, sessionId, clock.now(), reason);
    },

    /**
     * Logs out the session a refresh token belongs to (whether the token was spent or not): every
     * token of the session stops working. An unknown token changes nothing.
     */
    async logout(refreshToken: string | undefined): Promise<void> {
      if (!refreshToken) return;
      const row = await sessions.findRefreshToken(db, hashToken(refreshToken));
      if (row) await sessions.revokeSession(db, row.familyId, clock.now(), 'logout');
    },

    /**
     * The learner an access token names, with the role the database gives them now (the token's claim
     * only says what it was at sign-in); a 401 failure when it is invalid, expired or its session has
     * ended.
     */
    async verifyAccess(token: string): Promise<AuthUser> {
      const user = await verifySigned(token);
      const state = await sessions.sessionState(db, user.sessionId, user.id);
      if (!state?.live) {
        // a newer sign-in ended this device's session: say so, rather than only "expired"
        throw new DomainError(state?.endedReason === 'limit' ? 'SESSION_LIMIT_ENDED' : 'UNAUTHORIZED');
      }
      return { ...user, role: state.role };
    },

    /**
     * Exchanges a refresh token for new tokens, in one transaction: the old token is spent and the
     * new one stored together, and a second exchange of the same token waits for the first to
     * commit. Within the reuse grace (30 s) after that, the spent token answers the same successor
     * pair again while the successor is unused: a browser whose page load cut off the answer is not
     * signed out (issue 35). Presenting a spent token after that is theft: its session is revoked, and
     * with it every token the session has or will have, the winner's new one included.
     */
    async rotate(refreshToken: string): Promise<SessionTokens> {
      const now = clock.now();
      const tokenHash = hashToken(refreshToken);
      const rotated = await db.transaction(async (tx) => {
        const spent = await sessions.spendRefreshToken(tx, tokenHash, now);
        if (!spent) return undefined;
        const user = await accounts.findUser(tx, spent.userId);
        if (!user) return undefined;
        await sessions.touchSession(tx, spent.familyId, now);
        const issued = await session(tx, user, spent.familyId, now);
        await sessions.sealSuccessor(tx, tokenHash, seal(refreshToken, JSON.stringify(issued)));
        return issued;
      });
      if (rotated) return rotated;
      const row = await sessions.findRefreshToken(db, tokenHash);
      if (row?.usedAt && !row.sessionRevokedAt && row.expiresAt > now) {
        const again = await withinGrace(refreshToken, row, now);
        if (again) return again;
        await sessions.revokeSession(db, row.familyId, now, 'reuse');
        throw new DomainError('REFRESH_TOKEN_REUSED');
      }
      throw new DomainError('REFRESH_TOKEN_INVALID');
    },

    /** Ends every session of a learner but the one given (after a password change), or every one. */
    revokeOthers(
      tx: Db | Tx,
      userId: string,
      keep: string | undefined,
      reason: 'password' | 'signed-out' = 'password',
    ): Promise<number> {
      return sessions.revokeOtherSessions(tx, { userId, keep, now: clock.now(), reason });
    },
  };
}

export type Tokens = ReturnType<typeof createTokens>;
