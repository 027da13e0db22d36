import { DomainError } from '../../core/errors';
import type {
  GatewayResult,
  Payable,
  PaymentGateway,
  PaymentMethod,
  PaymentOutcome,
  WalletPage,
} from './gateway';

/**
 * The payment side every way of paying shares: the wallet's page and the payer's choice (the sandbox
 * gateway's side), and the callback (Tilawat's side), which verifies a wallet's signed result and
 * hands it to what was being paid — a v3 purchase (checkout) or a shop order (shopping): one gateway,
 * one signed callback, one idempotent apply per payable.
 */
export function createPaymentsService({
  payables,
  gateway,
}: {
  payables: readonly Payable[];
  gateway: PaymentGateway;
}) {
  async function pageOf(method: PaymentMethod, id: string): Promise<WalletPage> {
    for (const payable of payables) {
      const page = await payable.toPay(id, method);
      if (page) return page;
    }
    throw new DomainError('NOT_FOUND');
  }

  return {
    /** What the wallet page of a payment shows. */
    page: pageOf,

    /** The wallet's signed result of the payer's choice, which it sends back to the callback. */
    async choose(method: PaymentMethod, id: string, outcome: PaymentOutcome): Promise<GatewayResult> {
      const page = await pageOf(method, id);
      return gateway.sign(page.id, outcome, method);
    },

    /**
     * Verifies a wallet's result (a forged or tampered one changes nothing) and applies it; answers
     * where the browser returns with the outcome.
     */
    async callback(result: Partial<GatewayResult>): Promise<string> {
      if (!gateway.verify(result)) throw new DomainError('GATEWAY_SIGNATURE_INVALID');
      for (const payable of payables) {
        const back = await payable.apply(result.transaction, result.outcome, result.method);
        if (back) return back;
      }
      throw new DomainError('NOT_FOUND');
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
