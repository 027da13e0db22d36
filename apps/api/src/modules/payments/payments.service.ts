import { DomainError } from '../../core/errors';
import type {
  GatewayResult,
  Payable,
  PaymentMethod,
  PaymentOutcome,
  SandboxGateway,
  WalletPage,
} from './gateway';
import type { SslcommerzGateway } from './sslcommerz-gateway';

/** A gateway amount ("250.00") in paisa, or NaN when it is not one. */
const paisa = (amount: string) =>
  /^\d+(\.\d{1,2})?$/.test(amount) ? Math.round(Number(amount) * 100) : Number.NaN;

/**
 * The payment side every way of paying shares: what is being paid (a v3 purchase from checkout, a shop
 * order's payment or a top-up, from the shop — each a `Payable`), and the gateway's results applied to
 * it once. The sandbox gateway's side (its page, the payer's signed choice, the callback) and
 * SSLCommerz's (the session, the returns and the IPN, believed only as far as the gateway confirms
 * them) both end in the same idempotent `apply`.
 */
export function createPaymentsService({
  payables,
  sandbox,
  sslcommerz,
  payerContact,
  warn,
}: {
  payables: readonly Payable[];
  sandbox?: SandboxGateway;
  sslcommerz?: SslcommerzGateway;
  payerContact: (userId: string) => Promise<{ name: string; email: string; phone: string }>;
  warn: (details: Record<string, unknown>, message: string) => void;
}) {
  /** The payment `id` (paid with `method`, when given), whichever payable it is; else 404. */
  async function pageOf(id: string, method?: PaymentMethod): Promise<WalletPage> {
    for (const payable of payables) {
      const page = await payable.toPay(id, method);
      if (page) return page;
    }
    throw new DomainError('NOT_FOUND');
  }

  /** Applies a result to whichever payable owns `id`; where the browser returns. */
  async function apply(id: string, outcome: PaymentOutcome, method?: PaymentMethod, reference?: string) {
    for (const payable of payables) {
      const back = await payable.apply(id, outcome, method, reference);
      if (back) return back;
    }
    throw new DomainError('NOT_FOUND');
  }

  function sandboxGateway(): SandboxGateway {
    if (!sandbox) throw new DomainError('NOT_FOUND');
    return sandbox;
  }

  function sslcommerzGateway(): SslcommerzGateway {
    if (!sslcommerz) throw new DomainError('NOT_FOUND');
    return sslcommerz;
  }

  return {
    /** What the sandbox wallet page of a payment shows. */
    page: (method: PaymentMethod, id: string) => {
      sandboxGateway();
      return pageOf(id, method);
    },

    /** The sandbox wallet's signed result of the payer's choice, which it sends back to the callback. */
    async choose(method: PaymentMethod, id: string, outcome: PaymentOutcome): Promise<GatewayResult> {
      const gateway = sandboxGateway();
      const page = await pageOf(id, method);
      return gateway.sign(page.id, outcome, method);
    },

    /**
     * Verifies the sandbox wallet's result (a forged or tampered one changes nothing) and applies it;
     * answers where the browser returns with the outcome.
     */
    async callback(result: Partial<GatewayResult>): Promise<string> {
      if (!sandboxGateway().verify(result)) throw new DomainError('GATEWAY_SIGNATURE_INVALID');
      return apply(result.transaction, result.outcome, result.method);
    },

    /**
     * Opens a payment at SSLCommerz (the chosen wallet preselected) and answers its page; a payment
     * past its time or already settled is not opened (409).
     */
    async start(id: string, method: PaymentMethod | undefined): Promise<string> {
      const gateway = sslcommerzGateway();
      const page = await pageOf(id, method);
      if (!page.payable) throw new DomainError('PAYMENT_CLOSED');
      const chosen = method ?? page.method;
      return gateway.open({
        paymentId: page.id,
        amount: page.amount,
        title: page.title,
        method: chosen && gateway.methods.includes(chosen) ? chosen : null,
        payer: await payerContact(page.payerId),
      });
    },

    /**
     * A result of payment `tranId` as the browser's return or the IPN reports it: believed only as
     * far as the gateway itself confirms it (its Order Validation API for `valId`, its Transaction
     * Query API otherwise). A paid result must match what we asked — the transaction, the amount in
     * taka — else it is logged and refused; nothing the gateway does not confirm changes anything.
     * Applied once, however often and in whatever order the returns and IPNs arrive.
     */
    async confirm(tranId: string, valId: string | undefined): Promise<string> {
      const gateway = sslcommerzGateway();
      const page = await pageOf(tranId);
      const truth = await gateway.truthOf(tranId, valId);
      if (truth.kind === 'pending') throw new DomainError('GATEWAY_RESULT_UNCONFIRMED');
      if (truth.kind !== 'paid') return apply(page.id, truth.kind);
      if (truth.tranId !== page.id || truth.currency !== 'BDT' || paisa(truth.amount) !== page.amount * 100) {
        warn(
          {
            payment: page.id,
            valId: truth.valId,
            expected: `${page.amount} BDT`,
            got: `${truth.amount} ${truth.currency}`,
          },
          'the gateway confirmed a payment that does not match ours: refused',
        );
        throw new DomainError('GATEWAY_MISMATCH');
      }
      if (truth.risky) {
        warn(
          { payment: page.id, valId: truth.valId },
          'the gateway flags this payment as risky: not applied',
        );
        throw new DomainError('GATEWAY_RESULT_UNCONFIRMED');
      }
      const back = await apply(page.id, 'success', truth.method ?? page.method ?? undefined, truth.reference);
      if (!(await pageOf(page.id)).paid) {
        // Paid at the gateway, but nothing given for it here: ours had closed (past its 15 minutes,
        // replaced by a newer purchase, its order cancelled meanwhile). The money goes back through
        // the gateway at once (a repeat is refused there: one refund per payment).
        const refund = await gateway
          .refund({ reference: truth.reference, amount: page.amount, orderId: page.id, refundRef: null })
          .catch(() => null);
        warn(
          {
            payment: page.id,
            valId: truth.valId,
            reference: truth.reference,
            refund: refund ?? 'not started',
          },
          'the gateway confirmed a payment that had closed here: returned through the gateway',
        );
      }
      return back;
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
