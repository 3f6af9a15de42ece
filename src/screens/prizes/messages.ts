/** Russian interface texts of the prizes screens, keyed by what they are; the components read them from here. */
// Imported as a namespace (`import * as prizesMessages from …`): each text is its own export, so a screen
// bundles only the texts it reads and a minifier shortens their names.
// DeliveryAddressDialog
export const deliveryAddressTitle = 'Адрес доставки';
export const deliveryAddressLead = (title: string, freeDelivery: string) =>
  `Куда доставить «${title}»? ${freeDelivery}.`;
export const saveAddress = 'Сохранить адрес';
export const later = 'Позже';
// PrizeExchangeDialog
export const coinsWillBeCharged = (count: string, coins: string) => `С баланса будет списано ${count} ${coins}.`;
// PrizesPage: merch orders still without a delivery address
export const addressNeeded = (title: string) => `Укажите адрес доставки: «${title}»`;
export const addressNeededText = 'Без адреса мы не сможем отправить приз.';
export const giveAddress = 'Указать адрес';
// Notices of the app
export const addressSaved = 'Адрес доставки сохранен';
