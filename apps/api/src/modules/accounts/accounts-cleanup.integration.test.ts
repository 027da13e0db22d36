// The accounts' nightly clean-up (issue 37): what it deletes, when, and what it never touches.
import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runCleanup } from '../../../test/cleanup';
import {
  appForEachTest,
  type Learner,
  type TestApp,
  uniqueAddress,
  uniquePhone,
} from '../../../test/helpers';
import { DAY_MS } from '../../core/cleanup';
import { namesUserSql } from '../audit/audit.repository';
import { auditLog } from '../audit/audit.table';
import { emailVerifications, otps, refreshTokens, sessions, users } from './accounts.table';
import { accountsCleanup, LAPSED_ACCOUNTS_KEPT_DAYS } from './accounts-cleanup';
import { DEMO_OPERATORS } from './operators';

let t: TestApp;
appForEachTest((app) => {
  t = app;
});

const cleanup = () =>
  runCleanup((log) =>
    accountsCleanup({
      db: t.db,
      clock: t.clock,
      log,
      unverifiedTtlMs: t.env.UNVERIFIED_ACCOUNT_TTL_HOURS * 3_600_000,
      keptAccount: namesUserSql,
    }),
  );

const HOUR_MS = 3_600_000;
const at = (offsetMs: number) => new Date(t.clock.now().getTime() + offsetMs);

const refresh = (refreshToken: string) =>
  t.inject({
    method: 'POST',
    url: '/api/v3/user/refresh-token',
    headers: { refreshtoken: refreshToken },
    remoteAddress: uniqueAddress(),
  });

/** The learner's sessions and refresh tokens as the database holds them. */
async function held(learner: Learner) {
  const mine = await t.db.select().from(sessions).where(eq(sessions.userId, learner.user.id));
  const tokens = await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, learner.user.id));
  return { sessions: mine.length, tokens: tokens.length };
}

describe('accounts.cleanup', () => {
  it('deletes one-time codes and e-mail links a day after they expired, used or not, and keeps the rest', async () => {
    const identity = `+88${uniquePhone()}`;
    const code = (expiresInMs: number, used = false) => ({
      identity,
      purpose: 'verify' as const,
      codeHash: randomBytes(16).toString('hex'),
      expiresAt: at(expiresInMs),
      consumedAt: used ? at(expiresInMs - 4 * 60_000) : null,
      clientIp: '203.0.113.7',
      createdAt: at(expiresInMs - 5 * 60_000),
    });
    const written = await t.db
      .insert(otps)
      .values([code(-25 * HOUR_MS), code(-48 * HOUR_MS, true), code(-23 * HOUR_MS), code(5 * 60_000)])
      .returning({ id: otps.id });
    const learner = await t.signUp();
    const link = (expiresInMs: number) => ({
      tokenHash: randomBytes(32).toString('hex'),
      userId: learner.user.id,
      expiresAt: at(expiresInMs),
    });
    const links = [link(-25 * HOUR_MS), link(-23 * HOUR_MS), link(HOUR_MS)];
    await t.db.insert(emailVerifications).values(links);

    const deleted = await cleanup();

    const left = await t.db.select({ id: otps.id }).from(otps).where(eq(otps.identity, identity));
    expect(left.map((row) => row.id).sort()).toEqual([written[2]?.id, written[3]?.id].sort());
    const linksLeft = await t.db
      .select({ tokenHash: emailVerifications.tokenHash })
      .from(emailVerifications)
      .where(eq(emailVerifications.userId, learner.user.id));
    expect(linksLeft.map((row) => row.tokenHash).sort()).toEqual(
      [links[1]?.tokenHash, links[2]?.tokenHash].sort(),
    );
    expect(deleted).toMatchObject({ codes: 2, emailLinks: 1 });
  });

  it('keeps a spent refresh token while reuse detection needs it, and deletes a revoked family a month on', async () => {
    const learner = await t.signUp();
    // the first token is spent: presenting it again (after the 30 s grace) is theft
    const rotated = await t.refreshed(learner);
    t.clock.advance(29 * DAY_MS);
    await cleanup();
    expect(await held(learner)).toEqual({ sessions: 1, tokens: 2 });
    const reused = await refresh(learner.refreshToken);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().code).toBe('REFRESH_TOKEN_REUSED');
    // the family is revoked: the newer token fails too, and stays a month for whoever looks into it
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(401);
    t.clock.advance(29 * DAY_MS);
    await cleanup();
    expect(await held(learner)).toEqual({ sessions: 1, tokens: 2 });

    t.clock.advance(2 * DAY_MS);
    const deleted = await cleanup();
    expect(await held(learner)).toEqual({ sessions: 0, tokens: 0 });
    expect(deleted.sessions).toBeGreaterThanOrEqual(1);
  });

  it('deletes a live session’s tokens a month after they expired, and the session once its last one has', async () => {
    const ttlMs = t.env.REFRESH_TOKEN_TTL_DAYS * DAY_MS;
    const learner = await t.signUp();
    t.clock.advance(ttlMs - 5 * DAY_MS);
    const kept = await t.refreshed(learner);
    // the first token expired 35 days ago, the second 10 days ago
    t.clock.advance(40 * DAY_MS);
    const first = await cleanup();
    expect(await held(learner)).toEqual({ sessions: 1, tokens: 1 });
    expect(first.refreshTokens).toBeGreaterThanOrEqual(1);
    // an expired token is refused as expired, whether its row is there or not
    expect((await refresh(kept.refreshToken)).json().code).toBe('REFRESH_TOKEN_INVALID');

    t.clock.advance(21 * DAY_MS);
    await cleanup();
    expect(await held(learner)).toEqual({ sessions: 0, tokens: 0 });
  });

  it('deletes a registration nobody verified a week after it lapsed, but not one an operator worked on', async () => {
    const register = async () => {
      const phone = uniquePhone();
      const answer = await t.inject({
        method: 'POST',
        url: '/api/v2/user/register',
        payload: { phone, password: 'Tilawat@2026', name: 'রহিম উদ্দিন' },
        remoteAddress: uniqueAddress(),
      });
      expect(answer.statusCode, answer.body).toBe(201);
      const [row] = await t.db
        .select()
        .from(users)
        .where(eq(users.phone, `+88${phone}`));
      if (!row) throw new Error('no account was registered');
      return row.id;
    };
    const lapsing = await register();
    const workedOn = await register();
    const [admin] = await t.db.select().from(users).where(eq(users.phone, DEMO_OPERATORS[0].phone));
    await t.db.insert(auditLog).values({
      actorId: admin?.id as string,
      action: 'enrollment.add',
      target: `user:${workedOn}`,
      before: null,
      after: { batch: 1 },
      at: t.clock.now(),
    });
    const verified = await t.signUp();
    const remaining = async () =>
      (
        await t.db
          .select({ id: users.id })
          .from(users)
          .where(inArray(users.id, [lapsing, workedOn, verified.user.id]))
      ).map((row) => row.id);

    const lapsedAfterMs = t.env.UNVERIFIED_ACCOUNT_TTL_HOURS * HOUR_MS + LAPSED_ACCOUNTS_KEPT_DAYS * DAY_MS;
    t.clock.advance(lapsedAfterMs - 60_000);
    await cleanup();
    expect((await remaining()).sort()).toEqual([lapsing, workedOn, verified.user.id].sort());

    t.clock.advance(2 * 60_000);
    const deleted = await cleanup();
    expect((await remaining()).sort()).toEqual([workedOn, verified.user.id].sort());
    expect(deleted.lapsedAccounts).toBe(1);
  });
});
