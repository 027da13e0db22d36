export const sizePicker = {
  label: 'মাপ বেছে নিন',
  soldOut: 'স্টক নেই',
} as const;
