import type { V3Schemas } from '@tilawat/sdk';

/** How a payer paid with a wallet: the contract's payment methods. */
export type PaymentMethod = V3Schemas['PaymentMethod'];

/** What the payer chose at the wallet. */
export type PaymentOutcome = 'success' | 'failure' | 'cancel';

export const paymentOutcomes: readonly PaymentOutcome[] = ['success', 'failure', 'cancel'];

/** A signed result of a payment, as a wallet sends it back. */
export interface GatewayResult {
  transaction: string;
  outcome: PaymentOutcome;
  ts: string;
  sig: string;
}

/**
 * How anything is paid (DESIGN.md §3): every way of paying — a v3 purchase today, the shop's orders and
 * wallet top-ups later — goes through this interface. Real wallets are adapters behind it, chosen by
 * PAYMENT_GATEWAY; `sandbox` is a page served by this api.
 */
export interface PaymentGateway {
  /** Where the browser goes to pay. */
  checkoutUrl(paymentId: string, method: PaymentMethod): string;
  /** The signed result for a payer's choice (what the wallet sends back). */
  sign(transaction: string, outcome: PaymentOutcome): GatewayResult;
  /** True when a result carries this server's signature and is not older than an hour. */
  verify(result: Partial<GatewayResult>): result is GatewayResult;
}
