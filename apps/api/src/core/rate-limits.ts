import type { RateLimit } from './plugins/contract';

const perMinute = (max: number): RateLimit => ({ max, timeWindow: 60_000 });

/**
 * Per client address, per route (DESIGN.md §6). One-time codes have their own
 * caps on top (60 s between sends, per hour per identity and per address: services/otp.ts).
 */
export const rateLimits: Record<string, RateLimit> = {
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
};
