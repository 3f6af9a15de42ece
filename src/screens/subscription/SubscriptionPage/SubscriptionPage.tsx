import { clsx } from 'clsx';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { Alert, Badge, Button, Card, Link, srOnly, type BadgeTone } from '../../../components';
import {
  accountFlags,
  formatDate,
  MESSAGES,
  nextCreditText,
  PAYMENT_MESSAGES,
  subscriptionState,
  type AppConfig,
  type Subscription,
  type SubscriptionState,
  type User,
} from '../../../domain';
import { navigateClick, type AccountNavigateHandler } from '../../shared/account/navigation';
import { BillingBanner } from '../../shared/BillingBanner';
import * as styles from './SubscriptionPage.css';
import * as subscriptionMessages from '../messages';
import * as sharedMessages from '../../shared/messages';

export type SubscriptionPageLinks = {
  /** The upgrade-tariff page. */
  upgrade: string;
  /** The plans page, for an account without a subscription. */
  plans: string;
};

export const subscriptionPageDefaultLinks: SubscriptionPageLinks = {
  upgrade: '/account/settings/subscription-upgrade',
  plans: '/subscription/plans',
};

export type SubscriptionPageProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The signed-in account. */
  user: User;
  /** Configuration: the billing update address (overdue banner) and the monthly coin amounts. */
  config: Pick<AppConfig, 'payments' | 'investcoins'>;
  /** The moment the page is shown (ms or Date): the next-credit date may be the start of next month. */
  now: number | Date;
  /** 'Отменить подписку': the app opens the cancellation dialog. */
  onCancel?: () => void;
  links?: Partial<SubscriptionPageLinks>;
  /**
   * Back from the provider's billing update page (the overdue banner's 'Оплатить', `?invoice=…`): the
   * payment went through («Подписка продлена») or the bank refused it; null or absent: nothing to say.
   */
  renewal?: 'paid' | 'failed' | null;
  /** In-app navigation for the page's links; without it they load the page. */
  onNavigate?: AccountNavigateHandler;
};

const STATUS: Record<SubscriptionState, { label: string; tone: BadgeTone }> = {
  active: { label: MESSAGES.subscriptionActive, tone: 'success' },
  canceled: { label: MESSAGES.subscriptionCanceledStatus, tone: 'neutral' },
  overdue: { label: MESSAGES.subscriptionOverdueStatus, tone: 'warning' },
};

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.row}>
      <dt className={styles.rowLabel}>{label}</dt>
      <dd className={styles.rowValue}>{children}</dd>
    </div>
  );
}

function CardNumber({ subscription }: { subscription: Subscription }) {
  const { billing_card_type: type, billing_card_last4: last4 } = subscription;
  if (!last4) return <>{type ?? subscriptionMessages.bankCard}</>;
  return (
    <>
      <span aria-hidden>
        {type ? `${type} ` : ''}•••• {last4}
      </span>
      <span className={srOnly}>{subscriptionMessages.cardEndsWith(type ?? subscriptionMessages.card, last4)}</span>
    </>
  );
}

/**
 * Subscription management (/account/settings/subscription), docs/product/screens.md, docs/product/flows.md: the plan and its status;
 * active — the next charge date and the card; canceled — access until expires_at and no further
 * charges; overdue (active with a billing_error_code) — the shell's billing banner with 'Оплатить'.
 * The upgrade button shows unless the access is lifetime; the cancel link while the subscription is
 * active. The next-credit text of coins comes from the domain.
 */
export function SubscriptionPage({
  user,
  config,
  now,
  onCancel,
  links: linksProp,
  renewal = null,
  onNavigate,
  className,
  ...rest
}: SubscriptionPageProps) {
  const titleId = useId();
  const planId = useId();
  const links = { ...subscriptionPageDefaultLinks, ...linksProp };
  const flags = accountFlags(user);
  const subscription = user.subscription;
  const state = subscription ? subscriptionState(subscription) : null;
  const accessUntil = user.meta.premium_access?.expires_at ?? null;

  const link = (href: string, label: string, variant: 'primary' | 'secondary') => (
    <Button asChild variant={variant}>
      <a href={href} onClick={navigateClick(href, onNavigate)}>
        {label}
      </a>
    </Button>
  );

  let plan: { title: string; badge?: { label: string; tone: BadgeTone }; rows: ReactNode; note?: string };
  if (flags.isPremiumLifetime) {
    plan = {
      title: MESSAGES.upgradeToLifetime,
      badge: { label: MESSAGES.subscriptionActive, tone: 'success' },
      rows: <Row label={subscriptionMessages.term}>{subscriptionMessages.lifetimeNoRenewal}</Row>,
    };
  } else if (subscription && state) {
    const credit = state === 'active' ? nextCreditText(subscription, config, now) : null;
    plan = {
      title: subscription.plan.description,
      badge: STATUS[state],
      rows: (
        <>
          {state === 'canceled' ? (
            <Row label={MESSAGES.accessUntil}>{formatDate(subscription.expires_at)}</Row>
          ) : (
            <Row label={MESSAGES.nextCharge}>{formatDate(subscription.expires_at)}</Row>
          )}
          {state !== 'canceled' && (subscription.billing_card_last4 || subscription.billing_card_type) ? (
            <Row label={subscriptionMessages.card}>
              <CardNumber subscription={subscription} />
            </Row>
          ) : null}
          {credit ? <Row label={subscriptionMessages.investcoins}>{credit}</Row> : null}
        </>
      ),
      note: state === 'canceled' ? MESSAGES.noFurtherCharges : undefined,
    };
  } else if (flags.isPromocode) {
    plan = {
      title: sharedMessages.proByPromocode,
      badge: { label: MESSAGES.subscriptionActive, tone: 'success' },
      rows: accessUntil ? <Row label={MESSAGES.accessUntil}>{formatDate(accessUntil)}</Row> : null,
      note: subscriptionMessages.promocodeAccess,
    };
  } else {
    plan = { title: subscriptionMessages.freePlanTitle, rows: null, note: subscriptionMessages.noSubscription };
  }

  const canUpgrade = !flags.isPremiumLifetime && flags.isPremium;
  const canCancel = Boolean(subscription && state !== 'canceled' && onCancel);

  return (
    <section className={clsx(styles.page, className)} aria-labelledby={titleId} {...rest}>
      <h1 id={titleId} className={styles.title}>
        {subscriptionMessages.manageSubscription}
      </h1>
      {renewal === 'paid' ? <Alert tone="success" title={PAYMENT_MESSAGES.subscriptionRenewed} /> : null}
      {renewal === 'failed' ? <Alert tone="danger" title={PAYMENT_MESSAGES.declined} /> : null}
      <BillingBanner subscription={subscription} config={config} />
      <Card asChild padding="lg">
        <section
          className={styles.plan}
          aria-labelledby={planId}
          data-state={flags.isPremiumLifetime ? 'lifetime' : (state ?? (flags.isPromocode ? 'promo' : 'none'))}
        >
          <header className={styles.planHeader}>
            <h2 id={planId} className={styles.planTitle}>
              {plan.title}
            </h2>
            {plan.badge ? <Badge tone={plan.badge.tone}>{plan.badge.label}</Badge> : null}
          </header>
          {plan.rows ? <dl className={styles.rows}>{plan.rows}</dl> : null}
          {plan.note ? <p className={styles.note}>{plan.note}</p> : null}
          {canUpgrade || canCancel || !flags.isPremium ? (
            <div className={styles.actions}>
              {canUpgrade ? link(links.upgrade, MESSAGES.upgradeTariff, 'primary') : null}
              {!flags.isPremium ? link(links.plans, MESSAGES.connectPro, 'primary') : null}
              {canCancel ? (
                // The spec calls it a link; it opens the cancellation dialog, so it is a button styled as one.
                <Link asChild variant="muted">
                  <button type="button" className={styles.cancel} onClick={onCancel}>
                    {MESSAGES.cancelSubscription}
                  </button>
                </Link>
              ) : null}
            </div>
          ) : null}
        </section>
      </Card>
    </section>
  );
}
