export type { BasketSummaryProps } from './basket-summary';
export { BasketSummary } from './basket-summary';
