export type { RatingSummaryProps } from './rating-summary';
export { RatingSummary } from './rating-summary';
