/** BasketLine: one line of the shop's basket. */
export const basketLine = {
  /** Before the size's label: 'মাপ: মাঝারি'. */
  size: 'মাপ:',
  unitPrice: 'প্রতিটির দাম',
  lineTotal: 'মোট',
  remove: 'সরিয়ে দিন',
  /** The price changed since the line was added (both amounts already formatted, ৳ in Bengali digits). */
  priceChanged: (before: string, now: string) => `দাম বদলেছে: আগে ${before}, এখন ${now}`,
} as const;
