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
  /** The mobile wallet the payer paid with (a top-up made without one learns it here). */
  method: PaymentMethod;
  ts: string;
  sig: string;
}

/**
 * How anything is paid (DESIGN.md §3): every way of paying — a v3 purchase today, the shop's orders and
 * wallet top-ups later — goes through this interface. Real wallets are adapters behind it, chosen by
 * PAYMENT_GATEWAY; `sandbox` is a page served by this api.
 */
export interface PaymentGateway {
  /** Where the browser goes to pay: that wallet's checkout, or (null) the page where the payer picks one. */
  checkoutUrl(paymentId: string, method: PaymentMethod | null): string;
  /** The signed result for a payer's choice (what the wallet sends back). */
  sign(transaction: string, outcome: PaymentOutcome, method: PaymentMethod): GatewayResult;
  /** True when a result carries this server's signature and is not older than an hour. */
  verify(result: Partial<GatewayResult>): result is GatewayResult;
}

/** What a wallet page shows of something being paid. */
export interface WalletPage {
  id: string;
  title: string;
  /** In taka. */
  amount: number;
  /** Still waiting for its payment (else the page says it can no longer be paid). */
  payable: boolean;
}

/**
 * Something paid through a wallet — a v3 purchase (checkout), a shop order's payment (shopping) —
 * as the one payments module sees it: the gateway's ids are the payable's own ids (UUIDs), so each
 * answers only for its own and null for the others.
 */
export interface Payable {
  /** The wallet page of payment `id` paid with `method`, or null when it is not this payable's. */
  toPay(id: string, method: PaymentMethod): Promise<WalletPage | null>;
  /**
   * Applies a verified result once (a repeated one changes nothing) and answers where the browser
   * returns, or null when `id` is not this payable's.
   */
  apply(id: string, outcome: PaymentOutcome, method: PaymentMethod): Promise<string | null>;
}
