import { useMemo } from 'react';
import { useLoaderData, useNavigate } from 'react-router';
import { IdeaPage, ideaHead } from '@investradar/ui';
import type { IdeaPageData } from '../ideas/ideasLoaders';
import { useIdeaVotes } from '../ideas/ideaViews';
import { PageMeta } from '../layout/PageMeta';
import { useIdeaBets } from '../league/useIdeaBets';
import { usePortfolioActions } from '../portfolio/PortfolioActions';
import { useAccount } from '../session/AppContext';

/** `/ideas/{id}`: the library's IdeaPage with the votes, the portfolio, the league's bet and the analyst's record. */
export function IdeaRoute() {
  const { idea, analysts, prices, asOf } = useLoaderData<IdeaPageData>();
  const navigate = useNavigate();
  const account = useAccount();
  const actions = usePortfolioActions();
  const bets = useIdeaBets();
  const list = useMemo(() => [idea], [idea]);
  const { stateOf, vote } = useIdeaVotes(list);
  const user = account.status === 'ready' ? account.user : null;
  const record = idea.analyst ? analysts?.results.forecasters.find((row) => row.id === idea.analyst?.id) : undefined;

  return (
    <>
      <PageMeta {...ideaHead(idea)} />
      <IdeaPage
        idea={idea}
        prices={prices}
        asOf={asOf}
        record={
          record
            ? {
                rank: record.rank,
                closedIdeas: record.closed_ideas,
                successRate: record.success_rate,
                averageReturn: record.average_return,
              }
            : null
        }
        recordLimited={analysts?.meta.limited ?? false}
        votes={stateOf(idea)}
        onVote={(choice) => void vote(idea, choice)}
        inPortfolio={(user?.portfolio?.ideas ?? []).includes(idea.id)}
        onAddToPortfolio={() => void actions.add(idea.id)}
        bet={user?.bets.find((b) => b.idea_id === idea.id)?.bet ?? null}
        onBet={() => bets.start({ id: idea.id, name: idea.name }, `/ideas/${idea.id}`)}
        onNavigate={(href) => void navigate(href)}
      />
      {bets.dialog}
    </>
  );
}
