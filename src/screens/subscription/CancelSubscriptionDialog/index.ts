export { CancelSubscriptionDialog } from './CancelSubscriptionDialog';
export type { CancelSubscriptionDialogProps } from './CancelSubscriptionDialog';
