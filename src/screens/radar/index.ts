export { InsiderBuybacks, BUYBACKS_FILTERS_PERMISSION } from './InsiderBuybacks';
export type { InsiderBuybacksProps } from './InsiderBuybacks';
export { InsiderDeals, DEALS_FILTERS_PERMISSION } from './InsiderDeals';
export type { InsiderDealsProps } from './InsiderDeals';
export {
  dealTypes,
  dealTypeLabels,
  dealsSorts,
  dealsSortLabels,
  DEALS_FILTER_DEFAULTS,
  BUYBACKS_FILTER_DEFAULTS,
  buybacksSorts,
  buybacksSortLabels,
} from './model';
export type { Buyback, BuybacksFilterState, BuybacksSort, DealType, DealsFilterState, DealsSort, InsiderDeal } from './model';
