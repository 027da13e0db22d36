import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { paymentMethodList } from '@tilawat/domain/rules';
import type { FastifyInstance } from 'fastify';
import { DomainError } from '../../core/errors';
import { type GatewayResult, type PaymentMethod, type PaymentOutcome, paymentOutcomes } from './gateway';
import type { PaymentsService } from './payments.service';
import { sandboxChooserPage, sandboxPage } from './sandbox-page';

/**
 * The sandbox wallet and the payment callback, outside the contract (they are the wallet's protocol,
 * not Tilawat's API):
 * - GET  /sandbox/choose/:id — the page where a payer who has not chosen a wallet (a top-up) picks one;
 * - GET  /sandbox/:method/:id — the checkout page, looking like that wallet;
 * - POST /sandbox/:method/:id — the payer's choice; the "wallet" signs the result and sends the browser back;
 * - GET  /payments/sandbox/callback — Tilawat's side: verifies the signature, applies the result
 *   idempotently and returns the browser to the purchase's `redirect` with its outcome.
 */
export async function paymentsRoutes(
  app: FastifyInstance,
  {
    payments,
    webOrigins,
    staging = false,
  }: {
    payments: PaymentsService;
    webOrigins: readonly string[];
    /** a production api that was told ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION=staging: every page says so */
    staging?: boolean;
  },
) {
  const params = {
    type: 'object',
    required: ['method', 'id'],
    properties: {
      method: { type: 'string', enum: paymentMethodList },
      id: { type: 'string', format: 'uuid' },
    },
  } as const;

  // The page's Bengali face, from the npm package (Debian and some phones have none installed).
  const fontFile = createRequire(import.meta.url).resolve(
    '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2',
  );
  app.get('/sandbox/assets/noto-sans-bengali.woff2', async (_request, reply) =>
    reply
      .header('content-type', 'font/woff2')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(await readFile(fontFile)),
  );

  // A payment made without a wallet (a top-up): the payer picks one, then pays on its page.
  app.get<{ Params: { id: string } }>(
    '/sandbox/choose/:id',
    { schema: { params: { type: 'object', required: ['id'], properties: { id: params.properties.id } } } },
    async (request, reply) => {
      const choices = [];
      for (const method of paymentMethodList) {
        const page = await payments.page(method, request.params.id).catch(() => null);
        if (page) choices.push({ method, page });
      }
      const first = choices[0];
      if (!first) throw new DomainError('NOT_FOUND');
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; font-src 'self'")
        .send(
          sandboxChooserPage({
            title: first.page.title,
            amount: first.page.amount,
            payable: first.page.payable,
            staging,
            links: choices.map(({ method, page }) => ({ method, href: `/sandbox/${method}/${page.id}` })),
          }),
        );
    },
  );

  app.get<{ Params: { method: PaymentMethod; id: string } }>(
    '/sandbox/:method/:id',
    { schema: { params } },
    async (request, reply) => {
      const { method } = request.params;
      const page = await payments.page(method, request.params.id);
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header(
          'content-security-policy',
          // The form posts here, then the answer redirects to the web's result page: browsers check
          // form-action on every redirect of a form's navigation, so the web's origins are listed too.
          `default-src 'none'; style-src 'unsafe-inline'; font-src 'self'; form-action 'self' ${webOrigins.join(' ')}`,
        )
        .send(
          sandboxPage({
            method,
            title: page.title,
            amount: page.amount,
            action: `/sandbox/${method}/${page.id}`,
            payable: page.payable,
            staging,
          }),
        );
    },
  );

  app.post<{ Params: { method: PaymentMethod; id: string }; Body: { outcome: PaymentOutcome } }>(
    '/sandbox/:method/:id',
    {
      schema: {
        params,
        body: {
          type: 'object',
          required: ['outcome'],
          properties: { outcome: { type: 'string', enum: paymentOutcomes } },
        },
      },
    },
    async (request, reply) => {
      const result = await payments.choose(request.params.method, request.params.id, request.body.outcome);
      return reply.redirect(`/payments/sandbox/callback?${new URLSearchParams({ ...result })}`, 303);
    },
  );

  app.get<{ Querystring: Partial<GatewayResult> }>(
    '/payments/sandbox/callback',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            transaction: { type: 'string', format: 'uuid' },
            outcome: { type: 'string' },
            method: { type: 'string' },
            ts: { type: 'string', pattern: '^[0-9]{1,15}$' },
            sig: { type: 'string', pattern: '^[0-9a-f]{64}$' },
          },
        },
      },
    },
    async (request, reply) => reply.redirect(await payments.callback(request.query), 303),
  );
}
