export { BillingBanner, billingUpdateHref, isPaymentOverdue } from './BillingBanner';
export type { BillingBannerProps } from './BillingBanner';
