/** Russian interface texts of CheckoutPromocode, keyed by what they are (the pages area's shared ones: ../messages.ts). */
export const checkoutPromocodeMessages = {
  promocode: 'Промокод',
  apply: 'Применить',
  checking: 'Проверяем...',
  promocodeApplied: (code: string, discount: string) => `Промокод ${code} применен: скидка ${discount}`,
  remove: 'Убрать',
} as const;
