export { InsiderBuybacks, BUYBACKS_FILTERS_PERMISSION } from './InsiderBuybacks';
export type { InsiderBuybacksProps } from './InsiderBuybacks';
export { InsiderDeals, DEALS_FILTERS_PERMISSION } from './InsiderDeals';
export type { InsiderDealsProps } from './InsiderDeals';
export { InsiderProfile } from './InsiderProfile';
export type { InsiderPosition, InsiderProfileProps, InsiderTotal } from './InsiderProfile';
export { RadarRangeFilters, RadarFreeLimit, RADAR_RANGE_FIELDS } from './shared/RadarPage';
export {
  RADAR_API_FILTER_DEFAULTS,
  radarApiMenus,
  radarApiSorts,
  radarApiSortLabels,
  dealTypes,
  dealTypeLabels,
  dealsSorts,
  dealsSortLabels,
  DEALS_FILTER_DEFAULTS,
  BUYBACKS_FILTER_DEFAULTS,
  buybacksSorts,
  buybacksSortLabels,
} from './model';
export type {
  RadarApiFilterState,
  RadarApiSort,
  Buyback,
  BuybacksFilterState,
  BuybacksSort,
  DealType,
  DealsFilterState,
  DealsSort,
  InsiderDeal,
} from './model';
export { insiderBuybacksHead, insiderDealsHead, insiderProfileHead, ISSUER_POSITION } from './heads';
