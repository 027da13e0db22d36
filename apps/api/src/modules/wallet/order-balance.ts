// The learner's balance as the shop asks for it (shop/balance.ts): the wallet's own functions, with the
// ledger's keys for an order's movements, so that each is written once whatever repeats.
import type { OrderBalance } from '../shop/balance';
import { ledgerKey, type WalletService } from './wallet.service';

export function orderBalance(wallet: WalletService): OrderBalance {
  return {
    giftFor: wallet.giftFor,
    useGift: wallet.useGift,
    releaseGiftOf: wallet.releaseGiftOf,
    async payFromBalance(tx, money) {
      await wallet.debit(tx, {
        userId: money.userId,
        kind: 'online_payment',
        amount: money.amount,
        currency: money.currency,
        note: money.note,
        key: ledgerKey.orderPaid(money.orderId),
        orderId: money.orderId,
        paymentId: money.paymentId,
        createdAt: money.at,
      });
    },
    paidPastBalance: (tx, money) =>
      wallet.recordPaidPastWallet(tx, {
        userId: money.userId,
        amount: money.amount,
        currency: money.currency,
        note: money.note,
        key: ledgerKey.orderPaid(money.orderId),
        orderId: money.orderId,
        paymentId: money.paymentId,
        createdAt: money.at,
      }),
    earnPoints: wallet.earnPoints,
    refund: wallet.refund,
    completeTopup: wallet.completeTopup,
    dropTopup: wallet.dropTopup,
    balances: wallet.balances,
    availableCoupons: wallet.availableCoupons,
  };
}
