export { PriceChart } from './PriceChart';
export type { PriceChartProps, PriceClose, PricePoint } from './PriceChart';
