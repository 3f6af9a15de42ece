import { describe, expect, it } from 'vitest';
import type { SearchResponse } from '../schemas/search';
import {
  initialMobileSearchState,
  initialSearchState,
  insiderTarget,
  isScrollLocked,
  isSearchLoading,
  mobileSearchReducer,
  searchReducer,
  showsNothingFound,
  stockTarget,
  type SearchEvent,
  type SearchState,
} from './search';

const answer = (query: string, stocks = 1, insiders = 1): SearchResponse => ({
  meta: { query },
  results: {
    stocks: Array.from({ length: stocks }, (_, i) => ({
      name: `Сбербанк ${i}`,
      ticker: 'SBER',
      ideas_count: 12,
      deals_count: 4,
      ticker_url: 'https://investradar.ru/stocks/SBER',
    })),
    insiders: Array.from({ length: insiders }, (_, i) => ({
      id: 40 + i,
      name: 'Греф Герман',
      position: 'Президент',
      deals_count: 3,
    })),
  },
});

const run = (events: SearchEvent[], from: SearchState = initialSearchState) => events.reduce(searchReducer, from);

describe('search panel (docs/product/flows.md)', () => {
  it('«hidden to shown when the user types»', () => {
    const state = run([{ type: 'input', query: 'сбер' }]);
    expect(state).toMatchObject({ open: true, query: 'сбер', pendingQuery: 'сбер' });
    expect(isSearchLoading(state)).toBe(true);
  });
  it('«or focuses a non-empty query»', () => {
    const closed = run([{ type: 'input', query: 'сбер' }, { type: 'outsideClick' }]);
    expect(closed.open).toBe(false);
    expect(searchReducer(closed, { type: 'focus' }).open).toBe(true);
    expect(searchReducer(initialSearchState, { type: 'focus' })).toBe(initialSearchState);
  });
  it('«hidden when emptied» (whitespace counts as empty) and results are dropped', () => {
    const state = run([
      { type: 'input', query: 'сбер' },
      { type: 'response', response: answer('сбер') },
      { type: 'input', query: '  ' },
    ]);
    expect(state).toMatchObject({ open: false, results: null, pendingQuery: null });
  });
  it('«on an outside click» it hides but keeps query and results', () => {
    const state = run([
      { type: 'input', query: 'сбер' },
      { type: 'response', response: answer('сбер') },
      { type: 'outsideClick' },
    ]);
    expect(state.open).toBe(false);
    expect(state.query).toBe('сбер');
    expect(state.results).not.toBeNull();
    expect(searchReducer(state, { type: 'outsideClick' })).toBe(state);
  });
  it('«closeSearch (which also clears query and results)»', () => {
    const state = run([
      { type: 'input', query: 'сбер' },
      { type: 'response', response: answer('сбер') },
      { type: 'closeSearch' },
    ]);
    expect(state).toEqual(initialSearchState);
  });
  it('«A response is applied only when its meta.query equals the current query; stale responses are ignored»', () => {
    const typed = run([
      { type: 'input', query: 'с' },
      { type: 'input', query: 'сб' },
      { type: 'input', query: 'сбер' },
    ]);
    const stale = searchReducer(typed, { type: 'response', response: answer('сб') });
    expect(stale).toBe(typed);
    const fresh = searchReducer(stale, { type: 'response', response: answer('сбер', 2, 0) });
    expect(fresh.results?.stocks).toHaveLength(2);
    expect(isSearchLoading(fresh)).toBe(false);
    // A late stale answer after the fresh one changes nothing.
    expect(searchReducer(fresh, { type: 'response', response: answer('с') })).toBe(fresh);
  });
  it('meta.query is compared with the trimmed query that was sent', () => {
    const state = run([
      { type: 'input', query: ' сбер ' },
      { type: 'response', response: answer('сбер') },
    ]);
    expect(state.results).not.toBeNull();
  });
  it('«Failures are swallowed»: no error state, loading ends only for the current query', () => {
    const typed = run([{ type: 'input', query: 'газ' }]);
    expect(searchReducer(typed, { type: 'failure', query: 'га' })).toBe(typed);
    const failed = searchReducer(typed, { type: 'failure', query: 'газ' });
    expect(failed).toEqual({ ...typed, pendingQuery: null });
    expect(Object.keys(failed).sort()).toEqual(['open', 'pendingQuery', 'query', 'results']);
  });
  it("«With a query present and both groups empty, the text 'Ничего не найдено'»", () => {
    const empty = run([
      { type: 'input', query: 'ъъъ' },
      { type: 'response', response: answer('ъъъ', 0, 0) },
    ]);
    expect(showsNothingFound(empty)).toBe(true);
    expect(showsNothingFound(run([{ type: 'input', query: 'ъъъ' }]))).toBe(false);
    expect(
      showsNothingFound(
        run([
          { type: 'input', query: 'сбер' },
          { type: 'response', response: answer('сбер', 0, 1) },
        ]),
      ),
    ).toBe(false);
  });
});

describe('result targets (docs/product/screens.md)', () => {
  it('a stock opens its ticker_url with a full page load', () => {
    expect(stockTarget({ ticker_url: 'https://investradar.ru/stocks/SBER' })).toEqual({
      href: 'https://investradar.ru/stocks/SBER',
      fullPageLoad: true,
    });
  });
  it('an insider opens /insider-radar/deals?search_id={id}&whose_id=investor; in-app inside the account app', () => {
    expect(insiderTarget({ id: 42 }, { inAccountApp: true })).toEqual({
      href: '/insider-radar/deals?search_id=42&whose_id=investor',
      fullPageLoad: false,
    });
    expect(insiderTarget({ id: 42 }, { inAccountApp: false }).fullPageLoad).toBe(true);
  });
});

describe('mobile search (docs/product/flows.md): closed → open (scroll locked) → closed (unlocked, query cleared)', () => {
  it('walks the states', () => {
    const open = mobileSearchReducer(initialMobileSearchState, { type: 'open' });
    expect(isScrollLocked(open)).toBe(true);
    const typed = mobileSearchReducer(open, { type: 'input', query: 'лукойл' });
    expect(typed.search.query).toBe('лукойл');
    const closed = mobileSearchReducer(typed, { type: 'close' });
    expect(isScrollLocked(closed)).toBe(false);
    expect(closed).toEqual(initialMobileSearchState);
  });
  it('choosing a result emits closeSearch, which closes the panel too', () => {
    const open = mobileSearchReducer(mobileSearchReducer(initialMobileSearchState, { type: 'open' }), {
      type: 'input',
      query: 'x',
    });
    expect(mobileSearchReducer(open, { type: 'closeSearch' })).toEqual(initialMobileSearchState);
  });
});
