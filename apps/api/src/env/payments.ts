// Payments: which gateway takes the money, SSLCommerz's store and wallets, and how long an unpaid
// purchase holds its seat.
import { z } from 'zod';
import { list, optional, urlOf } from './fields';

export const paymentsSchema = z.object({
  /**
   * Where payments go: `sandbox` (a wallet page this api serves, for trying the platform) or `sslcommerz`
   * (real money). Unset is `sandbox` in development and test; in production it must be set, and `sandbox`
   * is refused there unless ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION=staging.
   */
  PAYMENT_GATEWAY: optional(z.enum(['sandbox', 'sslcommerz'])),
  /**
   * `staging`: a production copy for trying the platform that takes no money (sandbox wallet pages, each
   * with a staging banner). Only this word: a production api must be told in so many words.
   */
  ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: optional(z.enum(['staging'])),
  /** SSLCommerz store id and password (the merchant panel's API credentials); required with PAYMENT_GATEWAY=sslcommerz. */
  SSLCOMMERZ_STORE_ID: optional(z.string().min(1).max(100)),
  SSLCOMMERZ_STORE_PASSWORD: optional(z.string().min(1).max(200)),
  /**
   * `true` uses sandbox.sslcommerz.com with sandbox credentials; `false` takes real money at securepay.
   * Unset is `true` in development and test; in production it must be `false`.
   */
  SSLCOMMERZ_SANDBOX: optional(z.enum(['true', 'false'])),
  /**
   * Overrides the gateway's address (the tests' local simulator); unset, SSLCOMMERZ_SANDBOX chooses it.
   * In production only an https:// address other than the sandbox's.
   */
  SSLCOMMERZ_BASE_URL: optional(urlOf('https:', 'http:')),
  /** The wallets the store has switched on at SSLCommerz, comma-separated; the checkout offers only these. */
  SSLCOMMERZ_WALLETS: list
    .pipe(z.array(z.enum(['bkash', 'nagad', 'upay', 'rocket'])).min(1))
    .default(['bkash', 'nagad', 'upay', 'rocket']),
  /** Minutes an unpaid purchase holds its seat before it expires. */
  PURCHASE_TTL_MINUTES: z.coerce.number().int().positive().default(15),
});

export type PaymentSettings = z.infer<typeof paymentsSchema>;

/** The payment settings with what unset means resolved. */
export interface ResolvedPayments {
  PAYMENT_GATEWAY: 'sandbox' | 'sslcommerz';
  SSLCOMMERZ_SANDBOX: boolean;
}

/** The SSLCommerz sandbox's host: it takes no money. */
const SSLCOMMERZ_SANDBOX_HOST = 'sandbox.sslcommerz.com';

/** What an unset payment setting means: the sandbox, and SSLCommerz's sandbox, outside production. */
export function paymentsOf(env: PaymentSettings): ResolvedPayments {
  return {
    PAYMENT_GATEWAY: env.PAYMENT_GATEWAY ?? 'sandbox',
    SSLCOMMERZ_SANDBOX: env.SSLCOMMERZ_SANDBOX !== 'false',
  };
}

/** SSLCommerz is configured whole or not at all. */
export function paymentProblems(
  env: Pick<PaymentSettings, 'PAYMENT_GATEWAY' | 'SSLCOMMERZ_STORE_ID' | 'SSLCOMMERZ_STORE_PASSWORD'>,
): string[] {
  return env.PAYMENT_GATEWAY === 'sslcommerz' && !(env.SSLCOMMERZ_STORE_ID && env.SSLCOMMERZ_STORE_PASSWORD)
    ? ['SSLCOMMERZ_STORE_ID and SSLCOMMERZ_STORE_PASSWORD must be set with PAYMENT_GATEWAY=sslcommerz']
    : [];
}

/**
 * Payments a production api refuses, looked at from what was set: none chosen, the sandbox unless a
 * staging copy is said in so many words, and SSLCommerz's sandbox.
 */
export function productionPaymentProblems(set: PaymentSettings): string[] {
  const problems: string[] = [];
  if (!set.PAYMENT_GATEWAY) {
    problems.push(
      'PAYMENT_GATEWAY must be set when NODE_ENV is production: sslcommerz (real money), or sandbox with ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION=staging for a copy that takes none',
    );
  } else if (set.PAYMENT_GATEWAY === 'sandbox' && set.ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION !== 'staging') {
    problems.push(
      'PAYMENT_GATEWAY=sandbox takes no money: refused when NODE_ENV is production unless ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION=staging (a staging copy; its payment pages then say so)',
    );
  } else if (set.PAYMENT_GATEWAY === 'sslcommerz') {
    if (set.SSLCOMMERZ_SANDBOX !== 'false') {
      problems.push(
        `SSLCOMMERZ_SANDBOX must be false when NODE_ENV is production (true pays at ${SSLCOMMERZ_SANDBOX_HOST}, which takes no money)`,
      );
    }
    const base = set.SSLCOMMERZ_BASE_URL ? new URL(set.SSLCOMMERZ_BASE_URL) : undefined;
    if (base && (base.protocol !== 'https:' || base.hostname === SSLCOMMERZ_SANDBOX_HOST)) {
      problems.push(
        `SSLCOMMERZ_BASE_URL must be an https:// address other than ${SSLCOMMERZ_SANDBOX_HOST} when NODE_ENV is production`,
      );
    }
  }
  return problems;
}
