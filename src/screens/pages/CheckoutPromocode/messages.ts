/** Russian interface texts of CheckoutPromocode, keyed by what they are (the pages area's shared ones: ../messages.ts). */
// Imported as a namespace (`import * as checkoutPromocodeMessages from …`): each text is its own export, so a screen
// bundles only the texts it reads and a minifier shortens their names.
export const promocode = 'Промокод';
export const apply = 'Применить';
export const checking = 'Проверяем...';
export const promocodeApplied = (code: string, discount: string) => `Промокод ${code} применен: скидка ${discount}`;
export const remove = 'Убрать';
