import { useNavigate } from 'react-router';
import { TelegramPlans } from '@investradar/ui';
import { guestUser, ROUTES } from '@investradar/ui/domain';
import { PageMeta } from '../layout/PageMeta';
import { PageLoading } from '../layout/PageStates';
import { salePlans } from '../money/plans';
import { useAccount, useConfig } from '../session/AppContext';

export const TELEGRAM_PLANS_ROUTE_TEXTS = {
  title: 'Тарифы Telegram-бота',
  description:
    'Подписка на Telegram-бот Инвестрадара: новые идеи, сделки инсайдеров и события портфеля сообщением. В PRO бот уже включен.',
} as const;

/** /subscription/plans/telegram (docs/product/screens.md, public): where free users are led from the messenger link. */
export function TelegramPlansRoute() {
  const navigate = useNavigate();
  const account = useAccount();
  const { config } = useConfig();
  return (
    <>
      <PageMeta title={TELEGRAM_PLANS_ROUTE_TEXTS.title} description={TELEGRAM_PLANS_ROUTE_TEXTS.description} />
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
