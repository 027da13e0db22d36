import type { RateLimit } from './contract';
import type { OperationId } from './handlers';

const perMinute = (max: number): RateLimit => ({ max, timeWindow: 60_000 });

/**
 * Per client address, per route (DESIGN.md §6), keyed by the generated operation ids: a misspelt id
 * fails to compile instead of silently losing its limit. One-time codes have their own caps on top
 * (60 s between sends, per hour per identity and per address: modules/accounts/otp.service.ts).
 */
export const rateLimits = {
  v2Login: perMinute(10),
  v3Login: perMinute(10),
  v2QuickLogin: perMinute(10),
  v2RegisterUser: perMinute(10),
  v2VerifyOtp: perMinute(10),
  v3VerifyOtp: perMinute(10),
  v2ResendVerificationOtp: perMinute(5),
  v2ResendVerificationEmail: perMinute(5),
  v2ForgotPassword: perMinute(5),
  v3ForgotPassword: perMinute(5),
  v3LookupUser: perMinute(30),
  v3RefreshToken: perMinute(30),
  v3CheckPromo: perMinute(20),
  v3CreateTransaction: perMinute(20),
  v3CreateBundleTransaction: perMinute(20),
  v3CreateLead: perMinute(5),
} satisfies Partial<Record<OperationId, RateLimit>>;
