export type { PriceTagProps } from './price-tag';
export { PriceTag } from './price-tag';
