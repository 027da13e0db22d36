import { defineModule } from '../../core/module';
import type { Infra } from '../../infra/infra';
import type { AuditRecorder } from '../audit/audit.service';
import type { PaymentGateway } from '../payments/gateway';
import { checkoutAdminHandlers } from './checkout.admin.handlers';
import { createCheckoutAdmin } from './checkout.admin.service';
import { checkoutHandlers } from './checkout.handlers';
import { createCheckoutService } from './checkout.service';

export const checkoutModule = defineModule({
  name: 'checkout',
  create({ env, db, clock, audit, gateway }: Infra & { audit: AuditRecorder; gateway: PaymentGateway }) {
    const checkout = createCheckoutService({
      db,
      clock,
      gateway,
      webOrigins: env.WEB_ORIGINS,
      purchaseTtlMinutes: env.PURCHASE_TTL_MINUTES,
    });
    return {
      handlers: [
        checkoutHandlers(checkout),
        checkoutAdminHandlers(createCheckoutAdmin({ db, clock, audit })),
      ],
      // the payments area pays purchases through it
      services: checkout,
    };
  },
});
