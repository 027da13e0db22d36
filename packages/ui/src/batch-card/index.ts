export type { BatchCardProps } from './batch-card';
export { BatchCard } from './batch-card';
