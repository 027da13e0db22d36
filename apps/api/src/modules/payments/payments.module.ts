import { defineModule } from '../../core/module';
import type { Infra } from '../../infra/infra';
import type { Payable } from './gateway';
import type { Gateways } from './gateways';
import { paymentsHandlers } from './payments.handlers';
import { paymentsRoutes } from './payments.routes';
import { createPaymentsService } from './payments.service';
import { sslcommerzRoutes } from './sslcommerz.routes';

/**
 * The payment side every way of paying shares: the gateway's methods in the contract, and its pages and
 * callbacks outside it, applying each result to whichever `Payable` owns the id (checkout's purchases,
 * the shop's order payments and top-ups).
 */
export const paymentsModule = defineModule({
  name: 'payments',
  create({
    env,
    log,
    gateways: { gateway, sandbox, sslcommerz, warn },
    payables,
    payerContact,
  }: Infra & {
    gateways: Gateways;
    payables: readonly Payable[];
    payerContact: (userId: string) => Promise<{ name: string; email: string; phone: string }>;
  }) {
    const payments = createPaymentsService({ payables, sandbox, sslcommerz, payerContact, warn });
    const routes = [];
    if (sandbox) {
      // In production only with ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION=staging (loadEnv): a copy that takes no
      // money, and every one of its payment pages says so.
      const staging = env.NODE_ENV === 'production';
      if (staging)
        log.warn(
          'ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION=staging: payments go to the sandbox wallet, no money moves',
        );
      routes.push(async (app: Parameters<typeof paymentsRoutes>[0]) => {
        await app.register(paymentsRoutes, { payments, webOrigins: env.WEB_ORIGINS, staging });
      });
    }
    if (sslcommerz) {
      routes.push(async (app: Parameters<typeof sslcommerzRoutes>[0]) => {
        await app.register(sslcommerzRoutes, { payments });
      });
    }
    return { handlers: [paymentsHandlers(gateway)], routes, services: {} };
  },
});
