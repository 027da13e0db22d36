import { defineModule } from '../../core/module';
import type { Infra } from '../../infra/infra';
import type { PaymentGateway } from '../payments/gateway';
import { createTopups } from './topups.service';
import { walletHandlers } from './wallet.handlers';
import { createWalletService, type WalletService } from './wallet.service';

/** The wallet's ledger, made before the areas that move money through it (accounts, the shop, exams). */
export const createLedger = ({ env, db, clock }: Infra) =>
  createWalletService({
    db,
    clock,
    welcomeCoupon: { value: env.WELCOME_COUPON_TK, days: env.WELCOME_COUPON_DAYS },
  });

/**
 * The wallet: the ledger (made by {@link createLedger}), and top-ups, paid through the shop's order
 * payments. The ledger names orders, so the wallet sits above the shop: it is given the shop's `settle`.
 */
export const walletModule = defineModule({
  name: 'wallet',
  create({
    env,
    db,
    clock,
    ledger,
    gateway,
    settle,
  }: Infra & {
    ledger: WalletService;
    gateway: PaymentGateway;
    /** Ends the learner's payments past their time (the shop's order payments). */
    settle: (learnerId: string) => Promise<void>;
  }) {
    const topups = createTopups({
      db,
      clock,
      wallet: ledger,
      gateway,
      webOrigins: env.WEB_ORIGINS,
      paymentTtlMinutes: env.PURCHASE_TTL_MINUTES,
      settle,
    });
    return { handlers: [walletHandlers(ledger, { clock, topups })], services: {} };
  },
});
