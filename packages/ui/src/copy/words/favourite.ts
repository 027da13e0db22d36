export const favourite = {
  /** The button's name; it never changes (aria-pressed carries the state). */
  add: 'প্রিয়তে রাখুন',
  /** What pressing it again does, once it is pressed (its description and tooltip). */
  remove: 'প্রিয় থেকে সরান',
} as const;
