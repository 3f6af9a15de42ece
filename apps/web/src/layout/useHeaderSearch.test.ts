import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SearchResponse } from '@investradar/ui/domain';
import type { Api } from '../api/endpoints';
import { isAccountArea, useHeaderSearch } from './useHeaderSearch';

const answer = (query: string, name: string): SearchResponse => ({
  meta: { query },
  results: {
    stocks: [{ name, ticker: 'SBER', ideas_count: 3, deals_count: 7, ticker_url: '/stocks/SBER' }],
    insiders: [],
  },
});

function deferredSearch() {
  const pending = new Map<string, { resolve: (r: SearchResponse) => void; reject: (e: unknown) => void }>();
  const search = vi.fn(
    (query: string) =>
      new Promise<SearchResponse>((resolve, reject) => {
        pending.set(query, { resolve, reject });
      }),
  );
  return { api: { search } as unknown as Api, search, pending };
}

describe('useHeaderSearch', () => {
  it('ignores an answer for an older query (docs/product/flows.md: applied only when meta.query equals the query)', async () => {
    const { api, pending } = deferredSearch();
    const { result } = renderHook(() => useHeaderSearch(api, vi.fn()));
    act(() => result.current.onQueryChange?.('сбер'));
    act(() => result.current.onQueryChange?.('сбербанк'));
    await act(async () => pending.get('сбербанк')?.resolve(answer('сбербанк', 'Сбербанк')));
    await act(async () => pending.get('сбер')?.resolve(answer('сбер', 'Устаревший ответ')));
    expect(result.current.response?.results.stocks[0]?.name).toBe('Сбербанк');
    expect(result.current.loading).toBe(false);
  });

  it('swallows failures and clears on an empty query or closeSearch', async () => {
    const { api, pending, search } = deferredSearch();
    const { result } = renderHook(() => useHeaderSearch(api, vi.fn()));
    act(() => result.current.onQueryChange?.('газ'));
    expect(result.current.loading).toBe(true);
    await act(async () => pending.get('газ')?.reject(new Error('offline')));
    expect(result.current.loading).toBe(false);
    expect(result.current.response).toBeNull();

    act(() => result.current.onQueryChange?.('   '));
    expect(search).toHaveBeenCalledTimes(1);

    act(() => result.current.onQueryChange?.('лук'));
    await act(async () => pending.get('лук')?.resolve(answer('лук', 'Лукойл')));
    expect(result.current.response).not.toBeNull();
    act(() => result.current.onCloseSearch?.());
    expect(result.current.response).toBeNull();
  });

  const INSIDER = '/insider-radar/deals?search_id=5&whose_id=investor';

  function withAssign(run: (assign: ReturnType<typeof vi.fn>) => void) {
    const assign = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...original, assign } });
    try {
      run(assign);
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    }
  }

  it('docs/product/screens.md Search: inside the account area a stock is a full page load and an insider in-app navigation', () => {
    withAssign((assign) => {
      const navigate = vi.fn();
      const { result } = renderHook(() => useHeaderSearch(deferredSearch().api, navigate, '/account/settings'));
      result.current.onNavigate('/stocks/SBER', { kind: 'stock' });
      result.current.onNavigate(INSIDER, { kind: 'insider' });
      expect(assign).toHaveBeenCalledWith('/stocks/SBER');
      expect(assign).toHaveBeenCalledTimes(1);
      expect(navigate).toHaveBeenCalledWith(INSIDER);
    });
  });

  it.each(['/', '/portfolio', '/insider-radar/deals', '/accounting', '/auth/login'])(
    'docs/product/screens.md Search: on %s an insider is a full page load',
    (pathname) => {
      withAssign((assign) => {
        const navigate = vi.fn();
        const { result } = renderHook(() => useHeaderSearch(deferredSearch().api, navigate, pathname));
        result.current.onNavigate(INSIDER, { kind: 'insider' });
        expect(assign).toHaveBeenCalledWith(INSIDER);
        expect(navigate).not.toHaveBeenCalled();
      });
    },
  );

  it('isAccountArea: /account and below only', () => {
    expect(isAccountArea('/account')).toBe(true);
    expect(isAccountArea('/account/profile')).toBe(true);
    expect(isAccountArea('/accounts')).toBe(false);
    expect(isAccountArea('/')).toBe(false);
  });
});
