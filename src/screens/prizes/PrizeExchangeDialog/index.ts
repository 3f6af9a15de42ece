export { PrizeExchangeDialog } from './PrizeExchangeDialog';
export type { PrizeExchangeDialogProps } from './PrizeExchangeDialog';
