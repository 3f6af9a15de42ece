export { dealTypes, dealTypeLabels, dealsSorts, dealsSortLabels } from './model';
export type { Buyback, DealType, DealsFilterState, DealsSort, InsiderDeal } from './model';
