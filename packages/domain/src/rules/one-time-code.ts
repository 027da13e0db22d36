import { inputLimits } from './limits';

/**
 * One-time codes (docs/decisions/0004-one-time-codes-and-rate-limits.md). The api enforces these; the web
 * shows the same numbers.
 */
export const oneTimeCode = {
  /** Digits in a code (the contract's OtpCode pattern). */
  length: inputLimits.otp.max,
  /** How long a code lives. */
  lifetimeSeconds: 5 * 60,
  /** Wrong tries that end a code. */
  maxAttempts: 5,
  /** The gap between two sends of a code to one phone or e-mail. */
  resendCooldownSeconds: 60,
  /** Codes one phone or e-mail may be sent in an hour. */
  perIdentityPerHour: 5,
  /**
   * Codes one client address may ask for in an hour without proof of work. Past it each further code
   * needs a solved challenge (ALTCHA, issue 35), not a refusal: thousands of learners may share one
   * carrier's address.
   */
  perClientPerHour: 20,
} as const;
