import { Badge, Button } from '../../../components';
import { formatMoney, YEARLY_PLAN_LABEL, type Plan } from '../../../domain';
import { inAppClick, type NavigateHandler } from '../../shared/inAppLink';
import { periodLabel, planMonths } from '../plans';
import * as styles from './SubscriptionPlans.css';
import * as pagesMessages from '../messages';
import * as sharedMessages from '../../shared/messages';
import * as subscriptionPlansMessages from './messages';

/** PRO by period: each period's monthly and total price, and «Подключить» unless already subscribed. */
export function ProPeriods({
  periodic,
  subscribed,
  buyHref,
  onNavigate,
}: {
  periodic: readonly Plan[];
  subscribed: boolean;
  buyHref: (plan: Plan) => string;
  onNavigate?: NavigateHandler;
}) {
  const go = (href: string) => inAppClick(onNavigate, href);
  return (
    <ul className={styles.options} aria-label={subscriptionPlansMessages.proPeriodLegend}>
      {periodic.map((plan) => {
        const months = planMonths(plan) ?? 1;
        const yearly = months === 12;
        return (
          <li key={plan.id} className={styles.option} data-yearly={yearly || undefined}>
            <div className={styles.optionText}>
              <span className={styles.optionPeriod}>
                {periodLabel(plan)}
                {yearly ? (
                  <Badge tone="success" size="sm">
                    {YEARLY_PLAN_LABEL}
                  </Badge>
                ) : null}
              </span>
              <span className={styles.optionPrice}>
                {formatMoney(plan.monthlyCost)}
                {sharedMessages.perMonth}
                {months > 1 ? subscriptionPlansMessages.periodPrice(formatMoney(plan.cost), periodLabel(plan)) : null}
              </span>
            </div>
            {subscribed ? null : (
              <Button asChild size="sm" variant={yearly ? 'primary' : 'secondary'}>
                <a
                  href={buyHref(plan)}
                  onClick={go(buyHref(plan))}
                  aria-label={subscriptionPlansMessages.connectProFor(periodLabel(plan))}
                >
                  {pagesMessages.connect}
                </a>
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
