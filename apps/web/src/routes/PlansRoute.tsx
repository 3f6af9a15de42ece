import { useNavigate } from 'react-router';
import { SubscriptionPlans } from '@investradar/ui';
import { guestUser, ROUTES } from '@investradar/ui/domain';
import { PageMeta } from '../layout/PageMeta';
import { PageLoading } from '../layout/PageStates';
import { salePlans } from '../money/plans';
import { useAccount, useConfig } from '../session/AppContext';

export const PLANS_ROUTE_TEXTS = {
  title: 'Тарифы',
  description:
    'Тарифы Инвестрадара: бесплатный доступ, PRO на 1, 3 или 12 месяцев и PRO навсегда — идеи брокеров, радар инсайдеров и рейтинг аналитиков без ограничений.',
} as const;

/** /subscription/plans (docs/product/screens.md, public): Free, PRO by period and PRO forever; buying leads to the checkout. */
export function PlansRoute() {
  const navigate = useNavigate();
  const account = useAccount();
  const { config } = useConfig();
  return (
    <>
      <PageMeta title={PLANS_ROUTE_TEXTS.title} description={PLANS_ROUTE_TEXTS.description} />
      {config ? (
        <SubscriptionPlans
          user={account.user ?? guestUser}
          plans={salePlans(config)}
          checkoutHref={(plan) => `${ROUTES.checkout}?plan_id=${plan.id}`}
          onNavigate={(href) => void navigate(href)}
        />
      ) : (
        <PageLoading />
      )}
    </>
  );
}
