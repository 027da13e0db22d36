export type { MistakeSummaryProps } from './mistake-summary';
export { MistakeSummary } from './mistake-summary';
