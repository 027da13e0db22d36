export type { PlanCardProps } from './plan-card';
export { PlanCard } from './plan-card';
