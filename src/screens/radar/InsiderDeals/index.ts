export { InsiderDeals, DEALS_FILTERS_PERMISSION } from './InsiderDeals';
export type { InsiderDealsProps } from './InsiderDeals';
