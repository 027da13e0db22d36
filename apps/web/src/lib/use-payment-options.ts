import { type PaymentMethod, paymentMethods } from '@tilawat/domain';
import { unwrap } from '@tilawat/sdk';
import { webBn } from '~/copy/bn';
import type { BrowserClient } from './browser-client';
import { useRead, withClient } from './reads/use-read';

/** What a checkout offers: the wallets of the gateway's configuration, and a line naming the gateway. */
export interface PaymentOptions {
  methods: readonly PaymentMethod[];
  /** Which gateway takes the payment, for the learner (null for the sandbox: its own page says so). */
  note: string | null;
}

const every = Object.keys(paymentMethods) as PaymentMethod[];

/**
 * The wallets a checkout offers (`GET /api/v3/payment/methods`): every wallet until the answer comes
 * (the api refuses one the gateway does not offer, beside the picker), then the gateway's own list.
 */
export function usePaymentOptions(client: BrowserClient | null): PaymentOptions {
  const read = useRead(
    'payment-methods',
    withClient(client, (api) => unwrap(api.v3.GET('/payment/methods'))),
  );
  if (read.status !== 'ready') return { methods: every, note: null };
  return {
    methods: read.data.methods,
    note: read.data.gateway === 'sslcommerz' ? webBn.checkout.gatewayNote : null,
  };
}
