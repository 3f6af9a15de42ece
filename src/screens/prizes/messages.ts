/** Russian interface texts of the prizes screens, keyed by what they are; the components read them from here. */
export const prizesMessages = {
  // DeliveryAddressDialog
  deliveryAddressTitle: 'Адрес доставки',
  deliveryAddressLead: (title: string, freeDelivery: string) => `Куда доставить «${title}»? ${freeDelivery}.`,
  saveAddress: 'Сохранить адрес',
  later: 'Позже',
  // PrizeExchangeDialog
  coinsWillBeCharged: (count: string, coins: string) => `С баланса будет списано ${count} ${coins}.`,
} as const;
