import { defineModule } from '../../core/module';
import type { Tx } from '../../db/client';
import type { Infra } from '../../infra/infra';
import type { AuditRecorder } from '../audit/audit.service';
import type { PaymentGateway } from '../payments/gateway';
import type { OrderBalance } from './balance';
import { catalogHandlers } from './catalog.handlers';
import { shopAdminHandlers } from './shop.admin.handlers';
import { shopHandlers } from './shop.handlers';
import { shopJsonWith } from './shop.json';
import { createShop } from './shop.service';

export const shopModule = defineModule({
  name: 'shop',
  create({
    env,
    db,
    clock,
    audit,
    gateway,
    balance,
    reviewerName,
  }: Infra & {
    audit: AuditRecorder;
    gateway: PaymentGateway;
    /** The learner's balance, as the wallet gives it (wallet/order-balance.ts). */
    balance: OrderBalance;
    /** The name a learner's public review is shown under (the accounts area's). */
    reviewerName: (tx: Tx, userId: string) => Promise<string>;
  }) {
    const shop = createShop({
      db,
      clock,
      balance,
      gateway,
      webOrigins: env.WEB_ORIGINS,
      paymentTtlMinutes: env.PURCHASE_TTL_MINUTES,
      reviewerName,
      audit,
    });
    return {
      handlers: [
        catalogHandlers(shop.catalogs, { publicOrigin: env.PUBLIC_ORIGIN }),
        shopHandlers(shop, { shopJson: shopJsonWith({ publicOrigin: env.PUBLIC_ORIGIN }) }),
        shopAdminHandlers(shop.admin),
      ],
      // the payments area pays orders through `payments.payable`; the wallet settles top-ups through it
      services: shop,
    };
  },
});
