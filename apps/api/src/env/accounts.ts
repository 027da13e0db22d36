// The accounts' settings: tokens and sessions, one-time codes' proof of work, unverified accounts and the
// welcome coupon.
import { z } from 'zod';

export const accountsSchema = z.object({
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(30),
  /** How many devices a learner may be signed in on at once; a sign-in beyond it ends the least recently used. */
  MAX_SESSIONS: z.coerce.number().int().min(1).max(50).default(3),
  /**
   * How long after a token refresh the spent refresh token answers the same new pair again instead of
   * counting as reuse (issue 35: a page load that cut off the answer must not sign the learner out).
   * After it, reuse ends the session. 0 turns the grace off.
   */
  REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  /**
   * The most SHA-256 hashes a proof-of-work challenge takes (issue 35: an address past its hourly
   * budget of one-time codes solves one per further code); a challenge takes a third of it to all of it.
   */
  CODE_CHALLENGE_WORK: z.coerce.number().int().min(300).max(1_000_000).default(9_000),
  /**
   * How long an account may stay unverified (issue 35): after that it has lapsed, as if it did not
   * exist, and the phone or e-mail is free to register again.
   */
  UNVERIFIED_ACCOUNT_TTL_HOURS: z.coerce.number().int().min(1).max(720).default(24),
  /** Taka off a shop order that every new account's welcome coupon gives; 0 issues none. */
  WELCOME_COUPON_TK: z.coerce.number().int().min(0).max(10_000).default(50),
  /** Days a welcome coupon can be used. */
  WELCOME_COUPON_DAYS: z.coerce.number().int().min(1).max(365).default(30),
});
