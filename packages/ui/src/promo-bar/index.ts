export type { PromoBarProps } from './promo-bar';
export { PromoBar } from './promo-bar';
