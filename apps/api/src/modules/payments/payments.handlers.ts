import type { ContractHandlers } from '../../core/handlers';
import type { PaymentGateway } from './gateway';

/** What the contract says of payments themselves (v3): the gateway and the wallets it offers. */
export function paymentsHandlers(gateway: Pick<PaymentGateway, 'name' | 'methods'>): ContractHandlers {
  return {
    v3: {
      v3ListPaymentMethods: async () => ({ data: { gateway: gateway.name, methods: [...gateway.methods] } }),
    },
  };
}
