import { useLoaderData, useNavigate } from 'react-router';
import { LEAGUE_PRODUCT_TITLE, leagueHead, LeagueRules } from '@investradar/ui';
import { guestUser } from '@investradar/ui/domain';
import { PageMeta } from '../layout/PageMeta';
import type { LeagueData } from '../league/leagueLoaders';
import { useAccount } from '../session/AppContext';

export const LEAGUE_PATH = '/konkurs-liga-investidei';

/** /konkurs-liga-investidei: the league's rules and its table (public, rendered on the server). */
export function LeagueRoute() {
  const { table, rulesHtml } = useLoaderData<LeagueData>();
  const account = useAccount();
  const navigate = useNavigate();
  const user = account.status === 'ready' ? account.user : guestUser;
  return (
    <>
      <PageMeta {...leagueHead} />
      <LeagueRules
        user={user}
        leaders={table.leaders.map((row) => ({
          place: row.place,
          name: row.name,
          profit: row.profit,
          bets: row.bets,
          winRate: row.win_rate,
        }))}
        participants={table.participants}
        productTitle={LEAGUE_PRODUCT_TITLE}
        registerHref={`/auth/register?redirect_url=${encodeURIComponent(LEAGUE_PATH)}`}
        onNavigate={(href) => void navigate(href)}
        contentHtml={rulesHtml}
      />
    </>
  );
}
