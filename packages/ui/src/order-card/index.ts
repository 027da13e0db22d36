export type { OrderCardProps } from './order-card';
export { OrderCard, orderNumber } from './order-card';
