import SSLCommerzPayment from 'sslcommerz-lts';
import { z } from 'zod';
import { DomainError } from '../../core/errors';
import type { PaymentGateway, PaymentMethod, RefundRequest, RefundState } from './gateway';

const SANDBOX_URL = 'https://sandbox.sslcommerz.com';
const LIVE_URL = 'https://securepay.sslcommerz.com';

/** The gateway's `multi_card_name` of each wallet: its hosted page opens on that wallet alone. */
const cardNames: Record<PaymentMethod, string> = {
  bkash: 'bkash',
  nagad: 'nagad',
  upay: 'upay',
  rocket: 'dbblmobilebanking',
};

/** The gateway's `card_type` of a paid transaction (`BKASH-BKash`, `DBBLMOBILEB-Dbbl Mobile Banking`) as our wallet. */
export function methodOfCardType(cardType: string | undefined): PaymentMethod | null {
  const prefix = (cardType ?? '').split('-')[0]?.toUpperCase();
  if (prefix === 'BKASH') return 'bkash';
  if (prefix === 'NAGAD') return 'nagad';
  if (prefix === 'UPAY') return 'upay';
  if (prefix === 'DBBLMOBILEB') return 'rocket';
  return null;
}

const text = z.union([z.string(), z.number()]).transform(String);

/** Session initiation's answer (`gwprocess/v4/api.php`). */
const initAnswer = z.object({
  status: z.string(),
  failedreason: z.string().nullish(),
  GatewayPageURL: z.string().nullish(),
});

/** The Order Validation API's answer for one `val_id`. */
const validationAnswer = z.object({
  status: z.string(),
  tran_id: z.string().nullish(),
  val_id: z.string().nullish(),
  amount: text.nullish(),
  currency: z.string().nullish(),
  currency_type: z.string().nullish(),
  currency_amount: text.nullish(),
  bank_tran_id: z.string().nullish(),
  card_type: z.string().nullish(),
  risk_level: text.nullish(),
  value_a: z.string().nullish(),
});

/** The Transaction Query API's answer for one `tran_id`: every attempt at paying it. */
const queryAnswer = z.object({
  APIConnect: z.string(),
  element: z
    .array(z.object({ status: z.string(), val_id: z.string().nullish(), tran_id: z.string().nullish() }))
    .nullish(),
});

/** The Refund API's answer (initiation, and the refund query). */
const refundAnswer = z.object({
  APIConnect: z.string(),
  status: z.string().nullish(),
  refund_ref_id: z.string().nullish(),
  errorReason: z.string().nullish(),
});

/** What the gateway says of a payment (never what a browser or a notification claims). */
export type GatewayTruth =
  | {
      kind: 'paid';
      tranId: string;
      valId: string;
      /** In the currency paid, as the gateway wrote it ("250.00"). */
      amount: string;
      currency: string;
      /** The wallet paid with, when it is one of ours. */
      method: PaymentMethod | null;
      /** The gateway's reference of the payment, which a refund names. */
      reference: string;
      /** The gateway flags the payment as risky (risk_level 1). */
      risky: boolean;
    }
  | { kind: 'failure' | 'cancel' | 'pending' };

/** A payment being opened at the gateway: what it is, how much, who pays. */
export interface GatewaySession {
  paymentId: string;
  /** In taka. */
  amount: number;
  title: string;
  method: PaymentMethod | null;
  payer: { name: string; email: string; phone: string };
}

export interface SslcommerzGateway extends PaymentGateway {
  readonly name: 'sslcommerz';
  /** Opens a session for a payment and answers the gateway's page where the payer pays. */
  open(session: GatewaySession): Promise<string>;
  /** What the gateway itself says of payment `tranId` (through `valId` when a return or an IPN named one). */
  truthOf(tranId: string, valId?: string): Promise<GatewayTruth>;
  refund(request: RefundRequest): Promise<RefundState>;
}

export interface SslcommerzConfig {
  storeId: string;
  storePassword: string;
  /** True: the sandbox (sandbox.sslcommerz.com); false: real money (securepay). */
  sandbox: boolean;
  /** Another address of the gateway (the tests' simulator). */
  baseUrl?: string;
  /** This api's public origin: the returns and the IPN come here. */
  publicOrigin: string;
  /** The wallets switched on for the store. */
  methods: readonly PaymentMethod[];
  /** How long one call to the gateway may take. */
  timeoutMs?: number;
  warn: (details: Record<string, unknown>, message: string) => void;
}

/**
 * PAYMENT_GATEWAY=sslcommerz: SSLCommerz, through its official package (`sslcommerz-lts`). The
 * checkout's URL is this api's `/payments/sslcommerz/start/<id>`, which opens a session at the gateway
 * (the chosen wallet preselected) and sends the browser on; the browser's returns and the gateway's
 * IPN come back to this api, and nothing counts until the gateway's own Order Validation API (or its
 * Transaction Query API, for a failure or a cancel) says so. Refunds go through its Refund API.
 */
export function createSslcommerzGateway(config: SslcommerzConfig): SslcommerzGateway {
  const base = (config.baseUrl ?? (config.sandbox ? SANDBOX_URL : LIVE_URL)).replace(/\/+$/, '');
  const urls = {
    baseURL: base,
    initURL: `${base}/gwprocess/v4/api.php`,
    validationURL: `${base}/validator/api/validationserverAPI.php?`,
    refundURL: `${base}/validator/api/merchantTransIDvalidationAPI.php?`,
    refundQueryURL: `${base}/validator/api/merchantTransIDvalidationAPI.php?`,
    transactionQueryBySessionIdURL: `${base}/validator/api/merchantTransIDvalidationAPI.php?`,
    transactionQueryByTransactionIdURL: `${base}/validator/api/merchantTransIDvalidationAPI.php?`,
  };
  // The package builds its URLs from the public hosts and writes query values as they are: the
  // session (a form body) gets the credentials as given, the queries get them URL-encoded.
  const session = Object.assign(
    new SSLCommerzPayment(config.storeId, config.storePassword, !config.sandbox),
    urls,
  );
  const queries = Object.assign(
    new SSLCommerzPayment(
      encodeURIComponent(config.storeId),
      encodeURIComponent(config.storePassword),
      !config.sandbox,
    ),
    urls,
  );
  const timeoutMs = config.timeoutMs ?? 15_000;
  const origin = config.publicOrigin.replace(/\/+$/, '');

  /** One call to the gateway: its JSON in `schema`'s shape, or 502 GATEWAY_UNAVAILABLE. */
  async function call<T extends z.ZodTypeAny>(what: string, schema: T, request: Promise<unknown>) {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<Error>((resolve) => {
      timer = setTimeout(() => resolve(new Error(`no answer in ${timeoutMs} ms`)), timeoutMs);
    });
    const answer = await Promise.race([request.catch((error: unknown) => error), timeout]);
    clearTimeout(timer);
    const parsed = schema.safeParse(answer);
    if (answer instanceof Error || !parsed.success) {
      config.warn(
        {
          gateway: 'sslcommerz',
          call: what,
          error: answer instanceof Error ? answer.message : 'unexpected answer',
        },
        'the payment gateway did not answer as documented',
      );
      throw new DomainError('GATEWAY_UNAVAILABLE');
    }
    const data = parsed.data as z.infer<T>;
    // the query and refund APIs say whether they ran: INVALID_REQUEST, FAILED, INACTIVE (wrong or
    // switched-off credentials) are the store's problem, not an answer about the payment
    const connect = (data as { APIConnect?: string }).APIConnect;
    if (connect !== undefined && connect !== 'DONE') {
      config.warn(
        { gateway: 'sslcommerz', call: what, APIConnect: connect },
        'the payment gateway refused the call',
      );
      throw new DomainError('GATEWAY_UNAVAILABLE');
    }
    return data;
  }

  async function validated(tranId: string, valId: string): Promise<GatewayTruth> {
    const answer = await call(
      'validate',
      validationAnswer,
      queries.validate({ val_id: encodeURIComponent(valId) }),
    );
    if ((answer.status !== 'VALID' && answer.status !== 'VALIDATED') || answer.tran_id !== tranId) {
      return { kind: 'pending' };
    }
    return {
      kind: 'paid',
      tranId,
      valId,
      amount: answer.currency_amount ?? answer.amount ?? '',
      currency: answer.currency_type ?? answer.currency ?? '',
      method: methodOfCardType(answer.card_type ?? undefined),
      reference: answer.bank_tran_id ?? valId,
      risky: answer.risk_level !== undefined && answer.risk_level !== null && answer.risk_level !== '0',
    };
  }

  return {
    name: 'sslcommerz',
    methods: config.methods,
    checkoutUrl: (paymentId, method) =>
      `${origin}/payments/sslcommerz/start/${paymentId}${method ? `?method=${method}` : ''}`,

    async open({ paymentId, amount, title, method, payer }) {
      const back = `${origin}/payments/sslcommerz`;
      const answer = await call(
        'init',
        initAnswer,
        session.init({
          total_amount: amount.toFixed(2),
          currency: 'BDT',
          tran_id: paymentId,
          success_url: `${back}/return/success`,
          fail_url: `${back}/return/fail`,
          cancel_url: `${back}/return/cancel`,
          ipn_url: `${back}/ipn`,
          // the chosen wallet alone; a top-up without one offers every mobile wallet
          multi_card_name: method ? cardNames[method] : config.methods.map((m) => cardNames[m]).join(','),
          shipping_method: 'NO',
          num_of_item: 1,
          product_name: title.slice(0, 255),
          product_category: 'Education',
          product_profile: 'non-physical-goods',
          cus_name: payer.name,
          cus_email: payer.email,
          cus_phone: payer.phone,
          cus_add1: 'Bangladesh',
          cus_city: 'Dhaka',
          cus_postcode: '1000',
          cus_country: 'Bangladesh',
          value_a: method ?? '',
        }),
      );
      if (answer.status !== 'SUCCESS' || !answer.GatewayPageURL) {
        config.warn(
          { gateway: 'sslcommerz', payment: paymentId, reason: answer.failedreason },
          'the payment gateway refused to open a session',
        );
        throw new DomainError('GATEWAY_UNAVAILABLE');
      }
      return answer.GatewayPageURL;
    },

    async truthOf(tranId, valId) {
      if (valId) {
        const truth = await validated(tranId, valId);
        if (truth.kind === 'paid') return truth;
      }
      const answer = await call(
        'transaction query',
        queryAnswer,
        queries.transactionQueryByTransactionId({ tran_id: encodeURIComponent(tranId) }),
      );
      const attempts = (answer.element ?? []).filter(
        (attempt) => !attempt.tran_id || attempt.tran_id === tranId,
      );
      const paid = attempts.find((attempt) => attempt.status === 'VALID' || attempt.status === 'VALIDATED');
      if (paid?.val_id) return validated(tranId, paid.val_id);
      const last = attempts.at(-1)?.status;
      if (last === 'FAILED') return { kind: 'failure' };
      if (last === 'CANCELLED') return { kind: 'cancel' };
      return { kind: 'pending' };
    },

    async refund({ reference, amount, orderId, refundRef }) {
      let ref = refundRef;
      if (!ref) {
        const started = await call(
          'refund',
          refundAnswer,
          queries.initiateRefund({
            refund_amount: amount.toFixed(2),
            refund_remarks: 'Tilawat order refund',
            bank_tran_id: encodeURIComponent(reference),
            refe_id: orderId,
          }),
        );
        if (started.status !== 'success' || !started.refund_ref_id) {
          config.warn(
            { gateway: 'sslcommerz', order: orderId, reason: started.errorReason },
            'the payment gateway refused the refund',
          );
          return { refundRef: null, state: 'refused' };
        }
        ref = started.refund_ref_id;
      }
      const state = await call(
        'refund query',
        refundAnswer,
        queries.refundQuery({ refund_ref_id: encodeURIComponent(ref) }),
      );
      if (state.status === 'refunded') return { refundRef: ref, state: 'done' };
      if (state.status === 'cancelled') return { refundRef: null, state: 'refused' };
      return { refundRef: ref, state: 'pending' };
    },
  };
}
