export { SubscriptionSuccess, subscriptionSuccessKinds } from './SubscriptionSuccess';
export type { SubscriptionSuccessProps, SubscriptionSuccessKind } from './SubscriptionSuccess';
