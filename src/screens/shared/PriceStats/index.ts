export { PriceStats } from './PriceStats';
export type { PriceStat } from './PriceStats';
