export { Checkout } from './Checkout';
export type { CheckoutProps } from './Checkout';
export { CheckoutPlanNotFound } from './CheckoutPlanNotFound';
export type { CheckoutPlanNotFoundProps } from './CheckoutPlanNotFound';
