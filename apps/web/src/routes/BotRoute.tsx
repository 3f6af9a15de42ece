import { useLoaderData, useNavigate } from 'react-router';
import { botHead, BotPage, PageLoading } from '@investradar/ui';
import { guestUser } from '@investradar/ui/domain';
import { useAccount, useConfig } from '../session/AppContext';
import { PageMeta } from '../layout/PageMeta';

/** /bot (docs/product/screens.md): what the messenger bot does, with the way in for the visitor's account. */
export function BotRoute() {
  const navigate = useNavigate();
  const account = useAccount();
  const { config } = useConfig();
  // What the bot sends, as the editors keep it (content `bot`); null: the built-in text.
  const { html } = useLoaderData<{ html: string | null }>();
  return (
    <>
      <PageMeta {...botHead} />
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
