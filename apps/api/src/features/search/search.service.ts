import type { SearchResponse } from '@investradar/ui/domain';
import type { InsiderHit, SearchRepository, StockHit } from './search.repository';
import type { ReadCache } from '../../lib/read-cache';
import { createSearchIndex, type SearchIndex } from './search-index';
import { createSearchRows, type SearchRows } from './search-rows';
import { nameForms, searchTerms } from './search-text';

/** Results per group: the panel shows a short list, not a results page. */
export const SEARCH_GROUP_LIMIT = 10;

function shape(stocks: StockHit[], insiders: InsiderHit[]): SearchResponse['results'] {
  return {
    stocks: stocks.map((s) => ({
      name: s.name,
      ticker: s.ticker,
      ticker_url: s.ticker_url,
      ideas_count: s.ideas_count,
      deals_count: s.deals_count,
    })),
    insiders: insiders.map((i) => ({ id: i.id, name: i.name, position: i.position, deals_count: i.deals_count })),
  };
}

const NO_RESULTS = JSON.stringify({ stocks: [], insiders: [] } satisfies SearchResponse['results']);

/**
 * `index`: the in-process word index (search-index.ts); `rows`: the in-process copy of the rows a search
 * shows (search-rows.ts). The index's ids are answered from the copy when it is current for the request's
 * catalogue and of the names the index was loaded at; else from the rows read with the names' version,
 * when that version is the index's; otherwise, and while the index loads, the database path.
 */
export function createSearchService(deps: {
  search: SearchRepository;
  readCache: ReadCache;
  index?: SearchIndex | false;
  rows?: SearchRows | false;
}) {
  // SEARCH_INDEX=0: no index nor rows (the database path only), e.g. where their memory is wanted elsewhere.
  const index =
    deps.index === false || (deps.index === undefined && process.env.SEARCH_INDEX === '0')
      ? undefined
      : (deps.index ?? createSearchIndex(deps.search));
  const kept =
    !index || deps.rows === false
      ? undefined
      : (deps.rows ?? createSearchRows(deps.search, { eventsToken: deps.readCache.catalogueEventsToken }));
  async function results(query: string): Promise<SearchResponse['results']> {
    const terms = searchTerms(query);
    if (terms.names.length === 0 && terms.tickers.length === 0) return { stocks: [], insiders: [] };
    // Queries that differ only in case, spacing or punctuation share one cache entry.
    return deps.readCache.search(JSON.stringify(terms), async (catalogue): Promise<SearchResponse['results']> => {
      const found = index?.find(terms, SEARCH_GROUP_LIMIT);
      if (found) {
        const current = catalogue === undefined ? undefined : kept?.at(catalogue);
        if (current?.names === found.version) {
          return { stocks: current.stocks(found.stocks), insiders: current.insiders(found.insiders) };
        }
        // The copy is current and of newer names than the index: the index loads again.
        if (current) index!.seen(current.names);
        const rows = await deps.search.details(found.stocks, found.insiders);
        if (rows.version === found.version) return shape(rows.stocks, rows.insiders);
        // Names changed since the index was loaded: this answer comes from the database.
        index!.seen(rows.version);
      }
      // Sequential on purpose: PGlite runs one query at a time anyway, and on PostgreSQL this keeps one
      // search from taking two pool connections.
      // Words as typed first. Only when neither group has a name or ticker starting with them is the
      // query taken for a typo and the closest words tried: a correctly typed person's name does not
      // also bring shares that merely look like it (nor pay for looking them up), and the other way round.
      const exact = { fuzzy: false };
      let stocks = await deps.search.stocks(terms, SEARCH_GROUP_LIMIT, exact);
      let insiders = await deps.search.insiders(nameForms(terms, false), SEARCH_GROUP_LIMIT, exact);
      if (stocks.length === 0 && insiders.length === 0) {
        const fuzzy = { fuzzy: true };
        stocks = await deps.search.stocks(terms, SEARCH_GROUP_LIMIT, fuzzy);
        insiders = await deps.search.insiders(nameForms(terms, true), SEARCH_GROUP_LIMIT, fuzzy);
      }
      return shape(stocks, insiders);
    });
  }

  /** Results encoded once per cache entry; only meta.query is written per request. */
  const encoded = new WeakMap<object, string>();

  return {
    /** Loads the index and the rows now (or waits for the loads under way); the benchmark, tests. */
    ready: async () => {
      await Promise.all([index?.ready(), kept?.ready()]);
    },

    /** What is in memory: the index's and the rows' stats (undefined where turned off). */
    stats: () => ({ index: index?.stats(), rows: kept?.stats() }),

    /** Stops the index's and the rows' loading, if any (the app's onClose, before the database closes). */
    close: async () => {
      await Promise.all([index?.close(), kept?.close()]);
    },

    /**
     * The answer as JSON text; results served from the cache are not encoded again. meta.query echoes
     * the query exactly as sent: the client applies only the answer to its current query.
     */
    async searchJson(query: string): Promise<string> {
      const found = await results(query);
      let text = found.stocks.length + found.insiders.length === 0 ? NO_RESULTS : encoded.get(found);
      if (text === undefined) encoded.set(found, (text = JSON.stringify(found)));
      return `{"meta":{"query":${JSON.stringify(query)}},"results":${text}}`;
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
