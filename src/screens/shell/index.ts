export { Footer } from './Footer';
export type { FooterProps } from './Footer';
export { BillingBanner } from './BillingBanner';
export type { BillingBannerProps } from './BillingBanner';
export { isAuthPath } from './navigation';
export type { ShellNavigate } from './navigation';
