// What the shop asks of a learner's balance (docs/decisions/0015-shop-orders-and-wallet-ledger.md). The
// wallet's ledger names orders and their payments, so the wallet's area sits above the shop's: it gives
// the shop this (wallet/order-balance.ts, wired in app.ts), and the shop never imports the wallet.
import type { Tx } from '../../db/client';

/** The units an order is priced and paid in, as the ledger keeps them. */
export type BalanceCurrency = 'tk' | 'star' | 'point';

/** An order's money movement, written in the order's transaction. */
export interface OrderMoney {
  userId: string;
  orderId: string;
  paymentId: string;
  amount: number;
  currency: BalanceCurrency;
  note: string;
  at: Date;
}

export interface OrderBalance {
  /**
   * The learner's gift coupon `code` for an order in `currency`, checked (unknown, another learner's,
   * expired, a topup one or another unit is 400; one used by another order 409); a coupon already on
   * this order is answered as it is.
   */
  giftFor(
    tx: Tx,
    query: { userId: string; code: string; orderId: string; currency: BalanceCurrency },
  ): Promise<{ id: string; code: string; value: number; orderId: string | null }>;
  /** Marks a gift coupon used by an order. */
  useGift(tx: Tx, couponId: string, orderId: string, at: Date): Promise<unknown>;
  /** Gives back the coupon of an order cancelled before it was paid. */
  releaseGiftOf(tx: Tx, orderId: string): Promise<unknown>;
  /** Pays an order from the learner's balance; a balance that does not cover it refuses. */
  payFromBalance(tx: Tx, money: OrderMoney): Promise<void>;
  /** Records an order paid through a mobile wallet's checkout: money that went past the balance. */
  paidPastBalance(tx: Tx, money: OrderMoney): Promise<void>;
  /** The points a paid tk order earns. */
  earnPoints(tx: Tx, earned: { userId: string; orderId: string; paid: number; at: Date }): Promise<void>;
  /**
   * A refunded order's money back (to the balance, or — `toSource` — to the payer's wallet at the
   * gateway) and its points taken back as far as the learner holds them; what happened to the points.
   */
  refund(
    tx: Tx,
    refund: {
      userId: string;
      orderId: string;
      amount: number;
      currency: BalanceCurrency;
      toSource?: boolean;
      at: Date;
    },
  ): Promise<{ earned: number; back: number; short: number }>;
  /** A top-up paid: its waiting credit counts (once). */
  completeTopup(tx: Tx, orderId: string, note: string): Promise<void>;
  /** A top-up that will not be paid: its waiting credit goes. */
  dropTopup(tx: Tx, orderId: string): Promise<unknown>;
  /** The learner's balances. */
  balances(userId: string): Promise<Record<BalanceCurrency, number>>;
  /** How many coupons the learner can still use. */
  availableCoupons(userId: string): Promise<number>;
}
