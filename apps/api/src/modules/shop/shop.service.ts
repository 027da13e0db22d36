// The shop's services, each given what it needs, in the one order they need each other: the public
// catalogue; the payments of orders; the learner's orders, basket and reviews; the console's side.
import type { Clock } from '../../core/clock';
import type { Db, Tx } from '../../db/client';
import type { AuditRecorder } from '../audit/audit.service';
import type { PaymentGateway } from '../payments/gateway';
import type { OrderBalance } from './balance';
import { createBasket } from './basket.service';
import { createCatalogService } from './catalog.service';
import { createOrderPayments } from './order-payments.service';
import { createOrders } from './orders.service';
import { createReviews } from './reviews.service';
import { createShopAdmin } from './shop.admin.service';

export function createShop({
  db,
  clock,
  balance,
  gateway,
  webOrigins,
  paymentTtlMinutes,
  reviewerName,
  audit,
}: {
  db: Db;
  clock: Clock;
  /** The learner's balance, as the wallet's area gives it (wallet/order-balance.ts). */
  balance: OrderBalance;
  gateway: PaymentGateway;
  webOrigins: readonly string[];
  paymentTtlMinutes: number;
  /** The name a learner's public review is shown under (the accounts area's). */
  reviewerName: (tx: Tx, userId: string) => Promise<string>;
  /** Records an operator's write in the audit log, in its transaction (issue 19). */
  audit: AuditRecorder;
}) {
  const catalogs = createCatalogService({ db });
  const payments = createOrderPayments({ db, clock, balance, gateway, webOrigins, paymentTtlMinutes });
  const orders = createOrders({ db, clock, balance, settle: payments.settle });
  return {
    catalogs,
    payments,
    orders,
    basket: createBasket({ db, clock, catalogs }),
    reviews: createReviews({ db, clock, reviewerName }),
    admin: createShopAdmin({ db, clock, balance, gateway, learnerOrders: orders, audit }),
  };
}

export type Shop = ReturnType<typeof createShop>;
