// The demo promos: valid for days or weeks from `now`, one already expired, one for one course only.
import type { promos } from '../modules/checkout/checkout.table';

/** The promos, their validity counted in days from now and their courses by slug. */
export const PROMOS = (
  inDays: (days: number) => Date,
  courseId: (slug: string) => number,
): (typeof promos.$inferInsert)[] => [
  {
    code: 'RAMADAN20',
    title: 'রমজান উপলক্ষে ২০% ছাড়',
    description: 'সব কোর্সে ২০% ছাড়, অফার চলবে সীমিত সময়।',
    kind: 'percentage',
    value: 20,
    courseIds: null,
    validUntil: inDays(60),
    public: true,
  },
  {
    code: 'NOTUN500',
    title: 'নতুনদের জন্য ৫০০ টাকা ছাড়',
    description: 'প্রাথমিক স্তরের কুরআন শিক্ষা কোর্সে প্রথম কেনায় ৫০০ টাকা ছাড়।',
    kind: 'fixed',
    value: 500,
    courseIds: [courseId('quran-shikkha-beginner')],
    validUntil: inDays(90),
    public: true,
    // once per learner: their first purchase of the course
    perLearnerLimit: 1,
    totalLimit: 500,
  },
  {
    code: 'FREE100',
    title: 'শিক্ষাবৃত্তি — সম্পূর্ণ ফ্রি',
    description: 'শিক্ষাবৃত্তিপ্রাপ্ত শিক্ষার্থীদের জন্য যেকোনো কোর্সে ১০০% ছাড়।',
    kind: 'percentage',
    value: 100,
    courseIds: null,
    validUntil: inDays(30),
    public: false,
    // the scholarships of this term
    totalLimit: 100,
  },
  {
    code: 'PURONO10',
    title: 'গত ঈদের ১০% ছাড়',
    description: 'ঈদুল আযহা উপলক্ষে সব কোর্সে ১০% ছাড় (মেয়াদ শেষ)।',
    kind: 'percentage',
    value: 10,
    courseIds: null,
    validUntil: inDays(-10),
    public: true,
  },
];
