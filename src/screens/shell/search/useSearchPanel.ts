'use client';
import { useCallback, useId, useReducer, type KeyboardEvent } from 'react';
import {
  initialSearchState,
  isSearchLoading,
  searchReducer,
  showsNothingFound,
  type SearchEvent,
  type SearchResponse,
  type SearchState,
} from '../../../domain';
import { searchOptions, type SearchNavigate, type SearchOption } from './searchPanel';

/**
 * The domain's search-panel reducer (docs/product/flows.md) plus what only the widget needs: which answer object
 * was already fed in, and the active option of the listbox.
 */
type PanelState = {
  search: SearchState;
  /** The last answer object fed to the reducer, so each arriving answer is considered once. */
  seen: SearchResponse | null;
  /** Index into the flat option list, -1 when no option is active. */
  active: number;
};

type PanelAction = SearchEvent | { type: 'move'; delta: 1 | -1; count: number } | { type: 'activate'; index: number };

function panelReducer(state: PanelState, action: PanelAction): PanelState {
  switch (action.type) {
    case 'move': {
      if (action.count === 0) return { ...state, active: -1 };
      const next =
        state.active < 0
          ? action.delta > 0
            ? 0
            : action.count - 1
          : (state.active + action.delta + action.count) % action.count;
      return { ...state, active: next };
    }
    case 'activate':
      return { ...state, active: action.index };
    case 'response': {
      if (action.response === state.seen) return state;
      const search = searchReducer(state.search, action);
      // A stale answer leaves the state as it was: it is remembered as seen and not applied.
      return { search, seen: action.response, active: search === state.search ? state.active : -1 };
    }
    default:
      return { ...state, search: searchReducer(state.search, action), active: -1 };
  }
}

function init(query: string): PanelState {
  return { search: query ? { ...initialSearchState, query } : initialSearchState, seen: null, active: -1 };
}

export type UseSearchPanelOptions = {
  response: SearchResponse | null | undefined;
  /** Overrides the derived busy flag, e.g. false after a failed call (failures are silent). */
  loading?: boolean;
  onQueryChange?: (query: string) => void;
  onNavigate: SearchNavigate;
  onCloseSearch?: () => void;
  defaultQuery?: string;
};

export function useSearchPanel({
  response,
  loading,
  onQueryChange,
  onNavigate,
  onCloseSearch,
  defaultQuery,
}: UseSearchPanelOptions) {
  const [state, dispatch] = useReducer(panelReducer, defaultQuery ?? '', init);
  // Each new answer is fed to the reducer during render (no effect, no paint with stale data).
  if (response && response !== state.seen) dispatch({ type: 'response', response });

  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const { search } = state;
  const filled = search.query.trim() !== '';
  const busy = isSearchLoading(search) && (loading ?? true);
  const results = search.results;
  const options = searchOptions(results);
  const nothingFound = showsNothingFound(search) && !busy;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const activeOption: SearchOption | undefined = state.active >= 0 ? options[state.active] : undefined;

  const setQuery = useCallback(
    (query: string) => {
      dispatch({ type: 'input', query });
      onQueryChange?.(query);
    },
    [onQueryChange],
  );

  /** closeSearch (docs/product/flows.md): hides the panel and clears the query and results. */
  const closeSearch = useCallback(() => {
    dispatch({ type: 'closeSearch' });
    onQueryChange?.('');
    onCloseSearch?.();
  }, [onQueryChange, onCloseSearch]);

  const choose = useCallback(
    (option: SearchOption) => {
      onNavigate(option.href, { kind: option.kind });
      closeSearch();
    },
    [onNavigate, closeSearch],
  );

  const dismiss = useCallback(() => dispatch({ type: 'outsideClick' }), []);

  /** WAI-ARIA combobox keys: arrows move the active option, Enter opens it, Escape closes. */
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        if (!filled) return;
        event.preventDefault();
        if (!search.open) dispatch({ type: 'focus' });
        dispatch({ type: 'move', delta: event.key === 'ArrowDown' ? 1 : -1, count: options.length });
        return;
      case 'Enter':
        if (search.open && activeOption) {
          event.preventDefault();
          choose(activeOption);
        }
        return;
      case 'Escape':
        if (search.open) {
          event.preventDefault();
          dismiss();
        }
        return;
      default:
        return;
    }
  };

  return {
    query: search.query,
    open: search.open,
    filled,
    busy,
    nothingFound,
    results,
    options,
    activeIndex: state.active,
    activeOption,
    listboxId,
    optionId,
    setQuery,
    focus: () => dispatch({ type: 'focus' }),
    activate: (index: number) => dispatch({ type: 'activate', index }),
    dismiss,
    closeSearch,
    choose,
    onKeyDown,
  };
}

export type SearchPanel = ReturnType<typeof useSearchPanel>;
