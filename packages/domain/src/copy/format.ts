// The words Bengali formatting puts around numbers: units of time, "ago" and "from now", and the night
// as a clock says it (format/format-bn.ts).

/** The units of a time span or a countdown, and how a time relative to now is said. */
export const timeWords = {
  year: 'বছর',
  month: 'মাস',
  week: 'সপ্তাহ',
  day: 'দিন',
  hour: 'ঘণ্টা',
  minute: 'মিনিট',
  second: 'সেকেন্ড',
  /** Within a minute of now. */
  justNow: 'এইমাত্র',
  /** After a span: "৩ দিন পর". */
  later: 'পর',
  /** After a span: "২ ঘণ্টা আগে". */
  ago: 'আগে',
} as const;

/** Intl names the night 'রাত্রি'; a clock says 'রাত' ('রাত ৮:৩০'). */
export const night = { intl: 'রাত্রি', said: 'রাত' } as const;
