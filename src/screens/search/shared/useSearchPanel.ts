'use client';
import { useCallback, useId, useReducer, type KeyboardEvent } from 'react';
import type { SearchResponse } from '../../../domain';
import { answersQuery, searchOptions, type SearchNavigate, type SearchOption } from './searchPanel';

/**
 * The search panel of spec §4 as a reducer: shown when the user types or focuses a non-empty
 * query; hidden when emptied, on an outside click / Escape, or on closeSearch (which also clears the
 * query and results). An answer is applied only when its meta.query equals the current query.
 */
export type SearchPanelState = {
  query: string;
  open: boolean;
  /** The last answer that matched the query it was received for. */
  applied: SearchResponse | null;
  /** The last answer object seen, so each arriving answer is considered exactly once. */
  seen: SearchResponse | null;
  /** Index into the flat option list, -1 when no option is active. */
  active: number;
};

export type SearchPanelAction =
  | { type: 'input'; query: string }
  | { type: 'focus' }
  | { type: 'answer'; response: SearchResponse }
  | { type: 'dismiss' }
  | { type: 'closeSearch' }
  | { type: 'move'; delta: 1 | -1; count: number }
  | { type: 'activate'; index: number };

export function initialSearchPanelState(query = ''): SearchPanelState {
  return { query, open: false, applied: null, seen: null, active: -1 };
}

export function searchPanelReducer(state: SearchPanelState, action: SearchPanelAction): SearchPanelState {
  switch (action.type) {
    case 'input': {
      const filled = action.query.trim() !== '';
      return { ...state, query: action.query, open: filled, active: -1 };
    }
    case 'focus':
      return state.query.trim() !== '' ? { ...state, open: true } : state;
    case 'answer':
      if (action.response === state.seen) return state;
      // A stale answer (for a query the user has already changed) is remembered as seen, not applied.
      return answersQuery(action.response, state.query)
        ? { ...state, seen: action.response, applied: action.response, active: -1 }
        : { ...state, seen: action.response };
    case 'dismiss':
      return state.open ? { ...state, open: false, active: -1 } : state;
    case 'closeSearch':
      return { ...state, query: '', open: false, applied: null, active: -1 };
    case 'move': {
      if (action.count === 0) return { ...state, active: -1 };
      const next = state.active < 0 ? (action.delta > 0 ? 0 : action.count - 1) : (state.active + action.delta + action.count) % action.count;
      return { ...state, open: true, active: next };
    }
    case 'activate':
      return { ...state, active: action.index };
  }
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

export function useSearchPanel({ response, loading, onQueryChange, onNavigate, onCloseSearch, defaultQuery }: UseSearchPanelOptions) {
  const [state, dispatch] = useReducer(searchPanelReducer, defaultQuery ?? '', initialSearchPanelState);
  // Each new answer is fed to the reducer during render (no effect, no extra paint with stale data).
  if (response && response !== state.seen) dispatch({ type: 'answer', response });

  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const statusId = `${baseId}-status`;
  const filled = state.query.trim() !== '';
  const current = answersQuery(state.applied, state.query) ? state.applied : null;
  const options = searchOptions(current);
  const busy = filled && !current && (loading ?? true);
  const nothingFound = current !== null && options.length === 0;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const activeOption: SearchOption | undefined = state.active >= 0 ? options[state.active] : undefined;

  const setQuery = useCallback(
    (query: string) => {
      dispatch({ type: 'input', query });
      onQueryChange?.(query);
    },
    [onQueryChange],
  );

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

  const dismiss = useCallback(() => dispatch({ type: 'dismiss' }), []);

  /** WAI-ARIA combobox keys: arrows move the active option, Enter opens it, Escape closes. */
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        if (!filled) return;
        event.preventDefault();
        dispatch({ type: 'move', delta: event.key === 'ArrowDown' ? 1 : -1, count: options.length });
        return;
      case 'Enter':
        if (state.open && activeOption) {
          event.preventDefault();
          choose(activeOption);
        }
        return;
      case 'Escape':
        if (state.open) {
          event.preventDefault();
          dispatch({ type: 'dismiss' });
        }
        return;
      default:
        return;
    }
  };

  return {
    query: state.query,
    open: state.open,
    filled,
    busy,
    nothingFound,
    response: current,
    options,
    activeIndex: state.active,
    activeOption,
    listboxId,
    statusId,
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
