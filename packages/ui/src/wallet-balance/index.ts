export type { WalletBalanceProps } from './wallet-balance';
export { WalletBalance } from './wallet-balance';
