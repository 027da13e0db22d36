// Top-ups of the learner's tk wallet (docs/decisions/0015-shop-orders-and-wallet-ledger.md): a top-up is
// paid as a shop order of its own kind, so that every payment — an order's or a top-up's — goes through
// the shop's order payments; its credit waits PENDING in the ledger until the payment's result comes.
import { wallets } from '@tilawat/domain/rules';
import { msg } from '../../copy/messages';
import type { AuthUser } from '../../core/auth';
import type { Clock } from '../../core/clock';
import type { PageQuery } from '../../core/paging';
import type { Db } from '../../db/client';
import { type PaymentGateway, type PaymentMethod, requireOffered } from '../payments/gateway';
import * as payments from '../shop/order-payments.repository';
import { checkedReturnUrls } from '../shop/order-payments.service';
import * as orders from '../shop/orders.repository';
import type { LedgerRow, WalletService } from './wallet.service';

export interface TopupBody {
  amount: number;
  method?: PaymentMethod;
  success_url?: string;
  failed_url?: string;
  cancel_url?: string;
}

export function createTopups({
  db,
  clock,
  wallet,
  gateway,
  webOrigins,
  paymentTtlMinutes,
  settle,
}: {
  db: Db;
  clock: Clock;
  wallet: WalletService;
  gateway: PaymentGateway;
  webOrigins: readonly string[];
  paymentTtlMinutes: number;
  /**
   * Ends the learner's payments past their time (the shop's order payments): an expired top-up is
   * cancelled and its PENDING credit goes.
   */
  settle: (learnerId: string) => Promise<void>;
}) {
  return {
    /**
     * Starts a top-up of the learner's tk wallet: a `topup` order, its payment (with the chosen mobile
     * wallet, or none until the payer picks one at the gateway) and a PENDING ledger credit, in one
     * transaction; the gateway's URL. Return URLs only on the web's origins; each defaults to the
     * first web origin's wallet page.
     */
    async topup(learner: AuthUser, body: TopupBody) {
      const now = clock.now();
      if (body.method) requireOffered(gateway, body.method);
      const home = `${webOrigins[0] ?? ''}/wallet`;
      const urls = checkedReturnUrls(
        {
          success: body.success_url ?? `${home}?status=success`,
          failed: body.failed_url ?? `${home}?status=failed`,
          cancel: body.cancel_url ?? `${home}?status=cancelled`,
        },
        webOrigins,
      );
      const payment = await db.transaction(async (tx) => {
        const order = await orders.insertOrder(tx, {
          userId: learner.id,
          kind: 'topup',
          currency: 'tk',
          subtotal: body.amount,
          deliveryFee: 0,
          total: body.amount,
          orderInfo: null,
          at: now,
          lines: [],
        });
        const payment = await payments.insertPayment(tx, {
          orderId: order.id,
          userId: learner.id,
          method: body.method ?? null,
          amount: body.amount,
          currency: 'tk',
          createdAt: now,
          expiresAt: new Date(now.getTime() + paymentTtlMinutes * 60_000),
          returnUrls: urls,
        });
        await wallet.pendingTopup(tx, {
          userId: learner.id,
          orderId: order.id,
          paymentId: payment.id,
          amount: body.amount,
          note: msg.ledger.topup(body.method ? wallets[body.method].bn : null),
          at: now,
        });
        return payment;
      });
      return { payment, redirectUrl: gateway.checkoutUrl(payment.id, body.method ?? null) };
    },

    /** One page of what moved the learner's balances, newest first, once their stale top-ups are settled. */
    async transactions(
      learner: AuthUser,
      query: PageQuery & { kind?: LedgerRow['kind']; status?: LedgerRow['status'] },
    ) {
      await settle(learner.id);
      return wallet.transactions(learner.id, query);
    },
  };
}

export type Topups = ReturnType<typeof createTopups>;
