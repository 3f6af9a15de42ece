import { clsx } from 'clsx';
import { Alert, Link } from '../../../components';
import { MESSAGES, type Subscription } from '../../../domain';
import { SHELL_TEXTS } from '../navigation';
import * as styles from './BillingBanner.css';

/** Spec §4: an active subscription with a billing_error_code is 'payment overdue'. */
export function isPaymentOverdue(subscription: Subscription | null | undefined): subscription is Subscription {
  return subscription != null && subscription.status === 'active' && subscription.billing_error_code != null && subscription.billing_error_code !== '';
}

/** The provider's billing update page with the subscription's ext_id appended (spec §3, §7). */
export function billingUpdateHref(baseUrl: string, subscription: Subscription): string {
  return `${baseUrl}${subscription.ext_id ?? ''}`;
}

export type BillingBannerProps = {
  /** The account's subscription; the banner renders only when the payment is overdue. */
  subscription: Subscription | null | undefined;
  /** Configuration: base address of the card provider's billing update page. */
  billingUpdateUrl: string;
  className?: string;
};

/**
 * Overdue-payment banner (spec §4): for a bot subscription the next payment to renew the bot did
 * not go through, otherwise the next payment to renew PRO; 'Оплатить' opens the provider's billing
 * update page in a new tab.
 */
export function BillingBanner({ subscription, billingUpdateUrl, className }: BillingBannerProps) {
  if (!isPaymentOverdue(subscription)) return null;
  const bot = subscription.bot || subscription.plan.bot;
  return (
    <Alert
      tone="warning"
      title={SHELL_TEXTS.billingTitle}
      className={clsx(styles.banner, className)}
      data-kind={bot ? 'bot' : 'pro'}
      actions={
        <Link variant="standalone" external href={billingUpdateHref(billingUpdateUrl, subscription)}>
          {MESSAGES.payOverdue}
        </Link>
      }
    >
      {bot ? MESSAGES.overdueBot : MESSAGES.overduePro}
    </Alert>
  );
}
