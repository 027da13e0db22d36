import type { V3Schemas } from '@tilawat/sdk';
import { walletNames } from '../copy/wallets';

export type PaymentMethod = V3Schemas['PaymentMethod'];

/** A wallet's names and colours: `colour` is its swatch and page colour, `ink` the text that reads on it (WCAG AA). */
export interface Wallet {
  bn: string;
  en: string;
  colour: string;
  ink: string;
}

/**
 * The wallets (docs/decisions/0018-look-and-feel.md: each wallet's own colour beside its Bengali and English
 * name, the names from copy/wallets.ts; no logos). The one table the web's picker and the api's sandbox
 * wallet page both draw from.
 */
export const wallets = {
  bkash: { ...walletNames.bkash, colour: '#E2136E', ink: '#FFFFFF' },
  nagad: { ...walletNames.nagad, colour: '#F6921E', ink: '#1C2421' },
  upay: { ...walletNames.upay, colour: '#FFC20E', ink: '#0B2A6F' },
  rocket: { ...walletNames.rocket, colour: '#8C3494', ink: '#FFFFFF' },
} as const satisfies Record<PaymentMethod, Wallet>;

/** The wallets in the order they are offered. */
export const paymentMethodList = Object.keys(wallets) as [PaymentMethod, ...PaymentMethod[]];
