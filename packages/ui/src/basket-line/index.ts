export type { BasketLineProps } from './basket-line';
export { BASKET_QUANTITY, BasketLine } from './basket-line';
