import { useNavigate } from 'react-router';
import { PageLoading, plansHead, SubscriptionPlans } from '@investradar/ui';
import { guestUser, ROUTES } from '@investradar/ui/domain';
import { PageMeta } from '../layout/PageMeta';
import { salePlans } from '../money/plans';
import { useAccount, useConfig } from '../session/AppContext';

/** /subscription/plans (docs/product/screens.md, public): Free, PRO by period and PRO forever; buying leads to the checkout. */
export function PlansRoute() {
  const navigate = useNavigate();
  const account = useAccount();
  const { config } = useConfig();
  return (
    <>
      <PageMeta {...plansHead} />
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
