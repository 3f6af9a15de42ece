'use client';
import type { FocusEventHandler, RefObject } from 'react';
import { CloseIcon, IconButton, TextField, srOnly, type TextFieldSize } from '../../../components';
import { SearchIcon } from '../../../components/icons';
import { SEARCH_TEXTS } from './texts';
import type { SearchPanel } from './useSearchPanel';

export type SearchFieldProps = {
  panel: SearchPanel;
  /** The results listbox is shown and has options: the combobox points at it. */
  expanded: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
  className?: string;
  size?: TextFieldSize;
  onFocus?: FocusEventHandler<HTMLInputElement>;
};

/**
 * The search input of the desktop box and the mobile panel: a WAI-ARIA combobox driven by the
 * panel's state, with a clear button once something is typed (focus goes back to the input).
 */
export function SearchField({ panel, expanded, inputRef, className, size, onFocus }: SearchFieldProps) {
  return (
    <TextField
      ref={inputRef}
      type="text"
      label={<span className={srOnly}>{SEARCH_TEXTS.label}</span>}
      wrapperClassName={className}
      size={size}
      placeholder={SEARCH_TEXTS.placeholder}
      value={panel.query}
      onChange={(event) => panel.setQuery(event.currentTarget.value)}
      onFocus={onFocus}
      onKeyDown={panel.onKeyDown}
      role="combobox"
      aria-autocomplete="list"
      aria-expanded={expanded}
      aria-controls={expanded ? panel.listboxId : undefined}
      aria-activedescendant={expanded && panel.activeIndex >= 0 ? panel.optionId(panel.activeIndex) : undefined}
      autoComplete="off"
      spellCheck={false}
      enterKeyHint="search"
      endAdornment={
        panel.query ? (
          <IconButton
            label={SEARCH_TEXTS.clear}
            size="sm"
            onClick={() => {
              panel.setQuery('');
              inputRef.current?.focus();
            }}
          >
            <CloseIcon />
          </IconButton>
        ) : (
          <SearchIcon />
        )
      }
    />
  );
}
