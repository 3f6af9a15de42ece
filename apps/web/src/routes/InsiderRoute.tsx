import { useLoaderData, useNavigate } from 'react-router';
import { InsiderProfile, insiderProfileHead } from '@investradar/ui';
import { guestUser, type InsiderAnswer } from '@investradar/ui/domain';
import { PageMeta } from '../layout/PageMeta';
import { toInsiderDeal } from '../radar/toInsiderDeal';
import { useAccount } from '../session/AppContext';

/** /insiders/{id} (issue #14): GET /api/insiders/{id} — the person, positions, totals, latest deals. */
export function InsiderRoute() {
  const { results, meta } = useLoaderData<InsiderAnswer>();
  const account = useAccount();
  const navigate = useNavigate();
  const { insider } = results;
  return (
    <>
      <PageMeta {...insiderProfileHead(insider)} />
      <InsiderProfile
        user={account.status === 'ready' ? account.user : guestUser}
        insider={{ id: insider.id, name: insider.name, position: insider.position, dealsCount: insider.deals_count }}
        positions={results.positions.map((p) => ({
          ticker: p.ticker,
          companyName: p.company_name,
          position: p.position,
          lastFiledAt: p.last_filed_at,
        }))}
        deals={results.deals.map(toInsiderDeal)}
        dealsTotal={meta.deals_total}
        totals={results.totals.map((t) => ({
          type: t.type === 'buy' || t.type === 'sell' ? t.type : 'other',
          currency: t.currency === 'RUB' ? 'RUB' : 'USD',
          deals: t.deals,
          shares: t.shares,
          value: t.value,
        }))}
        onNavigate={(href) => void navigate(href)}
      />
    </>
  );
}
