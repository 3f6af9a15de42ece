import { useId } from 'react';
import { Alert, Badge, Button, Card, Link } from '../../../components';
import {
  accountFlags,
  FREE_BOT_TRIAL_WEEKS,
  formatMoney,
  YEARLY_PLAN_LABEL,
  type Plan,
  type User,
} from '../../../domain';
import { inAppClick, type NavigateHandler } from '../../shared/inAppLink';
import { isBotPlan, periodLabel, planMonths } from '../plans';
import * as styles from '../plans.css';
import * as pagesMessages from '../messages';
import * as telegramPlansMessages from './messages';

export type TelegramPlansProps = {
  user: User;
  /** Plan configuration; only the bot plans are shown here. */
  plans: readonly Plan[];
  /** Deep link that opens the bot in the messenger. */
  botUrl: string;
  checkoutHref?: (plan: Plan) => string;
  registerHref?: (redirect: string) => string;
  plansHref?: string;
  onNavigate?: NavigateHandler;
};

const BOT_FEATURES = [
  telegramPlansMessages.telegramNewIdeas,
  pagesMessages.insiderDealsOnDisclosure,
  telegramPlansMessages.telegramPortfolioEvents,
  telegramPlansMessages.telegramWeeklySummary,
] as const;

const defaultCheckoutHref = (plan: Plan) => `/subscription/checkout?plan_id=${plan.id}`;
const defaultRegisterHref = (redirect: string) => `/auth/register?redirect_url=${encodeURIComponent(redirect)}`;

/** Plans of the messenger bot (/subscription/plans/telegram); free users are led here from the header. */
export function TelegramPlans({
  user,
  plans,
  botUrl,
  checkoutHref = defaultCheckoutHref,
  registerHref = defaultRegisterHref,
  plansHref = '/subscription/plans',
  onNavigate,
}: TelegramPlansProps) {
  const id = useId();
  const flags = accountFlags(user);
  const botPlans = plans.filter(isBotPlan).sort((a, b) => (planMonths(a) ?? 0) - (planMonths(b) ?? 0));
  const includedInPro = flags.isPremium;
  const go = (href: string) => inAppClick(onNavigate, href);
  const buyHref = (plan: Plan) => (flags.isGuest ? registerHref(checkoutHref(plan)) : checkoutHref(plan));
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 id={`${id}-title`} className={styles.title}>
          {pagesMessages.botInTelegram}
        </h1>
        <p className={styles.lead}>{telegramPlansMessages.telegramLead}</p>
        <ul className={styles.features}>
          {BOT_FEATURES.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      </header>

      {includedInPro ? (
        <Alert
          tone="success"
          title={telegramPlansMessages.botInYourPro}
          actions={
            <Button asChild size="sm">
              <a href={botUrl} target="_blank" rel="noopener noreferrer">
                {pagesMessages.openBot}
              </a>
            </Button>
          }
        >
          {telegramPlansMessages.botInYourProText}
        </Alert>
      ) : flags.isFree ? (
        <Alert tone="info" title={telegramPlansMessages.firstWeeksFree(FREE_BOT_TRIAL_WEEKS)}>
          {telegramPlansMessages.botTrialPrefix}
          {FREE_BOT_TRIAL_WEEKS}
          {telegramPlansMessages.botTrialSuffix}
        </Alert>
      ) : null}

      <ul className={styles.grid} aria-label={telegramPlansMessages.botSubscription}>
        {botPlans.map((plan) => {
          const months = planMonths(plan) ?? 1;
          const yearly = months === 12;
          return (
            <li key={plan.id} className={styles.cell}>
              <Card asChild padding="md" variant={yearly ? 'brand' : 'outlined'} className={styles.card}>
                <article aria-labelledby={`${id}-${plan.id}`}>
                  <div className={styles.cardHeader}>
                    <h2 id={`${id}-${plan.id}`} className={styles.planTitle}>
                      {telegramPlansMessages.botForPrefix}
                      {periodLabel(plan)}
                    </h2>
                    {yearly ? (
                      <Badge tone="success" size="sm">
                        {YEARLY_PLAN_LABEL}
                      </Badge>
                    ) : null}
                  </div>
                  <p className={styles.price}>
                    <span className={styles.priceValue}>{formatMoney(plan.monthlyCost)}</span>{' '}
                    <span className={styles.priceNote}>{pagesMessages.perMonth}</span>
                  </p>
                  <p className={styles.priceNote}>
                    {months > 1 ? telegramPlansMessages.botPlanPrice(formatMoney(plan.cost), periodLabel(plan)) : null}
                    {telegramPlansMessages.autoRenewal}
                  </p>
                  {includedInPro ? null : (
                    <Button asChild fullWidth variant={yearly ? 'primary' : 'secondary'}>
                      <a
                        href={buyHref(plan)}
                        onClick={go(buyHref(plan))}
                        aria-label={telegramPlansMessages.connectBotFor(periodLabel(plan))}
                      >
                        {pagesMessages.connect}
                      </a>
                    </Button>
                  )}
                </article>
              </Card>
            </li>
          );
        })}
        <li className={styles.cell}>
          <Card asChild padding="md" variant="muted" className={styles.card}>
            <article aria-labelledby={`${id}-pro`}>
              <h2 id={`${id}-pro`} className={styles.planTitle}>
                {telegramPlansMessages.botInPro}
              </h2>
              <p className={styles.priceNote}>{telegramPlansMessages.botInProText}</p>
              <Link href={plansHref} variant="standalone" onClick={go(plansHref)}>
                {includedInPro ? telegramPlansMessages.allPlans : telegramPlansMessages.compareWithPro}
              </Link>
            </article>
          </Card>
        </li>
      </ul>
    </div>
  );
}
