export type { CardStock, ProductCardProps } from './product-card';
export { cardStock, FEW_LEFT, ProductCard } from './product-card';
