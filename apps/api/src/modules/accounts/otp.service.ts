import { oneTimeCode } from '@tilawat/domain/rules';
import type { Clock } from '../../core/clock';
import { hmac, randomDigits, safeEqualHex } from '../../core/crypto';
import { DomainError } from '../../core/errors';
import type { Notifier, SendContext } from '../../core/notifier';
import type { Db } from '../../db/client';
import type { OtpPurpose } from './accounts.repository';
import * as accounts from './accounts.repository';

const purposeText: Record<OtpPurpose, string> = {
  verify: 'অ্যাকাউন্ট যাচাইয়ের',
  login: 'লগইনের',
  reset: 'পাসওয়ার্ড বদলানোর',
};

const HOUR_MS = 3_600_000;

/**
 * Sends and checks one-time codes (DESIGN.md §3, by the numbers of `oneTimeCode` in
 * `@tilawat/domain/rules`, which the web shows too), stored as HMACs under the server secret.
 */
export function createOtpService({
  db,
  clock,
  notifier,
  secret,
}: {
  db: Db;
  clock: Clock;
  notifier: Notifier;
  secret: string;
}) {
  const digest = (identity: string, code: string) => hmac(secret, `${identity}:${code}`);

  return {
    /**
     * Sends a new code to a phone (SMS) or e-mail; refuses (429 with Retry-After) when sent too often.
     * A code that could not be sent (DELIVERY_FAILED) is forgotten, so that asking again is not held
     * back by the cooldown or the hourly caps: the learner did not receive it.
     */
    async send(
      identity: string,
      purpose: OtpPurpose,
      clientIp: string,
      context?: SendContext,
    ): Promise<void> {
      const now = clock.now();
      const gapMs = oneTimeCode.resendCooldownSeconds * 1000;
      const last = await accounts.lastCodeSentAt(db, identity);
      if (last && now.getTime() - last.getTime() < gapMs) {
        throw new DomainError('OTP_TOO_SOON', {
          retryAfterSeconds: (gapMs - (now.getTime() - last.getTime())) / 1000,
        });
      }
      const sent = await accounts.codesSentSince(db, {
        identity,
        clientIp,
        since: new Date(now.getTime() - HOUR_MS),
      });
      if (sent.identity >= oneTimeCode.perIdentityPerHour || sent.client >= oneTimeCode.perClientPerHour) {
        throw new DomainError('OTP_HOURLY_CAP', { retryAfterSeconds: HOUR_MS / 1000 });
      }
      const code = randomDigits(oneTimeCode.length);
      const codeId = await accounts.insertCode(db, {
        identity,
        purpose,
        codeHash: digest(identity, code),
        expiresAt: new Date(now.getTime() + oneTimeCode.lifetimeSeconds * 1000),
        clientIp,
        createdAt: now,
      });
      const text = `তিলাওয়াত: আপনার ${purposeText[purpose]} কোড ${code}। ৫ মিনিটের মধ্যে ব্যবহার করুন। কাউকে এই কোড বলবেন না।`;
      try {
        await notifier.send(
          {
            channel: identity.includes('@') ? 'email' : 'sms',
            recipient: identity,
            subject: `তিলাওয়াত ${purposeText[purpose]} কোড`,
            body: text,
          },
          context,
        );
      } catch (error) {
        if (error instanceof DomainError && error.failure === 'DELIVERY_FAILED') {
          await accounts.deleteCode(db, codeId);
        }
        throw error;
      }
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
}

export type OtpService = ReturnType<typeof createOtpService>;
