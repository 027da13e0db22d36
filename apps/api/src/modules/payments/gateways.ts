// Where payments go (PAYMENT_GATEWAY): the sandbox wallet page this api serves, or SSLCommerz (real
// money). Made once per app; checkout, the shop and the wallet's top-ups are given the one gateway.
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../core/clock';
import type { Env } from '../../env';
import type { PaymentGateway } from './gateway';
import { createSandboxGateway } from './sandbox-gateway';
import { createSslcommerzGateway } from './sslcommerz-gateway';

export function createGateways({ env, clock, log }: { env: Env; clock: Clock; log: FastifyBaseLogger }) {
  const warn = (details: Record<string, unknown>, message: string) => log.warn(details, message);
  const sslcommerz =
    env.PAYMENT_GATEWAY === 'sslcommerz'
      ? createSslcommerzGateway({
          storeId: env.SSLCOMMERZ_STORE_ID ?? '',
          storePassword: env.SSLCOMMERZ_STORE_PASSWORD ?? '',
          sandbox: env.SSLCOMMERZ_SANDBOX,
          baseUrl: env.SSLCOMMERZ_BASE_URL,
          publicOrigin: env.PUBLIC_ORIGIN,
          methods: env.SSLCOMMERZ_WALLETS,
          warn,
        })
      : undefined;
  const sandbox = sslcommerz
    ? undefined
    : createSandboxGateway({ secret: env.GATEWAY_SECRET, publicOrigin: env.PUBLIC_ORIGIN, clock });
  const gateway = (sslcommerz ?? sandbox) as PaymentGateway;
  return { gateway, sandbox, sslcommerz, warn };
}

export type Gateways = ReturnType<typeof createGateways>;
