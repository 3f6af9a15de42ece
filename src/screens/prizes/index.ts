export { PrizesPage } from './PrizesPage';
export type { PrizeOrderAwaitingAddress, PrizesPageProps, PrizesSpecialCard } from './PrizesPage';
export { PrizeExchangeDialog } from './PrizeExchangeDialog';
export type { PrizeExchangeDialogProps } from './PrizeExchangeDialog';
export { DeliveryAddressDialog, DELIVERY_TEXTS } from './DeliveryAddressDialog';
export type { DeliveryAddressDialogProps, DeliveryAddressErrors } from './DeliveryAddressDialog';
export { prizesHead } from './heads';
export { PRIZES_NOTICES } from './notices';
