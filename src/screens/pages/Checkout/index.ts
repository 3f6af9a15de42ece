export { Checkout } from './Checkout';
export type { CheckoutProps } from './Checkout';
