export { SubscriptionPage, subscriptionPageDefaultLinks } from './SubscriptionPage';
export type { SubscriptionPageProps, SubscriptionPageLinks } from './SubscriptionPage';
export { SubscriptionUpgradePage } from './SubscriptionUpgradePage';
export type { SubscriptionUpgradePageProps } from './SubscriptionUpgradePage';
export { SubscriptionSuccess, subscriptionSuccessKinds } from './SubscriptionSuccess';
export type { SubscriptionSuccessProps, SubscriptionSuccessKind } from './SubscriptionSuccess';
export { CancelSubscriptionDialog } from './CancelSubscriptionDialog';
export type { CancelSubscriptionDialogProps } from './CancelSubscriptionDialog';
export { subscriptionHead, subscriptionUpgradeHead } from './heads';
