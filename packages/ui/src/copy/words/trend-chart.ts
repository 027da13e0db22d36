/** BarChart and MeterChart: the console's charts (issue 40). */
export const trendChart = {
  /** The table beside a chart, for screen readers and for anyone who wants the numbers. */
  showTable: 'সংখ্যায় দেখুন',
  empty: 'এই সময়ে কিছু নেই।',
  of: (value: string, max: string) => `${value} / ${max}`,
} as const;
