export type { OrderTimelineProps } from './order-timeline';
export { OrderTimeline } from './order-timeline';
