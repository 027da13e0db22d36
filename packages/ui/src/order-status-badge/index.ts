export type { OrderStatusBadgeProps } from './order-status-badge';
export { OrderStatusBadge } from './order-status-badge';
