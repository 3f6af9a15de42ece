import { useLoaderData, useNavigate } from 'react-router';
import { BotPage } from '@investradar/ui';
import { guestUser } from '@investradar/ui/domain';
import { useAccount, useConfig } from '../session/AppContext';
import { PageMeta } from '../layout/PageMeta';
import { PageLoading } from '../layout/PageStates';

export const BOT_ROUTE_TEXTS = {
  title: 'Telegram-бот',
  description:
    'Telegram-бот Инвестрадара: новые инвестиционные идеи, закрытия идей и сделки инсайдеров приходят сообщением, как только появляются.',
} as const;

/** /bot (docs/product/screens.md): what the messenger bot does, with the way in for the visitor's account. */
export function BotRoute() {
  const navigate = useNavigate();
  const account = useAccount();
  const { config } = useConfig();
  // What the bot sends, as the editors keep it (content `bot`); null: the built-in text.
  const { html } = useLoaderData<{ html: string | null }>();
  return (
    <>
      <PageMeta title={BOT_ROUTE_TEXTS.title} description={BOT_ROUTE_TEXTS.description} />
      {config ? (
        <BotPage
          user={account.user ?? guestUser}
          botUrl={account.user?.telegram_bonus_link ?? config.telegram_bot_url}
          registerHref="/auth/register?redirect_url=%2Fbot"
          plansHref="/subscription/plans/telegram"
          onNavigate={(href) => void navigate(href)}
          contentHtml={html}
        />
      ) : (
        <PageLoading />
      )}
    </>
  );
}
