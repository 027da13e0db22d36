import type { RateLimitOptions } from '@fastify/rate-limit';
import type { RateLimit } from './contract';
import type { OperationId } from './handlers';

const perMinute = (max: number): RateLimit => ({ max, timeWindow: 60_000 });

/**
 * Per signed-in learner, from all their devices and addresses together (learners behind one
 * carrier's shared address do not share a budget): @fastify/rate-limit's route options, counted
 * once the access token is read (the auth hook runs at `preValidation`, before the route's own
 * hooks); a call without a learner counts by address.
 */
const perLearnerPerMinute = (max: number): RateLimit & Pick<RateLimitOptions, 'hook' | 'keyGenerator'> => ({
  max,
  timeWindow: 60_000,
  hook: 'preValidation',
  keyGenerator: (request) => (request.user ? `learner:${request.user.id}` : request.ip),
});

/**
 * Counters of hits per key in fixed windows, shared by every process of the api (the database's
 * `rate_limit_counters`, infra/ops/counters.ts).
 */
export interface Counters {
  /** Counts one hit of `key`: the hits in the current window, this one included, and when it ends. */
  hit(key: string, windowMs: number): Promise<{ hits: number; resetInMs: number }>;
  /** Forgets a key's count (a login that succeeded). */
  clear(key: string): Promise<void>;
}

/**
 * Password attempts per identity (phone or e-mail), from any address: five in 15 minutes, then
 * 429 until the window ends. It slows a guesser down without locking the owner out: a one-time
 * code (quick login, forgot password) still signs them in, and clears the count.
 */
export const loginPerIdentity: RateLimit = { max: 5, timeWindow: 15 * 60_000 };

/**
 * Per client address (as the configured trusted proxies report it: env TRUST_PROXY) unless made per learner
 * ({@link perLearnerPerMinute}), per route, counted in the database
 * (docs/decisions/0004-one-time-codes-and-rate-limits.md), keyed by the generated operation ids: a misspelt
 * id fails to compile instead of silently losing its limit. One-time codes have their own caps on top (60 s
 * between sends, per hour per identity and per address: modules/accounts/otp.service.ts).
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
  v3GetChallenge: perMinute(30),
  v3RefreshToken: perMinute(30),
  v3CheckPromo: perMinute(20),
  v3CreateTransaction: perMinute(20),
  v3CreateBundleTransaction: perMinute(20),
  v3CreateLead: perMinute(5),
  // field data (issue 38), per address: one beacon a page load, so 120 a minute serves a shared address's
  // busy minute; past it a beacon is dropped, which only thins a sample
  v3RecordVitals: perMinute(120),
  // per address here; per learner too (modules/activity: 60 a minute from all their devices)
  v2RecordActivity: perMinute(120),
  // per learner: a player reports every ~10 s (6 a minute) plus pauses, seeks and leaving the page
  v3SaveRecordingProgress: perLearnerPerMinute(60),
  // per learner (issue 39): a download asks once, and again for fresh links after a break; "My downloads"
  // renews every kept lesson's licence when it opens online
  v3GetLessonDownload: perLearnerPerMinute(30),
  // per learner (issue 40): a goal is set now and then
  v3SetStudyGoal: perLearnerPerMinute(20),
  // reminders (issue 40): channels and a browser's subscription now and then, per learner; the links of
  // messages (unsubscribe, short links) per address
  v3SetReminderSettings: perLearnerPerMinute(20),
  v3AddPushSubscription: perLearnerPerMinute(20),
  v3UnsubscribeReminders: perMinute(20),
  v3GetShortLink: perMinute(60),
  // per address (issue 40): anyone may verify a certificate, nobody may try codes (about 59 random bits each)
  v3VerifyCertificate: perMinute(30),
  // per learner: a certificate's PDF is made once, then only signed
  v3GetCertificatePdf: perLearnerPerMinute(20),
  // per learner: the PDF openings kept offline all go when the connection returns
  v3SaveNotesOpened: perLearnerPerMinute(60),
  // per learner: a practice of up to 50 ayahs whose recordings all go up when the connection returns
  v3CreatePracticeUpload: perLearnerPerMinute(60),
  adminUploadPracticeCorrection: perLearnerPerMinute(30),
  // per learner (issue 41): a day has a few recitations to start and to rate
  v3StartHifzRecitation: perLearnerPerMinute(30),
  v3RateHifzRevision: perLearnerPerMinute(30),
  // guardians (issue 41): a code is made now and then; entering one is per account here and per address in the
  // service (30 an hour), so that about 40 bits of code cannot be tried
  v3CreateGuardianCode: perLearnerPerMinute(10),
  v3PairGuardian: perLearnerPerMinute(10),
  v3SetGuardianSettings: perLearnerPerMinute(20),
} satisfies Partial<Record<OperationId, RateLimit>>;

/**
 * SSLCommerz's routes (outside the contract), per address: a browser opens a payment and comes back a
 * few times a minute; the gateway's IPNs come from its few servers, many a minute in a busy store.
 * Each of them asks the gateway in turn, so none is left unbounded.
 */
export const gatewayRateLimits = {
  start: perMinute(30),
  return: perMinute(30),
  ipn: perMinute(600),
} satisfies Record<string, RateLimit>;
