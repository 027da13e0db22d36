import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { batches, courses, purchases } from '../db/schema';
import type { Env } from '../env';
import { hmac, safeEqualHex } from '../lib/crypto';
import { escapeHtml } from '../lib/escape-html';
import { badRequest, notFound } from '../lib/http-error';
import { applyPaymentResult, type PaymentOutcome, returnUrl } from './purchase-flow';

export type PaymentMethod = 'bkash' | 'nagad' | 'upay' | 'rocket';

/** A signed result of a payment, as a wallet sends it back. */
export interface GatewayResult {
  transaction: string;
  outcome: PaymentOutcome;
  ts: string;
  sig: string;
}

/**
 * How a purchase is paid (DESIGN.md §3). Real wallets are adapters behind the
 * same interface, chosen by PAYMENT_GATEWAY; `sandbox` is a page served by this api.
 */
export interface PaymentGateway {
  /** Where the browser goes to pay. */
  checkoutUrl(purchaseId: string, method: PaymentMethod): string;
  /** The signed result for a payer's choice (what the wallet sends back). */
  sign(transaction: string, outcome: PaymentOutcome, ts?: string): GatewayResult;
  /** True when a result carries this server's signature and is not older than an hour. */
  verify(result: Partial<GatewayResult>, now?: Date): result is GatewayResult;
}

const outcomes: readonly PaymentOutcome[] = ['success', 'failure', 'cancel'];

export function createSandboxGateway(env: Env): PaymentGateway {
  const signature = (transaction: string, outcome: string, ts: string) =>
    hmac(env.GATEWAY_SECRET, `${transaction}|${outcome}|${ts}`);
  return {
    checkoutUrl: (purchaseId, method) => `${env.PUBLIC_ORIGIN}/sandbox/${method}/${purchaseId}`,
    sign(transaction, outcome, ts = String(Date.now())) {
      return { transaction, outcome, ts, sig: signature(transaction, outcome, ts) };
    },
    verify(result, now = new Date()): result is GatewayResult {
      const { transaction, outcome, ts, sig } = result;
      if (!transaction || !outcome || !ts || !sig || !outcomes.includes(outcome)) return false;
      const age = now.getTime() - Number(ts);
      if (!Number.isFinite(age) || age < -60_000 || age > 3_600_000) return false;
      return safeEqualHex(sig, signature(transaction, outcome, ts));
    },
  };
}

/** Each wallet's look on the sandbox page: its colour and names (no logos). */
const wallets: Record<PaymentMethod, { bn: string; en: string; colour: string; ink: string }> = {
  bkash: { bn: 'বিকাশ', en: 'bKash', colour: '#E2136E', ink: '#FFFFFF' },
  nagad: { bn: 'নগদ', en: 'Nagad', colour: '#C2410C', ink: '#FFFFFF' },
  upay: { bn: 'উপায়', en: 'Upay', colour: '#FFC20E', ink: '#0B2A6F' },
  rocket: { bn: 'রকেট', en: 'Rocket', colour: '#8C3494', ink: '#FFFFFF' },
};

const taka = (amount: number) => `৳${new Intl.NumberFormat('bn-BD').format(amount)}`;

function checkoutPage(opts: {
  method: PaymentMethod;
  title: string;
  amount: number;
  action: string;
  expired: boolean;
}): string {
  const w = wallets[opts.method];
  const button = (outcome: PaymentOutcome, label: string, primary: boolean) =>
    `<button name="outcome" value="${outcome}" class="${primary ? 'primary' : 'secondary'}">${label}</button>`;
  return `<!doctype html>
<html lang="bn"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${w.en} স্যান্ডবক্স পেমেন্ট — তিলাওয়াত</title>
<style>
@font-face{font-family:'Noto Sans Bengali';font-weight:400 700;font-display:swap;src:url(/sandbox/assets/noto-sans-bengali.woff2) format('woff2')}
body{margin:0;font-family:'Noto Sans Bengali',system-ui,sans-serif;background:#f4f4f5;color:#1c2421;line-height:1.6}
header{background:${w.colour};color:${w.ink};padding:1rem 1.25rem}
header h1{margin:0;font-size:1.25rem}
main{max-width:26rem;margin:1.5rem auto;background:#fff;border-radius:12px;padding:1.25rem;box-shadow:0 2px 8px rgb(0 0 0/.08)}
.amount{font-size:2rem;font-weight:700;margin:.25rem 0 1rem}
.note{font-size:.9rem;color:#44504b;background:#fff7e6;border-radius:8px;padding:.5rem .75rem}
form{display:grid;gap:.75rem;margin-top:1rem}
button{font:inherit;min-height:44px;border-radius:8px;border:2px solid ${w.colour};cursor:pointer;padding:.5rem 1rem}
button.primary{background:${w.colour};color:${w.ink}}
button.secondary{background:#fff;color:#1c2421;border-color:#8a8f8c}
button:focus-visible{outline:3px solid #0f6b5c;outline-offset:2px}
</style></head>
<body><header><h1>${w.bn} (${w.en}) — স্যান্ডবক্স</h1></header>
<main>
<p>${escapeHtml(opts.title)}</p>
<p class="amount">${taka(opts.amount)}</p>
<p class="note">এটি পরীক্ষার জন্য তৈরি পেমেন্ট পাতা — কোনো টাকা কাটা হবে না। This is a sandbox wallet: no money moves.</p>
${
  opts.expired
    ? '<p role="alert">এই পেমেন্টের সময় শেষ হয়ে গেছে। আবার কেনার চেষ্টা করুন।</p>'
    : `<form method="post" action="${escapeHtml(opts.action)}">
${button('success', 'পেমেন্ট সম্পন্ন করুন', true)}
${button('failure', 'পেমেন্ট ব্যর্থ হোক', false)}
${button('cancel', 'বাতিল করুন', false)}
</form>`
}
</main></body></html>`;
}

/**
 * The sandbox wallet, outside the contract (it is the wallet's side, not Tilawat's API):
 * - GET  /sandbox/:method/:id — the checkout page, looking like that wallet;
 * - POST /sandbox/:method/:id — the payer's choice; the "wallet" signs the result and sends the browser back;
 * - GET  /payments/sandbox/callback — Tilawat's side: verifies the signature, applies the result
 *   idempotently and returns the browser to the purchase's `redirect` with its outcome.
 */
export async function sandboxRoutes(
  app: FastifyInstance,
  { env, db, gateway }: { env: Env; db: Db; gateway: PaymentGateway },
) {
  const params = {
    type: 'object',
    required: ['method', 'id'],
    properties: {
      method: { type: 'string', enum: Object.keys(wallets) },
      id: { type: 'string', format: 'uuid' },
    },
  } as const;

  async function load(id: string, method: string) {
    const [row] = await db
      .select({ purchase: purchases, batchName: batches.name, courseTitle: courses.title })
      .from(purchases)
      .innerJoin(batches, eq(batches.id, purchases.batchId))
      .innerJoin(courses, eq(courses.id, purchases.courseId))
      .where(eq(purchases.id, id));
    if (!row || row.purchase.method !== method) throw notFound();
    return row;
  }

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

  app.get<{ Params: { method: PaymentMethod; id: string } }>(
    '/sandbox/:method/:id',
    { schema: { params } },
    async (request, reply) => {
      const { purchase, courseTitle, batchName } = await load(request.params.id, request.params.method);
      const expired = purchase.status !== 'PENDING' || purchase.expiresAt <= new Date();
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header(
          'content-security-policy',
          // The form posts here, then the answer redirects to the web's result page: browsers check
          // form-action on every redirect of a form's navigation, so the web's origins are listed too.
          `default-src 'none'; style-src 'unsafe-inline'; font-src 'self'; form-action 'self' ${env.WEB_ORIGINS.join(' ')}`,
        )
        .send(
          checkoutPage({
            method: request.params.method,
            title: `${courseTitle} — ${batchName}`,
            amount: purchase.amount,
            action: `/sandbox/${request.params.method}/${purchase.id}`,
            expired,
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
          properties: { outcome: { type: 'string', enum: outcomes as unknown as string[] } },
        },
      },
    },
    async (request, reply) => {
      const { purchase } = await load(request.params.id, request.params.method);
      const result = gateway.sign(purchase.id, request.body.outcome);
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
            ts: { type: 'string', pattern: '^[0-9]{1,15}$' },
            sig: { type: 'string', pattern: '^[0-9a-f]{64}$' },
          },
        },
      },
    },
    async (request, reply) => {
      if (!gateway.verify(request.query))
        throw badRequest('GATEWAY_SIGNATURE_INVALID', 'পেমেন্টের ফলাফল যাচাই করা যায়নি।');
      const purchase = await applyPaymentResult(db, request.query.transaction, request.query.outcome);
      if (!purchase) throw notFound();
      return reply.redirect(returnUrl(purchase.redirect, purchase.id, purchase.status), 303);
    },
  );
}
