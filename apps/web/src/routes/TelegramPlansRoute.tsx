import { useNavigate } from 'react-router';
import { PageLoading, TelegramPlans, telegramPlansHead } from '@investradar/ui';
import { guestUser, ROUTES } from '@investradar/ui/domain';
import { PageMeta } from '../layout/PageMeta';
import { salePlans } from '../money/plans';
import { useAccount, useConfig } from '../session/AppContext';

/** /subscription/plans/telegram (docs/product/screens.md, public): where free users are led from the messenger link. */
export function TelegramPlansRoute() {
  const navigate = useNavigate();
  const account = useAccount();
  const { config } = useConfig();
  return (
    <>
      <PageMeta {...telegramPlansHead} />
      {config ? (
        <TelegramPlans
          user={account.user ?? guestUser}
          plans={salePlans(config)}
          checkoutHref={(plan) => `${ROUTES.checkout}?plan_id=${plan.id}`}
          botUrl={account.user?.telegram_bonus_link ?? config.telegram_bot_url}
          onNavigate={(href) => void navigate(href)}
        />
      ) : (
        <PageLoading />
      )}
    </>
  );
}
