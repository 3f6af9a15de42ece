import { useMemo } from 'react';
import { useLoaderData, useNavigate } from 'react-router';
import { StockPage, stockHead, toIdeaSummary, type IdeaVote } from '@investradar/ui';
import type { StockData } from '../ideas/ideasLoaders';
import { useIdeaVotes } from '../ideas/ideaViews';
import { PageMeta } from '../layout/PageMeta';
import { usePortfolioActions } from '../portfolio/PortfolioActions';
import { useAccount } from '../session/AppContext';

/** `/stocks/{ticker}` (the search's ticker_url): the library's StockPage with the votes and the portfolio. */
export function StockRoute() {
  const { stock, consensus, ideas, insider_deals: deals, prices } = useLoaderData<StockData>();
  const navigate = useNavigate();
  const account = useAccount();
  const actions = usePortfolioActions();
  const all = useMemo(() => [...ideas.open, ...ideas.closed], [ideas]);
  const { stateOf, vote } = useIdeaVotes(all);
  const byId = new Map(all.map((idea) => [idea.id, idea]));
  const votes: Record<number, IdeaVote | null> = {};
  const summary = (idea: (typeof all)[number]) => {
    const state = stateOf(idea);
    votes[idea.id] = state.vote;
    return toIdeaSummary(idea, state);
  };

  return (
    <>
      <PageMeta {...stockHead(stock)} />
      <StockPage
        stock={stock}
        consensus={consensus}
        openIdeas={ideas.open.map(summary)}
        closedIdeas={ideas.closed.map(summary)}
        closedTotal={ideas.closed_total}
        votes={votes}
        onVote={(ideaId, choice) => {
          const target = byId.get(ideaId);
          if (target) void vote(target, choice);
        }}
        portfolioIdeaIds={account.status === 'ready' ? (account.user.portfolio?.ideas ?? []) : []}
        onAddToPortfolio={(ideaId) => void actions.add(ideaId)}
        deals={deals}
        prices={prices}
        onNavigate={(href) => void navigate(href)}
      />
    </>
  );
}
