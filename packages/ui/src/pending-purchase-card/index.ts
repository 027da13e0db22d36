export type { PendingPurchaseCardProps } from './pending-purchase-card';
export { PendingPurchaseCard, purchaseSecondsLeft } from './pending-purchase-card';
