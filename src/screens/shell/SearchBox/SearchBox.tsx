'use client';
import { clsx } from 'clsx';
import { useEffect, useRef } from 'react';
import type { SearchResponse } from '../../../domain';
import type { SearchNavigate } from '../search/searchPanel';
import { SearchField } from '../search/SearchField';
import { SearchResults } from '../search/SearchResults';
import { useSearchPanel } from '../search/useSearchPanel';
import * as styles from './SearchBox.css';

export type SearchBoxProps = {
  /**
   * The latest answer of GET /api/search the app received (any order). It is shown only when its
   * meta.query equals the current query, so a late answer for an older query is ignored.
   */
  response?: SearchResponse | null;
  /** Overrides the derived busy flag: pass false after a failed call (failures are silent). */
  loading?: boolean;
  /** The query changed: the app fetches /api/search?query=… (and debounces if it likes). */
  onQueryChange?: (query: string) => void;
  /** A result was chosen: `kind` lets the app pick in-app or full-page navigation. */
  onNavigate: SearchNavigate;
  /** closeSearch: emitted after a result is chosen; query and results are cleared. */
  onCloseSearch?: () => void;
  defaultQuery?: string;
  className?: string;
};

/**
 * Desktop search (docs/product/screens.md): a WAI-ARIA combobox with a listbox popup. Typing opens the results
 * panel; emptying the input, an outside click or Escape closes it; arrows move through the results
 * and Enter opens the active one.
 */
export function SearchBox({
  response,
  loading,
  onQueryChange,
  onNavigate,
  onCloseSearch,
  defaultQuery,
  className,
}: SearchBoxProps) {
  const panel = useSearchPanel({ response, loading, onQueryChange, onNavigate, onCloseSearch, defaultQuery });
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const { open, dismiss } = panel;

  // Outside click closes the panel (docs/product/screens.md); listening only while open keeps the page quiet.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && event.target instanceof Node && !rootRef.current.contains(event.target)) dismiss();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, dismiss]);

  const expanded = open && panel.options.length > 0;
  return (
    <div ref={rootRef} className={clsx(styles.root, className)} data-state={open ? 'open' : 'closed'}>
      <SearchField
        panel={panel}
        expanded={expanded}
        inputRef={inputRef}
        className={styles.field}
        onFocus={panel.focus}
      />
      {open ? (
        <div className={styles.popup}>
          <SearchResults panel={panel} />
        </div>
      ) : null}
    </div>
  );
}
