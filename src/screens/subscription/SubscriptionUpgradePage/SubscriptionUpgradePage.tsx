import { clsx } from 'clsx';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { Alert, Badge, Button, Card, Link, Spinner, type AlertTone } from '../../../components';
import {
  findPlan,
  formatDate,
  formatMoney,
  isUpgradeInProgress,
  MESSAGES,
  PLAN_FEATURES,
  upgradeOptions,
  YEARLY_PLAN_LABEL,
  type Plan,
  type UpgradeOption,
  type UpgradeState,
  type User,
} from '../../../domain';
import { navigateClick, type AccountNavigateHandler } from '../../shared/account/navigation';
import { PaymentTestModeNotice } from '../../shared/PaymentTestModeNotice';
import * as styles from './SubscriptionUpgradePage.css';
import * as subscriptionMessages from '../messages';
import * as sharedMessages from '../../shared/messages';

export type SubscriptionUpgradePageProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The signed-in account; lifetime users are redirected to settings by the app. */
  user: User;
  /** The plans of the configuration: the 12-month and lifetime offers are looked up by id. */
  plans: readonly Plan[];
  /** The moment the page is shown: lifetime takes effect now. */
  now: number | Date;
  /** The domain's upgrade flow state (`upgradeReducer`): what is running and the text to show. */
  state: UpgradeState;
  /** The 12-month plan: the app calls POST /api/subscription/{id}/upgrade with this plan id. */
  onUpgradePlan: (planId: number) => void;
  /** Lifetime: the app opens the card payment widget (RUB, ru-RU, receipt data) and then polls the account. */
  onPayLifetime: (plan: Plan) => void;
  /** Hides the current text. */
  onDismissMessage?: () => void;
  /** The server takes test payments only (`payments.test_mode` of the configuration): a notice says so. */
  testMode?: boolean;
  /** Where 'Вернуться к подписке' leads. */
  backHref?: string;
  onNavigate?: AccountNavigateHandler;
};

function messageTone(state: UpgradeState): AlertTone {
  if (state.phase === 'succeeded') return 'success';
  if (state.phase === 'failed') return 'danger';
  // While an upgrade runs, the only text is the block of a second one: 'Подписка в процессе обновления'.
  return 'warning';
}

function OfferCard({
  option,
  plan,
  titleId,
  children,
}: {
  option: UpgradeOption;
  plan: Plan;
  titleId: string;
  children: ReactNode;
}) {
  return (
    <Card asChild padding="lg" variant={option.kind === 'lifetime' ? 'muted' : 'outlined'}>
      <article className={styles.offer} aria-labelledby={titleId} data-kind={option.kind} data-plan-id={plan.id}>
        {children}
      </article>
    </Card>
  );
}

/**
 * Upgrade-tariff page (/account/settings/subscription-upgrade), docs/product/flows.md. The 12-month plan takes
 * effect from the current expiry date and is hidden when the plan already is m12; lifetime takes
 * effect immediately and is paid through the card widget (the app's concern: `onPayLifetime`).
 * States come from the domain flow: paying, polling the account, success ('Поздравляем, Вы успешно
 * оформили PRO доступ навсегда!' or 'Тарифный план был успешно обновлен.'), timeout and the block of a
 * concurrent upgrade ('Подписка в процессе обновления').
 */
export function SubscriptionUpgradePage({
  user,
  plans,
  now,
  state,
  onUpgradePlan,
  onPayLifetime,
  onDismissMessage,
  testMode = false,
  backHref = '/account/settings/subscription',
  onNavigate,
  className,
  ...rest
}: SubscriptionUpgradePageProps) {
  const titleId = useId();
  const m12TitleId = useId();
  const lifetimeTitleId = useId();
  const result = upgradeOptions(user, now);
  const running = isUpgradeInProgress(state);
  const subscription = user.subscription;

  const back = (
    <Link variant="standalone" href={backHref} className={styles.back} onClick={navigateClick(backHref, onNavigate)}>
      {subscriptionMessages.backToSubscription}
    </Link>
  );

  if (result.redirectToSettings) {
    return (
      <section className={clsx(styles.page, className)} aria-labelledby={titleId} {...rest}>
        <h1 id={titleId} className={styles.title}>
          {subscriptionMessages.changePlanTitle}
        </h1>
        <Alert tone="info">{subscriptionMessages.lifetimeNothingToUpgrade}</Alert>
        {back}
      </section>
    );
  }

  const m12 = result.options.find((option) => option.kind === 'm12');
  const lifetime = result.options.find((option) => option.kind === 'lifetime');
  const m12Plan = m12 ? findPlan(plans, m12.planId) : undefined;
  const lifetimePlan = lifetime ? findPlan(plans, lifetime.planId) : undefined;

  return (
    <section
      className={clsx(styles.page, className)}
      aria-labelledby={titleId}
      aria-busy={running || undefined}
      {...rest}
    >
      <header className={styles.header}>
        <h1 id={titleId} className={styles.title}>
          {subscriptionMessages.changePlanTitle}
        </h1>
        {subscription ? (
          <p className={styles.current}>
            {subscriptionMessages.currentPlanPrefix}
            {subscription.plan.description}
            {subscriptionMessages.paidUntilPrefix}
            {formatDate(subscription.expires_at)}
          </p>
        ) : null}
        {testMode ? <PaymentTestModeNotice /> : null}
      </header>

      {state.phase === 'polling' ? (
        <Alert tone="info" aria-live="polite">
          <span className={styles.polling}>
            <Spinner size="sm" label={null} />
            {subscriptionMessages.lifetimePaymentReceived}
          </span>
        </Alert>
      ) : null}
      {state.phase === 'paying' ? <Alert tone="info">{subscriptionMessages.completePayment}</Alert> : null}
      {state.message ? (
        <Alert tone={messageTone(state)} onDismiss={onDismissMessage} data-phase={state.phase}>
          {state.message}
        </Alert>
      ) : null}

      <div className={styles.offers}>
        {m12 && m12Plan ? (
          <OfferCard option={m12} plan={m12Plan} titleId={m12TitleId}>
            <header className={styles.offerHeader}>
              <h2 id={m12TitleId} className={styles.offerTitle}>
                {m12Plan.description}
              </h2>
              <Badge tone="brand">{YEARLY_PLAN_LABEL}</Badge>
            </header>
            <p className={styles.price}>
              {formatMoney(m12Plan.cost)} <span className={styles.per}>{subscriptionMessages.perYear}</span>
            </p>
            <p className={styles.muted}>
              {formatMoney(m12Plan.monthlyCost)}
              {sharedMessages.perMonth}
            </p>
            <p className={styles.starts}>
              {subscriptionMessages.startsFromPrefix}
              {formatDate(m12.startsAt)}
              {subscriptionMessages.startsFromSuffix}
            </p>
            <Button
              className={styles.offerAction}
              loading={state.phase === 'upgrading'}
              loadingText={subscriptionMessages.updating}
              onClick={() => onUpgradePlan(m12Plan.id)}
            >
              {MESSAGES.upgradeToYear}
            </Button>
          </OfferCard>
        ) : null}
        {lifetime && lifetimePlan ? (
          <OfferCard option={lifetime} plan={lifetimePlan} titleId={lifetimeTitleId}>
            <header className={styles.offerHeader}>
              <h2 id={lifetimeTitleId} className={styles.offerTitle}>
                {MESSAGES.upgradeToLifetime}
              </h2>
            </header>
            <p className={styles.price}>
              {formatMoney(lifetimePlan.cost)} <span className={styles.per}>{subscriptionMessages.oneTimePayment}</span>
            </p>
            <ul className={styles.features}>
              {PLAN_FEATURES.lifetime.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            <p className={styles.starts}>{subscriptionMessages.startsAfterPayment}</p>
            <Button
              className={styles.offerAction}
              loading={state.phase === 'paying' || state.phase === 'polling'}
              loadingText={
                state.phase === 'polling' ? subscriptionMessages.checkingPayment : subscriptionMessages.paying
              }
              onClick={() => onPayLifetime(lifetimePlan)}
            >
              {subscriptionMessages.payByCard}
            </Button>
          </OfferCard>
        ) : null}
      </div>
      {back}
    </section>
  );
}
