// The accounts area's nightly clean-up (issue 37): one-time codes, e-mail links, ended sessions with their
// refresh tokens, expired refresh tokens, and registrations nobody verified. Each rule keeps what it
// deletes for a while after it stopped working, for the operator who is asked about it the next day; none
// deletes what still works or what a check still reads. docs/deploy.md, "Retention", has the table.
import type { SQL } from 'drizzle-orm';
import { type CleanupLog, cleanupQueue, DAY_MS, daysBefore, inBatches } from '../../core/cleanup';
import type { Clock } from '../../core/clock';
import type { QueueDefinition } from '../../core/jobs';
import type { Db } from '../../db/client';
import * as accounts from './accounts.repository';
import * as sessions from './sessions.repository';

export const ACCOUNTS_CLEANUP_QUEUE = 'accounts.cleanup';

/**
 * One-time codes, a day after they expired (a code lives 5 minutes; a used one expired minutes after it
 * was sent). The cooldown and the hourly caps count the codes of the last hour only; a day is for the
 * support desk ("I asked for a code yesterday and none came": the outbox and the code's row say when).
 */
export const CODES_KEPT_DAYS = 1;
/** E-mail verification links, a day after they expired (a link works 24 hours), used or not: as codes. */
export const EMAIL_LINKS_KEPT_DAYS = 1;
/**
 * Refresh tokens, 30 days after they expired. Reuse detection needs a spent token only while it has not
 * expired (past its expiry it is refused as invalid and revokes nothing), so the family it protects has
 * long lost it; the month is for an operator looking into a learner's "someone signed in as me".
 */
export const EXPIRED_TOKENS_KEPT_DAYS = 30;
/**
 * Sessions (with their refresh tokens), 30 days after they ended: revoked (sign-out, a password change,
 * reuse, the device limit) or their last refresh token expired. An ended session answers nothing any
 * more; the month is the same support window as the tokens'.
 */
export const ENDED_SESSIONS_KEPT_DAYS = 30;
/**
 * A registration nobody verified, 7 days after it lapsed (UNVERIFIED_ACCOUNT_TTL_HOURS: from then on it
 * is as if it did not exist, and the phone or e-mail may register again). It holds a phone or e-mail,
 * a name and a password hash that whoever typed them never proved were theirs: kept no longer than the
 * week a learner who could not get a code may take to call. An account an operator has worked on (the
 * audit log names it: enrolled by hand, given a coupon) is kept: that is the operator's to settle.
 */
export const LAPSED_ACCOUNTS_KEPT_DAYS = 7;

export function accountsCleanup({
  db,
  clock,
  log,
  unverifiedTtlMs,
  keptAccount,
}: {
  db: Db;
  clock: Clock;
  log: CleanupLog;
  /** UNVERIFIED_ACCOUNT_TTL_HOURS, in milliseconds. */
  unverifiedTtlMs: number;
  /** Whether another area still names an account (given the account's id column): it is kept. */
  keptAccount: (userId: SQL) => SQL;
}): QueueDefinition {
  return cleanupQueue({
    name: ACCOUNTS_CLEANUP_QUEUE,
    title: 'পুরোনো কোড, সেশন ও যাচাই-না-হওয়া নিবন্ধন মুছে ফেলা',
    // 02:00 in Dhaka: the quietest hour, before those who rise for tahajjud and fajr
    schedule: '0 2 * * *',
    log,
    async run(signal) {
      const now = clock.now();
      const lapsedBefore = new Date(now.getTime() - unverifiedTtlMs - LAPSED_ACCOUNTS_KEPT_DAYS * DAY_MS);
      return {
        refreshTokens: await inBatches(
          (limit) =>
            sessions.deleteExpiredRefreshTokens(db, {
              before: daysBefore(now, EXPIRED_TOKENS_KEPT_DAYS),
              limit,
            }),
          signal,
        ),
        sessions: await inBatches(
          (limit) =>
            sessions.deleteEndedSessions(db, { before: daysBefore(now, ENDED_SESSIONS_KEPT_DAYS), limit }),
          signal,
        ),
        codes: await inBatches(
          (limit) => accounts.deleteExpiredCodes(db, { before: daysBefore(now, CODES_KEPT_DAYS), limit }),
          signal,
        ),
        emailLinks: await inBatches(
          (limit) =>
            accounts.deleteExpiredEmailLinks(db, { before: daysBefore(now, EMAIL_LINKS_KEPT_DAYS), limit }),
          signal,
        ),
        lapsedAccounts: await inBatches(
          (limit) => accounts.deleteLapsedAccounts(db, { before: lapsedBefore, limit, kept: keptAccount }),
          signal,
        ),
      };
    },
  });
}
