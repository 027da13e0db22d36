import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { otps } from '../db/schema';
import { hmac, otpCode, safeEqualHex } from '../lib/crypto';
import { badRequest, tooManyRequests } from '../lib/http-error';
import { msg } from '../lib/messages';
import type { Notifier } from './notifier';

export type OtpPurpose = 'verify' | 'login' | 'reset';

/** DESIGN.md §3: 6 digits, 5 minutes, 5 wrong tries, 60 s between sends, caps per hour. */
export const otpRules = {
  lifetimeMs: 5 * 60_000,
  maxAttempts: 5,
  resendGapMs: 60_000,
  perIdentityPerHour: 5,
  perClientPerHour: 20,
} as const;

const purposeText: Record<OtpPurpose, string> = {
  verify: 'অ্যাকাউন্ট যাচাইয়ের',
  login: 'লগইনের',
  reset: 'পাসওয়ার্ড বদলানোর',
};

/** Sends and checks one-time codes, stored as HMACs under the server secret. */
export function createOtpService(db: Db, notifier: Notifier, secret: string) {
  const digest = (identity: string, code: string) => hmac(secret, `${identity}:${code}`);

  return {
    /** Sends a new code to a phone (SMS) or e-mail; refuses with 429 and Retry-After when sent too often. */
    async send(identity: string, purpose: OtpPurpose, clientIp: string, now = new Date()): Promise<void> {
      const hourAgo = new Date(now.getTime() - 3_600_000);
      const [last] = await db
        .select({ createdAt: otps.createdAt })
        .from(otps)
        .where(eq(otps.identity, identity))
        .orderBy(desc(otps.createdAt))
        .limit(1);
      if (last && now.getTime() - last.createdAt.getTime() < otpRules.resendGapMs) {
        const wait = (otpRules.resendGapMs - (now.getTime() - last.createdAt.getTime())) / 1000;
        throw tooManyRequests('OTP_TOO_SOON', msg.otpTooSoon, wait);
      }
      const [counts] = await db
        .select({
          identity: sql<number>`count(*) filter (where ${otps.identity} = ${identity})`.mapWith(Number),
          client: sql<number>`count(*) filter (where ${otps.clientIp} = ${clientIp})`.mapWith(Number),
        })
        .from(otps)
        .where(gt(otps.createdAt, hourAgo));
      if (
        (counts?.identity ?? 0) >= otpRules.perIdentityPerHour ||
        (counts?.client ?? 0) >= otpRules.perClientPerHour
      ) {
        throw tooManyRequests('OTP_HOURLY_CAP', msg.otpHourlyCap, 3600);
      }
      const code = otpCode();
      await db.insert(otps).values({
        identity,
        purpose,
        codeHash: digest(identity, code),
        expiresAt: new Date(now.getTime() + otpRules.lifetimeMs),
        clientIp,
        createdAt: now,
      });
      const text = `তিলাওয়াত: আপনার ${purposeText[purpose]} কোড ${code}। ৫ মিনিটের মধ্যে ব্যবহার করুন। কাউকে এই কোড বলবেন না।`;
      await notifier.send({
        channel: identity.includes('@') ? 'email' : 'sms',
        recipient: identity,
        subject: `তিলাওয়াত ${purposeText[purpose]} কোড`,
        body: text,
      });
    },

    /**
     * Checks a code against the newest live one of these purposes. A wrong code
     * counts a try; the fifth wrong try kills the code. Answers the purpose used.
     */
    async verify(
      identity: string,
      code: string,
      purposes: OtpPurpose[],
      now = new Date(),
    ): Promise<OtpPurpose> {
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
      if (!row || row.attempts >= otpRules.maxAttempts) throw badRequest('OTP_EXPIRED', msg.otpExpired);
      if (!safeEqualHex(row.codeHash, digest(identity, code))) {
        await db
          .update(otps)
          .set({ attempts: sql`${otps.attempts} + 1` })
          .where(eq(otps.id, row.id));
        throw badRequest('OTP_INVALID', msg.otpInvalid, [{ path: '/otp', msg: msg.otpInvalid }]);
      }
      const consumed = await db
        .update(otps)
        .set({ consumedAt: now })
        .where(and(eq(otps.id, row.id), isNull(otps.consumedAt)))
        .returning({ id: otps.id });
      if (consumed.length === 0) throw badRequest('OTP_EXPIRED', msg.otpExpired);
      return row.purpose;
    },
  };
}

export type OtpService = ReturnType<typeof createOtpService>;
