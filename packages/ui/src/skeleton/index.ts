export type { SkeletonProps } from './skeleton';
export { Skeleton } from './skeleton';
