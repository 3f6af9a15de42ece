import { useId, type ReactNode } from 'react';
import { Alert, Button, Link } from '../../../components';
import { accountFlags, formatDate, formatMoney, type Plan, type User } from '../../../domain';
import { inAppClick, type NavigateHandler } from '../../shared/inAppLink';
import { FREE_FEATURES, isBotPlan, isLifetimePlan, LIFETIME_FEATURES, planMonths, PRO_FEATURES } from '../plans';
import { PlanCard } from './PlanCard';
import { PlansFaq } from './PlansFaq';
import { ProPeriods } from './ProPeriods';
import * as styles from './SubscriptionPlans.css';
import * as pagesMessages from '../messages';
import * as sharedMessages from '../../shared/messages';
import * as subscriptionPlansMessages from './messages';

export type SubscriptionPlansProps = {
  user: User;
  /** Plan configuration (GET /api/config); bot plans are left to the Telegram plans page. */
  plans: readonly Plan[];
  /** Checkout address of a plan. */
  checkoutHref?: (plan: Plan) => string;
  /** Registration address; guests come back to `redirect` after signing up. */
  registerHref?: (redirect: string) => string;
  subscriptionHref?: string;
  upgradeHref?: string;
  telegramPlansHref?: string;
  onNavigate?: NavigateHandler;
};

const defaultCheckoutHref = (plan: Plan) => `/subscription/checkout?plan_id=${plan.id}`;
const defaultRegisterHref = (redirect: string) => `/auth/register?redirect_url=${encodeURIComponent(redirect)}`;

/** The plans page (/subscription/plans): Free, PRO by period and PRO forever with the spec's feature lists. */
export function SubscriptionPlans({
  user,
  plans,
  checkoutHref = defaultCheckoutHref,
  registerHref = defaultRegisterHref,
  subscriptionHref = '/account/settings/subscription',
  upgradeHref = '/account/settings/subscription-upgrade',
  telegramPlansHref = '/subscription/plans/telegram',
  onNavigate,
}: SubscriptionPlansProps) {
  const id = useId();
  const flags = accountFlags(user);
  const periodic = plans
    .filter((plan) => !isBotPlan(plan) && !isLifetimePlan(plan))
    .sort((a, b) => (planMonths(a) ?? 0) - (planMonths(b) ?? 0));
  const lifetimePlan = plans.find((plan) => isLifetimePlan(plan));
  // A paying PRO subscriber manages the plan in settings; promo access may still buy a plan.
  const subscribed = flags.isPremium && !flags.isPromocode;
  const buyHref = (plan: Plan) => (flags.isGuest ? registerHref(checkoutHref(plan)) : checkoutHref(plan));
  const go = (href: string) => inAppClick(onNavigate, href);
  const expiresAt = user.meta.premium_access?.expires_at ?? null;

  let notice: ReactNode = null;
  if (flags.isPremiumLifetime) {
    notice = (
      <Alert tone="success" title={subscriptionPlansMessages.lifetimeProTitle}>
        {subscriptionPlansMessages.lifetimeProText}
      </Alert>
    );
  } else if (flags.isPromocode && expiresAt) {
    notice = (
      <Alert tone="info" title={subscriptionPlansMessages.promocodeProUntil(formatDate(expiresAt))}>
        {subscriptionPlansMessages.choosePlanToKeepAccess}
      </Alert>
    );
  }

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 id={`${id}-title`} className={styles.title}>
          {pagesMessages.plans}
        </h1>
        <p className={styles.lead}>{subscriptionPlansMessages.plansLead}</p>
      </header>
      {notice}
      <ul className={styles.grid} aria-labelledby={`${id}-title`}>
        <li className={styles.cell}>
          <PlanCard
            title={subscriptionPlansMessages.freePlanTitle}
            description={subscriptionPlansMessages.freePlanText}
            current={flags.isFree}
            price={formatMoney(0)}
            priceNote={subscriptionPlansMessages.freeForever}
            features={FREE_FEATURES}
          >
            {flags.isGuest ? (
              <Button asChild variant="secondary" fullWidth>
                <a href={registerHref('/ideas')} onClick={go(registerHref('/ideas'))}>
                  {sharedMessages.register}
                </a>
              </Button>
            ) : null}
          </PlanCard>
        </li>
        <li className={styles.cell}>
          <PlanCard
            title="PRO"
            description={subscriptionPlansMessages.proPlanText}
            highlighted
            current={subscribed && !flags.isPremiumLifetime}
            price={
              periodic.length
                ? subscriptionPlansMessages.priceFrom(
                    formatMoney(Math.min(...periodic.map((plan) => plan.monthlyCost))),
                  )
                : ''
            }
            priceNote={pagesMessages.perMonth}
            features={PRO_FEATURES}
          >
            <ProPeriods periodic={periodic} subscribed={subscribed} buyHref={buyHref} onNavigate={onNavigate} />
            {subscribed && !flags.isPremiumLifetime ? (
              <Link href={subscriptionHref} variant="standalone" onClick={go(subscriptionHref)}>
                {subscriptionPlansMessages.manageSubscription}
              </Link>
            ) : null}
          </PlanCard>
        </li>
        {lifetimePlan ? (
          <li className={styles.cell}>
            <PlanCard
              title={subscriptionPlansMessages.forever}
              description={subscriptionPlansMessages.lifetimePlanText}
              current={flags.isPremiumLifetime}
              price={formatMoney(lifetimePlan.cost)}
              priceNote={subscriptionPlansMessages.oneTime}
              features={LIFETIME_FEATURES}
            >
              {flags.isPremiumLifetime ? null : subscribed ? (
                <Button asChild fullWidth variant="secondary">
                  <a href={upgradeHref} onClick={go(upgradeHref)}>
                    {subscriptionPlansMessages.switchToLifetime}
                  </a>
                </Button>
              ) : (
                <Button asChild fullWidth variant="secondary">
                  <a href={buyHref(lifetimePlan)} onClick={go(buyHref(lifetimePlan))}>
                    {subscriptionPlansMessages.buyLifetime}
                  </a>
                </Button>
              )}
            </PlanCard>
          </li>
        ) : null}
      </ul>

      <PlansFaq id={`${id}-faq`} telegramPlansHref={telegramPlansHref} onNavigate={onNavigate} />
    </div>
  );
}
