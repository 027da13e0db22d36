import type { Clock } from '../../core/clock';
import { hmac, safeEqualHex } from '../../core/crypto';
import { type GatewayResult, type PaymentGateway, paymentOutcomes } from './gateway';

/** How long a signed result is accepted: an hour back, a minute ahead (clock skew). */
const RESULT_MAX_AGE_MS = 3_600_000;
const RESULT_MAX_SKEW_MS = 60_000;

/**
 * The sandbox wallet (PAYMENT_GATEWAY=sandbox): a page served by this api at `/sandbox/<method>/<id>`,
 * whose results are signed with HMAC-SHA256 under GATEWAY_SECRET and a timestamp of the clock.
 */
export function createSandboxGateway({
  secret,
  publicOrigin,
  clock,
}: {
  secret: string;
  publicOrigin: string;
  clock: Clock;
}): PaymentGateway {
  const signature = (transaction: string, outcome: string, ts: string) =>
    hmac(secret, `${transaction}|${outcome}|${ts}`);
  return {
    checkoutUrl: (paymentId, method) => `${publicOrigin}/sandbox/${method}/${paymentId}`,
    sign(transaction, outcome) {
      const ts = String(clock.now().getTime());
      return { transaction, outcome, ts, sig: signature(transaction, outcome, ts) };
    },
    verify(result): result is GatewayResult {
      const { transaction, outcome, ts, sig } = result;
      if (!transaction || !outcome || !ts || !sig || !paymentOutcomes.includes(outcome)) return false;
      const age = clock.now().getTime() - Number(ts);
      if (!Number.isFinite(age) || age < -RESULT_MAX_SKEW_MS || age > RESULT_MAX_AGE_MS) return false;
      return safeEqualHex(sig, signature(transaction, outcome, ts));
    },
  };
}
