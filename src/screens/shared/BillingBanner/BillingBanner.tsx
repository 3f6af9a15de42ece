import { clsx } from 'clsx';
import { Alert, Link } from '../../../components';
import { billingUpdateUrl, MESSAGES, overdueBannerText, type AppConfig, type Subscription } from '../../../domain';
import * as styles from './BillingBanner.css';
import * as sharedMessages from '../messages';

const TITLE = sharedMessages.billingProblem;

export type BillingBannerProps = {
  /** The account's subscription; the banner renders only when its payment is overdue. */
  subscription: Subscription | null | undefined;
  /** Configuration: the payments setting holds the provider's billing update address. */
  config: Pick<AppConfig, 'payments'>;
  className?: string;
};

/**
 * Overdue-payment banner (docs/product/flows.md): an active subscription with a billing_error_code. For a bot
 * subscription the next payment to renew the bot did not go through, otherwise the next payment to
 * renew PRO; 'Оплатить' opens the provider's billing update page in a new tab.
 */
export function BillingBanner({ subscription, config, className }: BillingBannerProps) {
  const text = overdueBannerText(subscription);
  if (!subscription || !text) return null;
  const href = billingUpdateUrl(config, subscription);
  return (
    <Alert
      tone="warning"
      title={TITLE}
      className={clsx(styles.banner, className)}
      data-kind={subscription.bot ? 'bot' : 'pro'}
      actions={
        href ? (
          <Link variant="standalone" external href={href}>
            {MESSAGES.payOverdue}
          </Link>
        ) : null
      }
    >
      {text}
    </Alert>
  );
}
