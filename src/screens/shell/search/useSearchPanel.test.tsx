import { act, renderHook } from '@testing-library/react';
import type { KeyboardEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { SearchResponse } from '../../../domain';
import { useSearchPanel, type UseSearchPanelOptions } from './useSearchPanel';

const answer = (query: string, stocks: string[], insiders: number[] = []): SearchResponse => ({
  meta: { query },
  results: {
    stocks: stocks.map((ticker) => ({
      name: ticker,
      ticker,
      ideas_count: 1,
      deals_count: 2,
      ticker_url: `/stocks/${ticker}`,
    })),
    insiders: insiders.map((id) => ({ id, name: `Инсайдер ${id}`, position: 'Директор', deals_count: 3 })),
  },
});

const key = (name: string) => ({ key: name, preventDefault: vi.fn() }) as unknown as KeyboardEvent<HTMLInputElement>;

function setup(initial: Partial<UseSearchPanelOptions> = {}) {
  const options = { response: null, onNavigate: vi.fn(), onQueryChange: vi.fn(), onCloseSearch: vi.fn(), ...initial };
  const hook = renderHook((props: UseSearchPanelOptions) => useSearchPanel(props), { initialProps: options });
  return { ...hook, options };
}

describe('useSearchPanel (docs/product/flows.md search panel)', () => {
  it('opens on a non-empty query and closes when emptied', () => {
    const { result, options } = setup();
    act(() => result.current.setQuery('газ'));
    expect(result.current.open).toBe(true);
    expect(result.current.busy).toBe(true);
    expect(options.onQueryChange).toHaveBeenLastCalledWith('газ');
    act(() => result.current.setQuery('  '));
    expect(result.current.open).toBe(false);
    expect(result.current.busy).toBe(false);
  });

  it('applies only the answer whose meta.query equals the current query', () => {
    const { result, rerender, options } = setup();
    act(() => result.current.setQuery('газ'));
    act(() => result.current.setQuery('газп'));
    rerender({ ...options, response: answer('газп', ['GAZP']) });
    expect(result.current.options.map((option) => option.href)).toEqual(['/stocks/GAZP']);
    // The late answer for the older query is ignored.
    rerender({ ...options, response: answer('газ', ['GAZP', 'SIBN']) });
    expect(result.current.options.map((option) => option.href)).toEqual(['/stocks/GAZP']);
    expect(result.current.busy).toBe(false);
  });

  it('shows nothing found only for an answered query with both groups empty', () => {
    const { result, rerender, options } = setup();
    act(() => result.current.setQuery('тесла'));
    expect(result.current.nothingFound).toBe(false);
    rerender({ ...options, response: answer('тесла', []) });
    expect(result.current.nothingFound).toBe(true);
  });

  it('a failed call (loading=false) stops the busy state silently', () => {
    const { result, rerender, options } = setup();
    act(() => result.current.setQuery('газ'));
    rerender({ ...options, loading: false });
    expect(result.current.busy).toBe(false);
    expect(result.current.nothingFound).toBe(false);
  });

  it('arrow keys wrap over stocks then insiders; Enter opens the active one and emits closeSearch', () => {
    const { result, rerender, options } = setup();
    act(() => result.current.setQuery('газ'));
    rerender({ ...options, response: answer('газ', ['GAZP', 'SIBN'], [203]) });
    act(() => result.current.onKeyDown(key('ArrowUp')));
    expect(result.current.activeOption?.href).toBe('/insider-radar/deals?search_id=203&whose_id=investor');
    act(() => result.current.onKeyDown(key('ArrowDown')));
    expect(result.current.activeIndex).toBe(0);
    act(() => result.current.onKeyDown(key('ArrowDown')));
    const enter = key('Enter');
    act(() => result.current.onKeyDown(enter));
    expect(enter.preventDefault).toHaveBeenCalled();
    expect(options.onNavigate).toHaveBeenCalledWith('/stocks/SIBN', { kind: 'stock' });
    expect(options.onCloseSearch).toHaveBeenCalledTimes(1);
    expect(options.onQueryChange).toHaveBeenLastCalledWith('');
    expect(result.current.query).toBe('');
    expect(result.current.results).toBeNull();
    expect(result.current.open).toBe(false);
  });

  it('Escape and an outside click hide the panel but keep the query; focus reopens it', () => {
    const { result, rerender, options } = setup();
    act(() => result.current.setQuery('газ'));
    rerender({ ...options, response: answer('газ', ['GAZP']) });
    act(() => result.current.onKeyDown(key('Escape')));
    expect(result.current.open).toBe(false);
    expect(result.current.query).toBe('газ');
    act(() => result.current.focus());
    expect(result.current.open).toBe(true);
    act(() => result.current.dismiss());
    expect(result.current.open).toBe(false);
    // The answer is still there when the panel reopens.
    act(() => result.current.onKeyDown(key('ArrowDown')));
    expect(result.current.open).toBe(true);
    expect(result.current.activeOption?.href).toBe('/stocks/GAZP');
  });

  it('Enter without an active option does nothing', () => {
    const { result, rerender, options } = setup();
    act(() => result.current.setQuery('газ'));
    rerender({ ...options, response: answer('газ', ['GAZP']) });
    const enter = key('Enter');
    act(() => result.current.onKeyDown(enter));
    expect(enter.preventDefault).not.toHaveBeenCalled();
    expect(options.onNavigate).not.toHaveBeenCalled();
  });
});
