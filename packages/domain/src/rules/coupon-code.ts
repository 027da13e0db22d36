/**
 * A coupon code as it is kept and compared (trimmed, upper-case): what a learner types at the checkout
 * ("swagotom-ab23cd ") names the same coupon as the api stores ("SWAGOTOM-AB23CD").
 */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}
