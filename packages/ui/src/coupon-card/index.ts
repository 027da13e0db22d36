export type { CouponCardProps, CouponState } from './coupon-card';
export { CouponCard, couponState } from './coupon-card';
