import type { Clock } from '../../core/clock';
import type { ContractHandlers } from '../../core/handlers';
import { mapPage } from '../../core/paging';
import { couponJson, transactionJson } from './wallet.json';
import type { WalletService } from './wallet.service';

/** The wallet (v2): the ledger, coupons and claiming a topup coupon. */
export function walletHandlers(wallet: WalletService, { clock }: { clock: Clock }): ContractHandlers {
  return {
    v2: {
      v2ListMyTransactions: async ({ query, user }) =>
        mapPage(await wallet.transactions(user, query), ({ entry }) => transactionJson(entry)),

      v2ListMyCoupons: async ({ query, user }) => {
        const now = clock.now();
        return mapPage(await wallet.coupons(user, query), ({ coupon }) => couponJson(coupon, now));
      },

      v2ClaimMyCoupon: async ({ params, user }) => transactionJson(await wallet.claim(user, params.id)),
    },
  };
}
