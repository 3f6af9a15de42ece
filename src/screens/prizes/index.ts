export { PrizesPage } from './PrizesPage';
export type { PrizesPageProps, PrizesSpecialCard } from './PrizesPage';
export { PrizeExchangeDialog } from './PrizeExchangeDialog';
export type { PrizeExchangeDialogProps } from './PrizeExchangeDialog';
export { DeliveryAddressDialog, DELIVERY_TEXTS } from './DeliveryAddressDialog';
export type { DeliveryAddressDialogProps, DeliveryAddressErrors } from './DeliveryAddressDialog';
