import { DomainError } from '../../core/errors';
import { type CheckoutService, returnUrl } from '../checkout/checkout.service';
import type { GatewayResult, PaymentGateway, PaymentMethod, PaymentOutcome } from './gateway';

/**
 * The payment side every way of paying shares: the wallet's page and the payer's choice (the sandbox
 * gateway's side), and the callback (Tilawat's side), which verifies a wallet's signed result and
 * hands it to what was being paid — a v3 purchase today (checkout).
 */
export function createPaymentsService({
  checkout,
  gateway,
}: {
  checkout: CheckoutService;
  gateway: PaymentGateway;
}) {
  return {
    /** What the wallet page of a purchase shows. */
    async page(method: PaymentMethod, id: string) {
      const { purchase, title, payable } = await checkout.purchaseToPay(id, method);
      return { id: purchase.id, title, amount: purchase.amount, payable };
    },

    /** The wallet's signed result of the payer's choice, which it sends back to the callback. */
    async choose(method: PaymentMethod, id: string, outcome: PaymentOutcome): Promise<GatewayResult> {
      const { purchase } = await checkout.purchaseToPay(id, method);
      return gateway.sign(purchase.id, outcome);
    },

    /**
     * Verifies a wallet's result (a forged or tampered one changes nothing) and applies it; answers
     * where the browser returns: the purchase's `redirect` with its outcome.
     */
    async callback(result: Partial<GatewayResult>): Promise<string> {
      if (!gateway.verify(result)) throw new DomainError('GATEWAY_SIGNATURE_INVALID');
      const purchase = await checkout.applyPaymentResult(result.transaction, result.outcome);
      if (!purchase) throw new DomainError('NOT_FOUND');
      return returnUrl(purchase.redirect, purchase.id, purchase.status);
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
