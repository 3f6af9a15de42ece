import { useEffect, useMemo, useRef } from 'react';
import { useLoaderData, useLocation, useNavigate, useNavigation } from 'react-router';
import { IdeasFeed, ideasFeedHead, ideasFilterOptions, toIdeaSummary, type IdeaVote } from '@investradar/ui';
import {
  guestUser,
  IDEA_LOCKABLE_FILTERS,
  ideaFilterPermission,
  parseIdeasFilter,
  serializeFilterState,
  type IdeasFilterState,
} from '@investradar/ui/domain';
import { feedQuery } from '../ideas/filterOptions';
import type { IdeasFeedData } from '../ideas/ideasLoaders';
import { useIdeaVotes } from '../ideas/ideaViews';
import { useSavedFilters } from '../ideas/useSavedFilters';
import { PageMeta } from '../layout/PageMeta';
import { useIdeaBets } from '../league/useIdeaBets';
import { usePortfolioActions } from '../portfolio/PortfolioActions';
import { useAccount } from '../session/AppContext';

/**
 * `/` and `/ideas`: the ideas feed. The filters live in the address (the domain's codec), the loader
 * asks GET /api/ideas with the same query; what the API ignored for this account
 * (meta.ignored_filters) raises the permission check, as touching a locked filter does.
 */
export function IdeasRoute() {
  const data = useLoaderData<IdeasFeedData>();
  const account = useAccount();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  const actions = usePortfolioActions();
  const bets = useIdeaBets();
  const { feed } = data;
  const user = account.status === 'ready' ? account.user : guestUser;
  // The state shown is the state the API applied, read back through the same codec.
  const filters = useMemo(() => parseIdeasFilter(serializeFilterState(feed.meta.filters as IdeasFilterState)), [feed]);
  const options = useMemo(() => ideasFilterOptions(data.brokers), [data.brokers]);
  const { stateOf, vote } = useIdeaVotes(feed.results.ideas);
  const loading = navigation.state === 'loading' && navigation.location.pathname === location.pathname;

  // Filters of the address the account may not use: the permission check, once per answer.
  const raisedFor = useRef<IdeasFeedData | null>(null);
  const { requirePermission } = actions;
  useEffect(() => {
    if (raisedFor.current === data) return;
    raisedFor.current = data;
    const field = data.feed.meta.ignored_filters[0];
    const permission =
      field && (IDEA_LOCKABLE_FILTERS as readonly string[]).includes(field) ? ideaFilterPermission(field) : undefined;
    if (permission) requirePermission(permission);
  }, [data, requirePermission]);

  const votes: Record<number, IdeaVote> = {};
  const ideas = feed.results.ideas.map((idea) => {
    const state = stateOf(idea);
    if (state.vote) votes[idea.id] = state.vote;
    return toIdeaSummary(idea, state);
  });
  const byId = new Map(feed.results.ideas.map((idea) => [idea.id, idea]));
  const goToQuery = (search: string) =>
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { preventScrollReset: true });
  const savedFilters = useSavedFilters(user, feedQuery(filters), goToQuery);
  const home = location.pathname === '/';
  // One analyst's ideas (a name in the rating): say whose, and how to see everyone's.
  const analystId = Number(feed.meta.filters.analyst_id ?? 0);
  const withoutAnalyst = feedQuery({ ...filters, analyst_id: 0 });
  const analystFilter = analystId
    ? {
        id: analystId,
        name: feed.results.ideas.find((idea) => idea.analyst?.id === analystId)?.analyst?.name ?? null,
        clearHref: `${location.pathname}${withoutAnalyst ? `?${withoutAnalyst}` : ''}`,
      }
    : null;

  return (
    <>
      <PageMeta {...ideasFeedHead(home)} />
      <IdeasFeed
        user={user}
        ideas={ideas}
        total={feed.results.total}
        loading={loading}
        filters={filters}
        filterOptions={options}
        onFiltersChange={(next) => goToQuery(feedQuery(next))}
        onPermissionRequired={(_outcome, permission) => requirePermission(permission)}
        votes={votes}
        onVote={(ideaId, choice) => {
          const idea = byId.get(ideaId);
          if (idea) void vote(idea, choice);
        }}
        onAddToPortfolio={(ideaId) => void actions.add(ideaId)}
        onBet={(ideaId) => {
          const idea = byId.get(ideaId);
          if (idea) bets.start(idea, `${location.pathname}${location.search}`);
        }}
        pageCount={Math.max(1, Math.ceil(feed.results.total / feed.meta.per_page))}
        analystFilter={analystFilter}
        savedFilters={savedFilters}
        onNavigate={(href) => void navigate(href)}
      />
      {bets.dialog}
    </>
  );
}
