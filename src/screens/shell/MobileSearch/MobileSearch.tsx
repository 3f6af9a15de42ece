'use client';
import { useRef, type ReactElement, type RefObject } from 'react';
import { Dialog, IconButton } from '../../../components';
import type { SearchResponse } from '../../../domain';
import { useOverlayState } from '../../shared/useOverlayState';
import { SearchIcon } from '../../../components/icons';
import type { SearchNavigate } from '../search/searchPanel';
import { SearchField } from '../search/SearchField';
import { SearchResults } from '../search/SearchResults';
import { SEARCH_TEXTS } from '../search/texts';
import { useSearchPanel } from '../search/useSearchPanel';
import * as styles from './MobileSearch.css';

export type MobileSearchProps = {
  /** The latest answer of GET /api/search; shown only when its meta.query equals the current query. */
  response?: SearchResponse | null;
  /** Overrides the derived busy flag: pass false after a failed call (failures are silent). */
  loading?: boolean;
  onQueryChange?: (query: string) => void;
  onNavigate: SearchNavigate;
  onCloseSearch?: () => void;
  open?: boolean;
  defaultOpen?: boolean;
  /** docs/product/flows.md mobile search: open locks page scroll; closing unlocks it and clears the query. */
  onOpenChange?: (open: boolean) => void;
  /** The button that opens the panel; defaults to a search icon button. */
  trigger?: ReactElement;
};

/**
 * Mobile search (docs/product/screens.md, docs/product/flows.md): a button opens a full-screen panel that locks page scroll; the close
 * button (or Esc) clears the query and closes it, restoring scroll and focus to the button.
 */
export function MobileSearch({ open, defaultOpen, onOpenChange, trigger, ...search }: MobileSearchProps) {
  const [isOpen, setOpen] = useOverlayState({ open, defaultOpen, onOpenChange });
  const inputRef = useRef<HTMLInputElement>(null);
  const close = () => {
    // The panel's state goes with it; the app hears that the query is empty again.
    search.onQueryChange?.('');
    setOpen(false);
  };
  return (
    <Dialog
      open={isOpen}
      onOpenChange={(next) => (next ? setOpen(true) : close())}
      size="fullscreen"
      title={SEARCH_TEXTS.label}
      hideTitle
      closeLabel={SEARCH_TEXTS.close}
      initialFocusRef={inputRef}
      trigger={
        trigger ?? (
          <IconButton label={SEARCH_TEXTS.open} size="lg">
            <SearchIcon />
          </IconButton>
        )
      }
    >
      <MobileSearchPanel {...search} inputRef={inputRef} onDone={() => setOpen(false)} />
    </Dialog>
  );
}

function MobileSearchPanel({
  response,
  loading,
  onQueryChange,
  onNavigate,
  onCloseSearch,
  onDone,
  inputRef,
}: Omit<MobileSearchProps, 'open' | 'defaultOpen' | 'onOpenChange' | 'trigger'> & {
  onDone: () => void;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const panel = useSearchPanel({
    response,
    loading,
    onQueryChange,
    onNavigate,
    // Choosing a result emits closeSearch and closes the panel.
    onCloseSearch: () => {
      onCloseSearch?.();
      onDone();
    },
  });
  // In the full-screen panel the results are always in view: no outside click to close them.
  const showResults = panel.filled;
  const expanded = showResults && panel.options.length > 0;
  return (
    <div className={styles.body}>
      <SearchField panel={panel} expanded={expanded} inputRef={inputRef} className={styles.field} size="lg" />
      {showResults ? <SearchResults panel={panel} /> : null}
    </div>
  );
}
