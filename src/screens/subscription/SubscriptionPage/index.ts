export { SubscriptionPage, subscriptionPageDefaultLinks } from './SubscriptionPage';
export type { SubscriptionPageProps, SubscriptionPageLinks } from './SubscriptionPage';
