// A local SSLCommerz: the gateway's documented HTTP protocol (v4), on a loopback port, for the tests.
import { randomBytes } from 'node:crypto';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import Fastify from 'fastify';

/** What a payer did at the gateway's page. */
export type PayerOutcome = 'success' | 'fail' | 'cancel';

/** One session the merchant opened (`gwprocess/v4/api.php`): the fields it sent. */
export type SimulatedSession = Record<string, string> & { sessionkey: string; tran_id: string };

/** One attempt at paying a transaction, as the Transaction Query API lists it. */
interface Attempt {
  tran_id: string;
  val_id: string;
  status: 'VALID' | 'VALIDATED' | 'FAILED' | 'CANCELLED';
  amount: string;
  currency: string;
  bank_tran_id: string;
  card_type: string;
  risk_level: string;
  validated: boolean;
}

interface Refund {
  refund_ref_id: string;
  bank_tran_id: string;
  amount: string;
  status: 'processing' | 'refunded' | 'cancelled';
}

/** What the gateway sends after the payer's choice: the browser's form post and the IPN. */
export interface GatewayPosts {
  /** The browser's return: POST to success_url, fail_url or cancel_url. */
  browser: { url: string; form: Record<string, string> };
  /** The IPN: POST to ipn_url. */
  ipn: { url: string; form: Record<string, string> };
  valId: string;
  bankTranId: string;
}

const cardTypes: Record<string, string> = {
  bkash: 'BKASH-BKash',
  nagad: 'NAGAD-Nagad',
  upay: 'UPAY-Upay',
  dbblmobilebanking: 'DBBLMOBILEB-Dbbl Mobile Banking',
};

const REQUIRED_INIT = [
  'store_id',
  'store_passwd',
  'total_amount',
  'currency',
  'tran_id',
  'success_url',
  'fail_url',
  'cancel_url',
  'cus_name',
  'cus_add1',
  'cus_city',
  'cus_country',
  'shipping_method',
  'product_name',
  'product_category',
  'product_profile',
];

const id = (prefix: string) => `${prefix}${randomBytes(6).toString('hex').toUpperCase()}`;

/**
 * Starts the simulator for one store's credentials. It answers, as SSLCommerz documents them:
 * - session initiation (POST /gwprocess/v4/api.php, multipart): the credentials and mandatory fields
 *   checked, `SUCCESS` with a `sessionkey` and the `GatewayPageURL`, else `FAILED` and `failedreason`;
 * - the Order Validation API (/validator/api/validationserverAPI.php?val_id=): `VALID` the first time,
 *   `VALIDATED` after, `INVALID_TRANSACTION` for an unknown val_id or wrong credentials;
 * - the Transaction Query API (/validator/api/merchantTransIDvalidationAPI.php?tran_id=): every attempt;
 * - the Refund API (same path, ?bank_tran_id=&refund_amount=&refe_id=) and its query (?refund_ref_id=).
 * The payer is the test: `pay(tranId, outcome)` plays the gateway's page and answers the browser's
 * return and the IPN that the gateway would send, for the test to deliver in any order.
 */
export async function startSslcommerzSimulator(store: { storeId: string; storePassword: string }) {
  const app = Fastify({ logger: false });
  await app.register(formbody);
  await app.register(multipart, { attachFieldsToBody: 'keyValues' });
  const sessions = new Map<string, SimulatedSession>();
  const attempts: Attempt[] = [];
  const refunds = new Map<string, Refund>();
  const calls: { path: string; query: Record<string, string> }[] = [];
  /** How the next refunds answer their query: at once, or processing until `settleRefunds`. */
  let refundsSettle: 'at-once' | 'later' = 'at-once';
  let url = '';

  const credentialsOk = (query: Record<string, string>) =>
    query.store_id === store.storeId && query.store_passwd === store.storePassword;

  app.post('/gwprocess/v4/api.php', async (request) => {
    const fields = Object.fromEntries(
      Object.entries((request.body ?? {}) as Record<string, unknown>).map(([key, value]) => [
        key,
        String(value ?? ''),
      ]),
    );
    calls.push({ path: 'init', query: fields });
    if (fields.store_id !== store.storeId || fields.store_passwd !== store.storePassword) {
      return { status: 'FAILED', failedreason: 'Store Credential Error Or Store is De-active' };
    }
    const missing = REQUIRED_INIT.filter((field) => !fields[field]);
    if (missing.length)
      return { status: 'FAILED', failedreason: `Invalid Information: ${missing.join(', ')}` };
    const amount = Number(fields.total_amount);
    if (!(amount >= 10 && amount <= 500_000)) {
      return { status: 'FAILED', failedreason: 'Invalid Information: total_amount' };
    }
    const sessionkey = id('SK');
    sessions.set(sessionkey, { ...fields, sessionkey, tran_id: fields.tran_id as string });
    return {
      status: 'SUCCESS',
      failedreason: '',
      sessionkey,
      GatewayPageURL: `${url}/EasyCheckOut/${sessionkey}`,
    };
  });

  app.all<{ Querystring: Record<string, string> }>(
    '/validator/api/validationserverAPI.php',
    async (request) => {
      calls.push({ path: 'validate', query: request.query });
      const attempt = attempts.find((a) => a.val_id === request.query.val_id);
      if (
        !credentialsOk(request.query) ||
        !attempt ||
        (attempt.status !== 'VALID' && attempt.status !== 'VALIDATED')
      ) {
        return { status: 'INVALID_TRANSACTION' };
      }
      const status = attempt.validated ? 'VALIDATED' : 'VALID';
      attempt.validated = true;
      return {
        status,
        tran_date: new Date().toISOString().slice(0, 19).replace('T', ' '),
        tran_id: attempt.tran_id,
        val_id: attempt.val_id,
        amount: attempt.amount,
        store_amount: (Number(attempt.amount) * 0.975).toFixed(2),
        currency: 'BDT',
        bank_tran_id: attempt.bank_tran_id,
        card_type: attempt.card_type,
        currency_type: attempt.currency,
        currency_amount: attempt.amount,
        risk_level: attempt.risk_level,
        risk_title: attempt.risk_level === '0' ? 'Safe' : 'Risky',
        APIConnect: 'DONE',
      };
    },
  );

  app.all<{ Querystring: Record<string, string> }>(
    '/validator/api/merchantTransIDvalidationAPI.php',
    async (request) => {
      const query = request.query;
      calls.push({ path: 'merchantTransID', query });
      if (!credentialsOk(query)) return { APIConnect: 'INVALID_REQUEST' };
      if (query.refund_ref_id) {
        const refund = refunds.get(query.refund_ref_id);
        if (!refund) return { APIConnect: 'DONE', status: 'failed', errorReason: 'Invalid refund_ref_id' };
        return {
          APIConnect: 'DONE',
          bank_tran_id: refund.bank_tran_id,
          refund_ref_id: refund.refund_ref_id,
          status: refund.status,
        };
      }
      if (query.bank_tran_id) {
        const paid = attempts.find(
          (a) => a.bank_tran_id === query.bank_tran_id && (a.status === 'VALID' || a.status === 'VALIDATED'),
        );
        const already = [...refunds.values()].filter(
          (r) => r.bank_tran_id === query.bank_tran_id && r.status !== 'cancelled',
        );
        if (!paid) return { APIConnect: 'DONE', status: 'failed', errorReason: 'Invalid bank_tran_id' };
        if (already.length) return { APIConnect: 'DONE', status: 'failed', errorReason: 'Already refunded' };
        if (!(Number(query.refund_amount) > 0) || Number(query.refund_amount) > Number(paid.amount)) {
          return { APIConnect: 'DONE', status: 'failed', errorReason: 'Invalid refund_amount' };
        }
        const refund: Refund = {
          refund_ref_id: id('RF'),
          bank_tran_id: paid.bank_tran_id,
          amount: String(query.refund_amount),
          status: refundsSettle === 'at-once' ? 'refunded' : 'processing',
        };
        refunds.set(refund.refund_ref_id, refund);
        return {
          APIConnect: 'DONE',
          bank_tran_id: refund.bank_tran_id,
          trans_id: paid.tran_id,
          refund_ref_id: refund.refund_ref_id,
          status: 'success',
          errorReason: '',
        };
      }
      if (query.tran_id) {
        const element = attempts
          .filter((a) => a.tran_id === query.tran_id)
          .map(({ validated: _, ...a }) => a);
        return { APIConnect: 'DONE', no_of_trans_found: element.length, element };
      }
      return { APIConnect: 'INVALID_REQUEST' };
    },
  );

  url = await app.listen({ host: '127.0.0.1', port: 0 });

  return {
    url,
    /** Every call the merchant made, in order (init's fields; the APIs' queries). */
    calls,
    /** The sessions the merchant opened, by tran_id: the last one. */
    sessionOf(tranId: string): SimulatedSession | undefined {
      return [...sessions.values()].filter((s) => s.tran_id === tranId).at(-1);
    },
    /** How refunds started from now on settle. */
    refundsSettle(mode: 'at-once' | 'later') {
      refundsSettle = mode;
    },
    /** The gateway finishes every refund still processing (`refunded`), or cancels them. */
    settleRefunds(status: 'refunded' | 'cancelled' = 'refunded') {
      for (const refund of refunds.values()) if (refund.status === 'processing') refund.status = status;
    },
    refunds: () => [...refunds.values()],
    /**
     * The payer at the gateway's page of the last session of `tranId`: pays (with the session's wallet,
     * or `paidAmount` when the test makes the gateway's record differ), fails or cancels.
     */
    pay(
      tranId: string,
      outcome: PayerOutcome,
      opts: { paidAmount?: string; risky?: boolean } = {},
    ): GatewayPosts {
      const session = [...sessions.values()].filter((s) => s.tran_id === tranId).at(-1);
      if (!session) throw new Error(`no session for ${tranId}`);
      const wallet = (session.multi_card_name ?? '').split(',')[0] ?? 'bkash';
      const attempt: Attempt = {
        tran_id: tranId,
        val_id: id('VAL'),
        status: outcome === 'success' ? 'VALID' : outcome === 'fail' ? 'FAILED' : 'CANCELLED',
        amount: opts.paidAmount ?? Number(session.total_amount).toFixed(2),
        currency: session.currency ?? 'BDT',
        bank_tran_id: id('BT'),
        card_type: cardTypes[wallet] ?? 'VISA-Dutch Bangla',
        risk_level: opts.risky ? '1' : '0',
        validated: false,
      };
      attempts.push(attempt);
      const form: Record<string, string> = {
        tran_id: tranId,
        status: attempt.status,
        amount: attempt.amount,
        currency: 'BDT',
        card_type: attempt.card_type,
        bank_tran_id: attempt.bank_tran_id,
        value_a: session.value_a ?? '',
        value_b: '',
        value_c: '',
        value_d: '',
        tran_date: new Date().toISOString().slice(0, 19).replace('T', ' '),
        store_amount: (Number(attempt.amount) * 0.975).toFixed(2),
        card_no: '',
        card_issuer: attempt.card_type.split('-')[1] ?? '',
        card_brand: 'MOBILEBANKING',
        card_issuer_country: 'Bangladesh',
        card_issuer_country_code: 'BD',
        currency_type: attempt.currency,
        currency_amount: attempt.amount,
        currency_rate: '1.0000',
        base_fair: '0.00',
        risk_level: attempt.risk_level,
        risk_title: attempt.risk_level === '0' ? 'Safe' : 'Risky',
        // the gateway signs its posts (MD5 over these keys and the password's MD5); the adapter does not
        // rely on it: it asks the Validation or Query API instead
        verify_key: 'amount,bank_tran_id,card_type,currency,status,tran_id',
        verify_sign: randomBytes(16).toString('hex'),
        ...(outcome === 'success' ? { val_id: attempt.val_id } : {}),
      };
      const to =
        outcome === 'success'
          ? session.success_url
          : outcome === 'fail'
            ? session.fail_url
            : session.cancel_url;
      return {
        browser: { url: to as string, form },
        ipn: { url: session.ipn_url as string, form },
        valId: attempt.val_id,
        bankTranId: attempt.bank_tran_id,
      };
    },
    close: () => app.close(),
  };
}

export type SslcommerzSimulator = Awaited<ReturnType<typeof startSslcommerzSimulator>>;
