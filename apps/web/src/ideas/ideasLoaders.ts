import type { LoaderFunctionArgs } from 'react-router';
import type { ForecastersAnswer, IdeaDetailsAnswer, StockAnswer, StockPricesAnswer } from '@investradar/ui/domain';
import { ApiError } from '../api/client';
import type { IdeasAnswer } from '../api/ideas';
import { load, notFound } from '../session/routerContext';

/**
 * Loaders of the ideas pages (issue #13). They live in the entry chunk (routes.tsx), so they only
 * fetch: turning answers into view models is the pages' work, in their own chunks.
 */

export type IdeasFeedData = {
  /** The address's query, as the API was asked. */
  requested: string;
  feed: IdeasAnswer;
  /** Brokers of the rating, the options of the broker filter. */
  brokers: { id: number; name: string }[];
};

/**
 * `/` and `/ideas`: the address's query is the feed's query. The page writes it with the domain's codec
 * (serializeFilterState) and reads back what the API applied (meta.filters, parseIdeasFilter); the
 * codec stays out of the entry chunk: the API parses the query with the same codec.
 */
export function ideasFeedLoader(args: LoaderFunctionArgs): Promise<IdeasFeedData> {
  return load(args, async ({ api }) => {
    const requested = new URL(args.request.url).search.replace(/^\?/, '');
    const [feed, brokers] = await Promise.all([
      // An address with a filter value outside the vocabularies (422) shows the default feed.
      api.listIdeas(requested).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 422) return api.listIdeas('');
        throw error;
      }),
      // The broker filter's options; the feed shows without them.
      api.forecasters({ kind: 'broker', per_page: 100 }).catch(() => null),
    ]);
    return { requested, feed, brokers: brokers?.results.forecasters.map(({ id, name }) => ({ id, name })) ?? [] };
  });
}

/** Daily closes of a price path; null when they could not be read (the chart then draws the status changes). */
export type PricePath = StockPricesAnswer['results']['prices'] | null;

/** The YYYY-MM-DD day of an ISO moment in Moscow (UTC+3), as the API's price days are. */
const moscowDay = (iso: string) => new Date(Date.parse(iso) + 3 * 3_600_000).toISOString().slice(0, 10);

export type IdeaPageData = {
  idea: IdeaDetailsAnswer;
  analysts: ForecastersAnswer | null;
  /** The share's closes from the opening day to the closing day (or today). */
  prices: PricePath;
  /** When the data was read: the end of an open idea's price path (the same on the server and in hydration). */
  asOf: string;
};

/** `/ideas/{id}`: the idea (404 page for unknown ids) and the analysts' rating for the analyst's record. */
export function ideaLoader(args: LoaderFunctionArgs): Promise<IdeaPageData> {
  return load(args, async ({ api }) => {
    const id = args.params.id ?? '';
    if (!/^[1-9]\d{0,9}$/.test(id)) throw notFound();
    const asOf = new Date().toISOString();
    const [idea, analysts] = await Promise.all([
      api.getIdea(Number(id)),
      api.forecasters({ kind: 'analyst', period: 'all', per_page: 100 }).catch(() => null),
    ]);
    const prices = await api
      .stockPrices(idea.ticker, { from: moscowDay(idea.opened_at), to: moscowDay(idea.closed_at ?? asOf) })
      .then((answer) => answer.results.prices)
      .catch(() => null);
    return { idea, analysts, prices, asOf };
  });
}

export type RatingData = ForecastersAnswer;

/** `/rating?kind=&period=&page=`: the forecasters rating as the API answers it for this account. */
export function ratingLoader(args: LoaderFunctionArgs): Promise<RatingData> {
  return load(args, ({ api }) => {
    const search = new URL(args.request.url).searchParams;
    const kind = search.get('kind') === 'broker' ? 'broker' : 'analyst';
    const period = search.get('period') ?? 'all';
    const page = Number(search.get('page') ?? '1');
    return api.forecasters({
      kind,
      period: ['1m', '3m', '1y', 'all'].includes(period) ? period : 'all',
      page: Number.isInteger(page) && page > 0 ? page : 1,
      per_page: 20,
    });
  });
}

export type StockData = StockAnswer & {
  /** The last year's closes. */
  prices: PricePath;
};

/** `/stocks/{ticker}` (the search's ticker_url): the share and its last year's prices; 404 page for an unknown ticker. */
export function stockLoader(args: LoaderFunctionArgs): Promise<StockData> {
  return load(args, async ({ api }) => {
    const ticker = args.params.ticker ?? '';
    if (!/^[A-Za-z0-9.-]{1,20}$/.test(ticker)) throw notFound();
    const [stock, prices] = await Promise.all([
      api.getStock(ticker),
      api
        .stockPrices(ticker)
        .then((answer) => answer.results.prices)
        .catch(() => null),
    ]);
    return { ...stock, prices };
  });
}
