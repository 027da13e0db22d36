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

/** A code written and not yet sent: what {@link OtpService.deliver} sends. */
export interface IssuedCode {
  id: number;
  identity: string;
  purpose: OtpPurpose;
  code: string;
}

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
     * Writes a new code for a phone or e-mail, in `tx` when given; refuses (429 with Retry-After) when
     * sent too often to the identity. An address that asked for many codes this hour must come with a
     * solved challenge (`proved`), else 429 CHALLENGE_REQUIRED. Nothing leaves the api: {@link deliver}
     * sends it once `tx` has committed, so that a step that writes other rows with its code (a
     * registration) keeps both or neither.
     */
    async issue(
      tx: Db | Tx,
      identity: string,
      purpose: OtpPurpose,
      clientIp: string,
      proved = false,
    ): Promise<IssuedCode> {
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
      const id = await accounts.insertCode(tx, {
        identity,
        purpose,
        codeHash: digest(identity, code),
        expiresAt: new Date(now.getTime() + oneTimeCode.lifetimeSeconds * 1000),
        clientIp,
        createdAt: now,
      });
      return { id, identity, purpose, code };
    },

    /**
     * Sends an issued code by SMS or e-mail. A code that could not be sent (DELIVERY_FAILED) is
     * forgotten, so that asking again is not held back by the cooldown or the hourly caps: the learner
     * did not receive it.
     */
    async deliver({ id, identity, purpose, code }: IssuedCode, context?: SendContext): Promise<void> {
      const text = msg.codeText(purposeText[purpose], code);
      try {
        await notifier.send(
          {
            channel: identity.includes('@') ? 'email' : 'sms',
            recipient: identity,
            subject: msg.codeSubject(purposeText[purpose]),
            body: text,
          },
          context,
        );
      } catch (error) {
        if (error instanceof DomainError && error.failure === 'DELIVERY_FAILED') {
          await accounts.deleteCode(db, id);
        }
        throw error;
      }
    },

    /**
     * Issues a code and sends it (429 when sent too often, 503 when it could not be sent), the
     * request's solved challenge (SendContext `altcha`) checked on the way.
     */
    async send(
      identity: string,
      purpose: OtpPurpose,
      clientIp: string,
      context?: SendContext,
    ): Promise<void> {
      const proved = await challenges.solved(context?.altcha);
      await service.deliver(await service.issue(db, identity, purpose, clientIp, proved), context);
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
