import { Spinner, srOnly } from '../../../components';
import { formatCount } from '../../../domain';
import type { SearchPanel } from './useSearchPanel';
import * as styles from './SearchResults.css';
import { SEARCH_FORMS, SEARCH_TEXTS } from './texts';

export type SearchResultsProps = {
  panel: SearchPanel;
};

/**
 * The results panel body: the listbox with the Stocks and Insiders groups, the busy state and
 * 'Ничего не найдено' with hints. Options are not focusable: focus stays in the combobox input and
 * the active option is announced through aria-activedescendant.
 */
export function SearchResults({ panel }: SearchResultsProps) {
  const { results, options, activeIndex, optionId, listboxId } = panel;
  const stocks = results?.stocks ?? [];
  const insiders = results?.insiders ?? [];
  const announcement = panel.busy
    ? SEARCH_TEXTS.searching
    : panel.nothingFound
      ? SEARCH_TEXTS.nothingFound
      : results
        ? `${SEARCH_TEXTS.results}: ${formatCount(stocks.length, SEARCH_FORMS.stocks)}, ${formatCount(insiders.length, SEARCH_FORMS.insiders)}`
        : '';

  const renderOption = (index: number, name: string, aside: string | null, meta: string) => {
    const option = options[index];
    if (!option) return null;
    const active = index === activeIndex;
    return (
      <div
        key={optionId(index)}
        id={optionId(index)}
        role="option"
        aria-selected={active}
        data-active={active || undefined}
        data-kind={option.kind}
        className={styles.option}
        // Keep focus (and the caret) in the input while the pointer picks an option.
        onMouseDown={(event) => event.preventDefault()}
        onMouseMove={() => {
          if (!active) panel.activate(index);
        }}
        onClick={() => panel.choose(option)}
      >
        <span className={styles.optionName}>{name}</span>
        {aside ? <span className={styles.ticker}>{aside}</span> : <span />}
        <span className={styles.optionMeta}>{meta}</span>
      </div>
    );
  };

  return (
    <div className={styles.panel} data-state={panel.busy ? 'loading' : panel.nothingFound ? 'empty' : 'results'}>
      <div role="status" className={srOnly}>
        {announcement}
      </div>
      {panel.busy ? (
        <div className={styles.busy} aria-hidden>
          <Spinner size="sm" label={null} />
          {SEARCH_TEXTS.searching}
        </div>
      ) : null}
      {panel.nothingFound ? (
        <div className={styles.message}>
          <p className={styles.messageTitle}>{SEARCH_TEXTS.nothingFound}</p>
          <p className={styles.messageText}>{SEARCH_TEXTS.nothingFoundHint}</p>
          <ul className={styles.hints}>
            {SEARCH_TEXTS.hints.map((hint) => (
              <li key={hint}>{hint}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {options.length > 0 ? (
        <div id={listboxId} role="listbox" aria-label={SEARCH_TEXTS.results} className={styles.listbox}>
          {stocks.length > 0 ? (
            <div role="group" aria-labelledby={`${listboxId}-stocks`} className={styles.group}>
              <div id={`${listboxId}-stocks`} role="presentation" className={styles.groupTitle}>
                {SEARCH_TEXTS.stocks}
              </div>
              {stocks.map((stock, index) =>
                renderOption(
                  index,
                  stock.name,
                  stock.ticker,
                  `${formatCount(stock.ideas_count, SEARCH_FORMS.ideas)} · ${formatCount(stock.deals_count, SEARCH_FORMS.insiderDeals)}`,
                ),
              )}
            </div>
          ) : null}
          {insiders.length > 0 ? (
            <div role="group" aria-labelledby={`${listboxId}-insiders`} className={styles.group}>
              <div id={`${listboxId}-insiders`} role="presentation" className={styles.groupTitle}>
                {SEARCH_TEXTS.insiders}
              </div>
              {insiders.map((insider, index) =>
                renderOption(
                  stocks.length + index,
                  insider.name,
                  null,
                  `${insider.position} · ${formatCount(insider.deals_count, SEARCH_FORMS.deals)}`,
                ),
              )}
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
