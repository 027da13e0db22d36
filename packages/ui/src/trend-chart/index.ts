export type { BarChartProps, ChartTone, MeterChartProps } from './trend-chart';
export { BarChart, MeterChart } from './trend-chart';
