export { CheckoutPromocode, CHECKOUT_PROMOCODE_TEXTS } from './CheckoutPromocode';
export type { CheckoutPromocodeProps } from './CheckoutPromocode';
