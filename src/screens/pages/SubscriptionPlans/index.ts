export { SubscriptionPlans } from './SubscriptionPlans';
export type { SubscriptionPlansProps } from './SubscriptionPlans';
