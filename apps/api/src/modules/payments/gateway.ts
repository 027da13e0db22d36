import type { V3Schemas } from '@tilawat/sdk';
import { DomainError } from '../../core/errors';

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
 * How anything is paid (docs/decisions/0006-payment-gateways.md): every way of paying — a v3 purchase, a shop
 * order, a wallet top-up — goes through this interface. The gateway is chosen by PAYMENT_GATEWAY: `sandbox`
 * is a page served by this api, `sslcommerz` the aggregator most Bangladeshi merchants use (real money).
 */
export interface PaymentGateway {
  /** Which gateway this is (PAYMENT_GATEWAY). */
  readonly name: 'sandbox' | 'sslcommerz';
  /** The wallets a payer can choose at it (its configuration), in the order the checkout shows them. */
  readonly methods: readonly PaymentMethod[];
  /** Where the browser goes to pay: that wallet's checkout, or (null) the page where the payer picks one. */
  checkoutUrl(paymentId: string, method: PaymentMethod | null): string;
  /**
   * Returns the money of a paid payment to where it came from (the payer's wallet at the gateway).
   * Absent on the sandbox, whose refunds go to the learner's balance.
   */
  refund?(request: RefundRequest): Promise<RefundState>;
}

/** A refund asked of the gateway: `refundRef` once one was started (then only its state is asked). */
export interface RefundRequest {
  /** The gateway's reference of the paid payment (SSLCommerz: bank_tran_id). */
  reference: string;
  /** In taka. */
  amount: number;
  /** Our own reference (the order's id), shown in the merchant panel. */
  orderId: string;
  refundRef: string | null;
}

/**
 * Where a refund stands at the gateway: `done` once the money went back, `pending` while it works on
 * it, `refused` when it would not (or cancelled it: `refundRef` is then null, a new one may be asked).
 */
export interface RefundState {
  refundRef: string | null;
  state: 'done' | 'pending' | 'refused';
}

/** The sandbox gateway: it also signs the payer's choice and verifies that signature. */
export interface SandboxGateway extends PaymentGateway {
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
  /** Paid already (by this very payment); not payable and not paid is closed: expired, failed, cancelled. */
  paid: boolean;
  /** The wallet the payer chose in the checkout, or null (a top-up: chosen at the gateway). */
  method: PaymentMethod | null;
  /** Who pays (the gateway asks for the payer's contact). */
  payerId: string;
}

/**
 * Something paid through a wallet — a v3 purchase (checkout), a shop order's payment (the shop) —
 * as the one payments module sees it: the gateway's ids are the payable's own ids (UUIDs), so each
 * answers only for its own and null for the others.
 */
export interface Payable {
  /**
   * The wallet page of payment `id`, or null when it is not this payable's. With `method`, only when
   * it is paid with that wallet (or its wallet is still to be chosen).
   */
  toPay(id: string, method?: PaymentMethod): Promise<WalletPage | null>;
  /**
   * Applies a verified result once (a repeated one changes nothing) and answers where the browser
   * returns, or null when `id` is not this payable's. `reference` is the gateway's own reference of a
   * paid payment (what a refund through the gateway names).
   */
  apply(
    id: string,
    outcome: PaymentOutcome,
    method?: PaymentMethod,
    reference?: string,
  ): Promise<string | null>;
}

/**
 * The one rule of which wallets may be used: those the gateway offers (its configuration), else 400
 * beside `method` — the store switched that wallet off at the gateway.
 */
export function requireOffered(gateway: Pick<PaymentGateway, 'methods'>, method: PaymentMethod): void {
  if (!gateway.methods.includes(method)) throw new DomainError('METHOD_UNAVAILABLE', { field: 'method' });
}

/**
 * Redirects only to the configured web origins: no open redirect through the gateway
 * (docs/decisions/0006-payment-gateways.md).
 */
export function isAllowedRedirect(url: string, origins: readonly string[]): boolean {
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && origins.includes(parsed.origin);
  } catch {
    return false;
  }
}
