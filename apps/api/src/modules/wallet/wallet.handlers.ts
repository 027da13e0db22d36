import type { Clock } from '../../core/clock';
import type { ContractHandlers } from '../../core/handlers';
import { mapPage } from '../../core/paging';
import { paymentJson } from '../shop/shop.json';
import type { Topups } from './topups.service';
import { couponJson, transactionJson } from './wallet.json';
import type { WalletService } from './wallet.service';

/** The wallet (v2): the ledger, top-ups, coupons and claiming a topup coupon. */
export function walletHandlers(
  wallet: WalletService,
  { clock, topups }: { clock: Clock; topups: Topups },
): ContractHandlers {
  return {
    v2: {
      v2ListMyTransactions: async ({ query, user }) =>
        mapPage(await topups.transactions(user, query), ({ entry }) => transactionJson(entry)),

      v2ListMyCoupons: async ({ query, user }) => {
        const now = clock.now();
        return mapPage(await wallet.coupons(user, query), ({ coupon }) => couponJson(coupon, now));
      },

      v2TopupWallet: async ({ body, user }) => {
        const { payment, redirectUrl } = await topups.topup(user, body);
        return { redirect_url: redirectUrl, payment: paymentJson(payment) };
      },

      v2ClaimMyCoupon: async ({ params, user }) => transactionJson(await wallet.claim(user, params.id)),
    },
  };
}
