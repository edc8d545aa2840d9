export { Chart } from './Chart';
export type { ChartKind, ChartProps, ChartSeries } from './chartTypes';
