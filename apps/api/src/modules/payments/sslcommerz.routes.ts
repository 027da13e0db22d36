import { paymentMethodList } from '@tilawat/domain/rules';
import type { FastifyInstance } from 'fastify';
import { gatewayRateLimits } from '../../core/rate-limits';
import type { PaymentMethod } from './gateway';
import type { PaymentsService } from './payments.service';

/** What the gateway posts back (the browser's returns and the IPN): the fields we read of it. */
const gatewayPost = {
  type: 'object',
  required: ['tran_id'],
  properties: {
    tran_id: { type: 'string', format: 'uuid' },
    val_id: { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' },
    status: { type: 'string', maxLength: 40 },
  },
} as const;

interface GatewayPost {
  tran_id: string;
  val_id?: string;
  status?: string;
}

/**
 * SSLCommerz's side of paying (PAYMENT_GATEWAY=sslcommerz), outside the contract (the gateway's
 * protocol, not Tilawat's API):
 * - GET  /payments/sslcommerz/start/:id[?method=] — the checkout's payment URL: opens a session at the
 *   gateway (that wallet preselected) and sends the browser to its page;
 * - POST /payments/sslcommerz/return/(success|fail|cancel) — the browser back from the gateway:
 *   confirmed with the gateway, applied once, then on to the web's return URL with the outcome;
 * - POST /payments/sslcommerz/ipn — the gateway's server-to-server notification, the source of truth:
 *   confirmed the same way; 200 once applied (or already applied), 4xx for what does not validate.
 */
export async function sslcommerzRoutes(app: FastifyInstance, { payments }: { payments: PaymentsService }) {
  app.get<{ Params: { id: string }; Querystring: { method?: PaymentMethod } }>(
    '/payments/sslcommerz/start/:id',
    {
      config: { rateLimit: gatewayRateLimits.start },
      schema: {
        params: { type: 'object', required: ['id'], properties: { id: { type: 'string', format: 'uuid' } } },
        querystring: {
          type: 'object',
          properties: { method: { type: 'string', enum: paymentMethodList } },
        },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .redirect(await payments.start(request.params.id, request.query.method), 303),
  );

  app.post<{ Params: { outcome: 'success' | 'fail' | 'cancel' }; Body: GatewayPost }>(
    '/payments/sslcommerz/return/:outcome',
    {
      config: { rateLimit: gatewayRateLimits.return },
      schema: {
        params: {
          type: 'object',
          required: ['outcome'],
          properties: { outcome: { type: 'string', enum: ['success', 'fail', 'cancel'] } },
        },
        body: gatewayPost,
      },
    },
    // which return the browser came by says nothing: the gateway's answer decides
    async (request, reply) =>
      reply.redirect(await payments.confirm(request.body.tran_id, request.body.val_id), 303),
  );

  app.post<{ Body: GatewayPost }>(
    '/payments/sslcommerz/ipn',
    { config: { rateLimit: gatewayRateLimits.ipn }, schema: { body: gatewayPost } },
    async (request) => {
      await payments.confirm(request.body.tran_id, request.body.val_id);
      return { status: 'ok' };
    },
  );
}
