import { paymentMethodList } from '@tilawat/domain/rules';
import type { Clock } from '../../core/clock';
import { hmac, safeEqualHex } from '../../core/crypto';
import { type GatewayResult, paymentOutcomes, type SandboxGateway } from './gateway';

/** How long a signed result is accepted: an hour back, a minute ahead (clock skew). */
const RESULT_MAX_AGE_MS = 3_600_000;
const RESULT_MAX_SKEW_MS = 60_000;

/**
 * The sandbox wallet (PAYMENT_GATEWAY=sandbox): a page served by this api at `/sandbox/<method>/<id>`
 * (`/sandbox/choose/<id>` lets the payer pick the wallet first),
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
}): SandboxGateway {
  const signature = (transaction: string, outcome: string, method: string, ts: string) =>
    hmac(secret, `${transaction}|${outcome}|${method}|${ts}`);
  return {
    name: 'sandbox',
    methods: paymentMethodList,
    checkoutUrl: (paymentId, method) => `${publicOrigin}/sandbox/${method ?? 'choose'}/${paymentId}`,
    sign(transaction, outcome, method) {
      const ts = String(clock.now().getTime());
      return { transaction, outcome, method, ts, sig: signature(transaction, outcome, method, ts) };
    },
    verify(result): result is GatewayResult {
      const { transaction, outcome, method, ts, sig } = result;
      if (!transaction || !outcome || !method || !ts || !sig) return false;
      if (!paymentOutcomes.includes(outcome) || !paymentMethodList.includes(method)) return false;
      const age = clock.now().getTime() - Number(ts);
      if (!Number.isFinite(age) || age < -RESULT_MAX_SKEW_MS || age > RESULT_MAX_AGE_MS) return false;
      return safeEqualHex(sig, signature(transaction, outcome, method, ts));
    },
  };
}
