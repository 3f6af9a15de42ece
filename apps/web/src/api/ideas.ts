import type {
  ForecastersAnswer,
  GuestVotes,
  GuestVotesSyncResult,
  IdeaDetailsAnswer,
  IdeaVoteResult,
  SavedFilter,
  StockAnswer,
  StockPricesAnswer,
} from '@investradar/ui/domain';
import type { ApiClient, Parser } from './client';
import type * as AnswerSchemas from './answers';

type Answers = typeof AnswerSchemas;
type AnswerOf = <K extends keyof Answers>(name: K) => Parser<ReturnType<Answers[K]['parse']>>;

/** The ideas feed's answer: ideas, total and the filters the API applied (meta.ignored_filters: locked ones). */
export type IdeasAnswer = ReturnType<Answers['ideasResponseSchema']['parse']>;

/** Query of the feed: the domain codec's query string (serializeFilterState) as the client's query object. */
function queryOf(search: string, extra: Record<string, string | number> = {}): Record<string, string | number> {
  return { ...Object.fromEntries(new URLSearchParams(search)), ...extra };
}

/**
 * Ideas, stocks, votes and the forecaster rating (issue #13, apps/api README). Votes are the user's
 * own actions: a 404 there is handled by the caller (the idea is gone), not a move to /404.
 */
export function ideasEndpoints(client: ApiClient, answer: AnswerOf) {
  return {
    /** GET /api/ideas?{filter state}: the feed. */
    listIdeas(search: string, perPage?: number): Promise<IdeasAnswer> {
      return client.request('/api/ideas', answer('ideasResponseSchema'), {
        query: queryOf(search, perPage ? { per_page: perPage } : {}),
      });
    },

    /** GET /api/ideas/{id}: an idea with its description and status history; 404 for unknown ids. */
    async getIdea(id: number): Promise<IdeaDetailsAnswer> {
      const { results } = await client.request(`/api/ideas/${id}`, answer('ideaDetailsResponseSchema'));
      return results.idea;
    },

    /** GET /api/stocks/{ticker}: the share, its consensus, open and closed ideas, latest insider deals. */
    async getStock(ticker: string): Promise<StockAnswer> {
      const { results } = await client.request(
        `/api/stocks/${encodeURIComponent(ticker)}`,
        answer('stockResponseSchema'),
      );
      return results;
    },

    /** GET /api/stocks/{ticker}/prices?from=&to=: daily closes, oldest first (the price path charts). */
    stockPrices(ticker: string, range: { from?: string; to?: string } = {}): Promise<StockPricesAnswer> {
      return client.request(`/api/stocks/${encodeURIComponent(ticker)}/prices`, answer('stockPricesResponseSchema'), {
        query: { ...range },
        handle: [404, 422],
      });
    },

    /** GET /api/forecasters: the rating (limited view without ii.best_forecasters: meta.limited). */
    forecasters(query: {
      kind?: string;
      period?: string;
      page?: number;
      per_page?: number;
    }): Promise<ForecastersAnswer> {
      return client.request('/api/forecasters', answer('forecastersResponseSchema'), { query });
    },

    /** POST /api/ideas/{id}/vote { vote }: believe, notbelieve or none (takes the vote back). */
    vote(ideaId: number, vote: 'believe' | 'notbelieve' | 'none'): Promise<IdeaVoteResult> {
      return client.request(`/api/ideas/${ideaId}/vote`, answer('ideaVoteResultSchema'), {
        method: 'POST',
        body: { vote },
        handle: [404],
      });
    },

    /** GET /api/ideas/filters: the account's saved filter sets (PRO). */
    async savedFilters(): Promise<SavedFilter[]> {
      const { results } = await client.request('/api/ideas/filters', answer('savedFiltersAnswerSchema'));
      return results.filters;
    },

    /** POST /api/ideas/filters { name, filters }: saves the feed's query under a name; 422 names the field. */
    async saveFilter(name: string, filters: string): Promise<SavedFilter> {
      const { filter } = await client.request('/api/ideas/filters', answer('savedFilterAddedSchema'), {
        method: 'POST',
        body: { name, filters },
        handle: [422],
      });
      return filter;
    },

    /** DELETE /api/ideas/filters/{id}: a set that is already gone counts as deleted. */
    async deleteFilter(id: number): Promise<void> {
      await client
        .request(`/api/ideas/filters/${id}`, answer('formResultSchema'), { method: 'DELETE', handle: [404] })
        .catch((error: unknown) => {
          if ((error as { status?: number }).status !== 404) throw error;
        });
    },

    /** POST /api/ideas/votes/sync: a guest's local votes, sent once after login or registration. */
    syncGuestVotes(votes: GuestVotes): Promise<GuestVotesSyncResult> {
      return client.request('/api/ideas/votes/sync', answer('guestVotesSyncResultSchema'), {
        method: 'POST',
        body: votes,
        handle: [401, 404],
      });
    },
  };
}
