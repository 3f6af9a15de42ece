export { DeliveryAddressDialog, DELIVERY_TEXTS } from './DeliveryAddressDialog';
export type { DeliveryAddressDialogProps, DeliveryAddressErrors } from './DeliveryAddressDialog';
