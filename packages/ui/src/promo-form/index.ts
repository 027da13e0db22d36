export type { PromoFormProps, PromoFormStatus } from './promo-form';
export { PromoForm } from './promo-form';
