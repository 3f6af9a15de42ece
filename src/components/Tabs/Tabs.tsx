import { clsx } from 'clsx';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import * as styles from './Tabs.css';

export const tabsVariants = ['underline', 'pills'] as const;
export type TabsVariant = (typeof tabsVariants)[number];

export type TabItem = {
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
};

export type TabsProps = {
  items: readonly TabItem[];
  /** Name of the tab list, e.g. 'Разделы радара'. */
  'aria-label': string;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  variant?: TabsVariant;
  /** 'automatic': arrows select; 'manual': arrows move focus, Enter/Space select. */
  activationMode?: 'automatic' | 'manual';
  className?: string;
};

/**
 * Tabs (WAI-ARIA tabs pattern): arrow keys move between tabs (wrapping, skipping disabled ones),
 * Home/End jump, only the current tab is in the Tab order and Tab then enters the panel. Our own few
 * lines rather than Radix Tabs (≈ 10 kB gzip with its roving focus): pages that show tabs at once
 * (the rating's periods) carry them in their first load.
 */
export function Tabs({
  items,
  'aria-label': ariaLabel,
  value,
  defaultValue,
  onValueChange,
  variant = 'underline',
  activationMode = 'automatic',
  className,
}: TabsProps) {
  const baseId = useId();
  const [own, setOwn] = useState(
    () => defaultValue ?? (value === undefined ? items.find((item) => !item.disabled)?.value : undefined),
  );
  const selected = value ?? own;
  // The tab that takes the focus when the list is entered: the selected one, or where the arrows
  // left the focus (manual activation).
  const [focusStop, setFocusStop] = useState<string | undefined>(undefined);
  const tabStop = items.some((item) => item.value === focusStop && !item.disabled) ? focusStop : selected;
  const tabs = useRef(new Map<string, HTMLButtonElement>());

  const select = (next: string) => {
    if (next === selected) return;
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>, from: string) => {
    const enabled = items.filter((item) => !item.disabled);
    const at = enabled.findIndex((item) => item.value === from);
    const target = {
      ArrowRight: enabled[(at + 1) % enabled.length],
      ArrowLeft: enabled[(at - 1 + enabled.length) % enabled.length],
      Home: enabled[0],
      End: enabled[enabled.length - 1],
    }[event.key];
    if (!target) return;
    event.preventDefault();
    tabs.current.get(target.value)?.focus();
  };
  const id = (part: 'tab' | 'panel', itemValue: string) => `${baseId}-${part}-${itemValue}`;

  return (
    <div className={clsx(styles.root, className)} data-variant={variant} data-orientation="horizontal">
      <div role="tablist" aria-label={ariaLabel} aria-orientation="horizontal" className={styles.list({ variant })}>
        {items.map((item) => {
          const isSelected = item.value === selected;
          return (
            <button
              key={item.value}
              ref={(node) => {
                if (node) tabs.current.set(item.value, node);
                else tabs.current.delete(item.value);
              }}
              type="button"
              role="tab"
              id={id('tab', item.value)}
              aria-selected={isSelected}
              aria-controls={id('panel', item.value)}
              data-state={isSelected ? 'active' : 'inactive'}
              data-disabled={item.disabled ? '' : undefined}
              data-orientation="horizontal"
              disabled={item.disabled}
              tabIndex={item.value === tabStop ? 0 : -1}
              className={styles.trigger({ variant })}
              onClick={() => select(item.value)}
              onFocus={() => {
                setFocusStop(item.value);
                if (activationMode === 'automatic' && !item.disabled) select(item.value);
              }}
              onKeyDown={(event) => moveFocus(event, item.value)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => {
        const isSelected = item.value === selected;
        return (
          <div
            key={item.value}
            role="tabpanel"
            id={id('panel', item.value)}
            aria-labelledby={id('tab', item.value)}
            data-state={isSelected ? 'active' : 'inactive'}
            data-orientation="horizontal"
            hidden={!isSelected}
            tabIndex={0}
            className={styles.panel}
          >
            {isSelected ? item.content : null}
          </div>
        );
      })}
    </div>
  );
}
