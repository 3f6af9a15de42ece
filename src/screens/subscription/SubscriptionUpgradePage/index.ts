export { SubscriptionUpgradePage } from './SubscriptionUpgradePage';
export type { SubscriptionUpgradePageProps } from './SubscriptionUpgradePage';
