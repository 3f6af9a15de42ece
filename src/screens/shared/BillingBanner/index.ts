export { BillingBanner } from './BillingBanner';
export type { BillingBannerProps } from './BillingBanner';
