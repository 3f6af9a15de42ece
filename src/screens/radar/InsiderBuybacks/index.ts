export { InsiderBuybacks, BUYBACKS_FILTERS_PERMISSION } from './InsiderBuybacks';
export type { InsiderBuybacksProps } from './InsiderBuybacks';
