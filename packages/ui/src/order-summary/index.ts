export type { OrderSummaryProps } from './order-summary';
export { OrderSummary } from './order-summary';
