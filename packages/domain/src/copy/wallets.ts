// The wallets' names, in Bengali and in English (rules/wallets.ts gives each its colours).
import type { V3Schemas } from '@tilawat/sdk';

export const walletNames = {
  bkash: { bn: 'বিকাশ', en: 'bKash' },
  nagad: { bn: 'নগদ', en: 'Nagad' },
  upay: { bn: 'উপায়', en: 'Upay' },
  rocket: { bn: 'রকেট', en: 'Rocket' },
} as const satisfies Record<V3Schemas['PaymentMethod'], { bn: string; en: string }>;
