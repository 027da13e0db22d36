import { oneTimeCode } from '@tilawat/domain/rules';
import { msg } from '../../copy/messages';
import type { Clock } from '../../core/clock';
import { hmac, randomDigits, safeEqualHex } from '../../core/crypto';
import { DomainError } from '../../core/errors';
import type { Notifier, SendContext } from '../../core/notifier';
import type { Db, Tx } from '../../db/client';
import type { OtpPurpose } from './accounts.repository';
import * as accounts from './accounts.repository';
import type { Challenges } from './challenges';

const purposeText: Record<OtpPurpose, string> = msg.codePurpose;

const HOUR_MS = 3_600_000;

/**
 * Sends and checks one-time codes (docs/decisions/0004-one-time-codes-and-rate-limits.md, by the numbers of
 * `oneTimeCode` in `@tilawat/domain/rules`, which the web shows too), stored as HMACs under the server
 * secret.
 */
export function createOtpService({
  db,
  clock,
  notifier,
  secret,
  challenges,
}: {
  db: Db;
  clock: Clock;
  notifier: Notifier;
  secret: string;
  /** Checks the request's proof of work (header `altcha`), which an address past its budget needs. */
  challenges: Pick<Challenges, 'solved'>;
}) {
  const digest = (identity: string, code: string) => hmac(secret, `${identity}:${code}`);

  const service = {
    /**
     * Writes a new code for a phone or e-mail and queues its SMS or e-mail, in `tx` (issue 37: committed,
     * it will be sent by a worker on any host; rolled back, it never is, so that a step that writes other
     * rows with its code — a registration — keeps all or none). Refuses (429 with Retry-After) when sent
     * too often to the identity. An address that asked for many codes this hour must come with a solved
     * challenge (`proved`), else 429 CHALLENGE_REQUIRED.
     */
    async issue(
      tx: Tx,
      identity: string,
      purpose: OtpPurpose,
      clientIp: string,
      proved = false,
      context?: SendContext,
    ): Promise<void> {
      const now = clock.now();
      const gapMs = oneTimeCode.resendCooldownSeconds * 1000;
      const last = await accounts.lastCodeSentAt(tx, identity);
      if (last && now.getTime() - last.getTime() < gapMs) {
        throw new DomainError('OTP_TOO_SOON', {
          retryAfterSeconds: (gapMs - (now.getTime() - last.getTime())) / 1000,
        });
      }
      const sent = await accounts.codesSentSince(tx, {
        identity,
        clientIp,
        since: new Date(now.getTime() - HOUR_MS),
      });
      if (sent.identity >= oneTimeCode.perIdentityPerHour) {
        throw new DomainError('OTP_HOURLY_CAP', { retryAfterSeconds: HOUR_MS / 1000 });
      }
      // many learners share one carrier's address: past its budget, work instead of a refusal
      if (sent.client >= oneTimeCode.perClientPerHour && !proved) throw new DomainError('CHALLENGE_REQUIRED');
      const code = randomDigits(oneTimeCode.length);
      await accounts.insertCode(tx, {
        identity,
        purpose,
        codeHash: digest(identity, code),
        expiresAt: new Date(now.getTime() + oneTimeCode.lifetimeSeconds * 1000),
        clientIp,
        createdAt: now,
      });
      await notifier.send(
        {
          channel: identity.includes('@') ? 'email' : 'sms',
          recipient: identity,
          subject: msg.codeSubject(purposeText[purpose]),
          body: msg.codeText(purposeText[purpose], code),
        },
        { ...context, tx },
      );
    },

    /**
     * Issues a code and queues it (429 when sent too often), the request's solved challenge
     * (SendContext `altcha`) checked on the way; `alongside` writes what goes with the code (an e-mail's
     * verification link) in the same transaction.
     */
    async send(
      identity: string,
      purpose: OtpPurpose,
      clientIp: string,
      context?: SendContext,
      alongside?: (tx: Tx) => Promise<void>,
    ): Promise<void> {
      const proved = await challenges.solved(context?.altcha);
      await db.transaction(async (tx) => {
        await service.issue(tx, identity, purpose, clientIp, proved, context);
        await alongside?.(tx);
      });
    },

    /**
     * Checks a code against the newest live one of these purposes. Every try is counted before the
     * code is compared, in one statement, so that parallel guesses cannot get past the five tries;
     * after five wrong ones the code is dead (OTP_EXHAUSTED). Answers the purpose used.
     */
    async verify(identity: string, code: string, purposes: OtpPurpose[]): Promise<OtpPurpose> {
      const now = clock.now();
      const row = await accounts.liveCode(db, { identity, purposes, now });
      if (!row) throw new DomainError('OTP_EXPIRED');
      if (!(await accounts.takeTry(db, row.id, oneTimeCode.maxAttempts)))
        throw new DomainError('OTP_EXHAUSTED');
      if (!safeEqualHex(row.codeHash, digest(identity, code))) {
        throw new DomainError('OTP_INVALID', { field: 'otp' });
      }
      if (!(await accounts.consumeCode(db, row.id, now))) throw new DomainError('OTP_EXPIRED');
      return row.purpose;
    },
  };
  return service;
}

export type OtpService = ReturnType<typeof createOtpService>;
