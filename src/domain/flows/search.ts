import type { InsiderResult, SearchResponse, SearchResults, StockResult } from '../schemas/search';

/**
 * docs/product/flows.md search panel: hidden → shown when the user types or focuses a non-empty query; hidden
 * when emptied, on an outside click, or on closeSearch (which also clears query and results). A
 * response is applied only when its meta.query equals the current query; failures are swallowed.
 */
export interface SearchState {
  query: string;
  results: SearchResults | null;
  open: boolean;
  /** The query whose answer is awaited; cleared by its answer, a failure or closeSearch. */
  pendingQuery: string | null;
}

export type SearchEvent =
  | { type: 'input'; query: string }
  | { type: 'focus' }
  | { type: 'outsideClick' }
  | { type: 'response'; response: SearchResponse }
  | { type: 'failure'; query: string }
  | { type: 'closeSearch' };

export const initialSearchState: SearchState = { query: '', results: null, open: false, pendingQuery: null };

/** The text sent to GET /api/search (what meta.query must echo). */
export function searchRequestQuery(query: string): string {
  return query.trim();
}

export function searchReducer(state: SearchState, event: SearchEvent): SearchState {
  switch (event.type) {
    case 'input': {
      const requestQuery = searchRequestQuery(event.query);
      if (requestQuery === '') return { query: event.query, results: null, open: false, pendingQuery: null };
      return { ...state, query: event.query, open: true, pendingQuery: requestQuery };
    }
    case 'focus':
      return searchRequestQuery(state.query) === '' ? state : { ...state, open: true };
    case 'outsideClick':
      return state.open ? { ...state, open: false } : state;
    case 'response':
      if (event.response.meta.query !== searchRequestQuery(state.query)) return state;
      return { ...state, results: event.response.results, pendingQuery: null };
    case 'failure':
      return event.query === state.pendingQuery ? { ...state, pendingQuery: null } : state;
    case 'closeSearch':
      return initialSearchState;
  }
}

/** docs/product/screens.md: with a query present and both groups empty, 'Ничего не найдено' is shown. */
export function showsNothingFound(state: SearchState): boolean {
  return (
    searchRequestQuery(state.query) !== '' &&
    state.results !== null &&
    state.results.stocks.length === 0 &&
    state.results.insiders.length === 0
  );
}

export function isSearchLoading(state: SearchState): boolean {
  return state.pendingQuery !== null;
}

export interface SearchTarget {
  href: string;
  /** A full page load (location assignment) instead of in-app navigation. */
  fullPageLoad: boolean;
}

/** docs/product/screens.md: a stock opens its ticker_url with a full page load. */
export function stockTarget(stock: Pick<StockResult, 'ticker_url'>): SearchTarget {
  return { href: stock.ticker_url, fullPageLoad: true };
}

export function insiderHref(id: number): string {
  return `/insider-radar/deals?search_id=${encodeURIComponent(String(id))}&whose_id=investor`;
}

/** docs/product/screens.md: an insider opens the deals radar; in-app inside the account app, a full load elsewhere. */
export function insiderTarget(insider: Pick<InsiderResult, 'id'>, options: { inAccountApp: boolean }): SearchTarget {
  return { href: insiderHref(insider.id), fullPageLoad: !options.inAccountApp };
}

/**
 * docs/product/flows.md mobile search: closed → open (scroll locked) → closed (scroll unlocked, query cleared).
 * The panel holds its own search state.
 */
export interface MobileSearchState {
  open: boolean;
  search: SearchState;
}

export type MobileSearchEvent = { type: 'open' } | { type: 'close' } | SearchEvent;

export const initialMobileSearchState: MobileSearchState = { open: false, search: initialSearchState };

export function mobileSearchReducer(state: MobileSearchState, event: MobileSearchEvent): MobileSearchState {
  switch (event.type) {
    case 'open':
      return { ...state, open: true };
    case 'close':
    case 'closeSearch':
      return { open: false, search: initialSearchState };
    default:
      return { ...state, search: searchReducer(state.search, event) };
  }
}

/** Page scroll is locked exactly while the mobile panel is open. */
export function isScrollLocked(state: MobileSearchState): boolean {
  return state.open;
}
