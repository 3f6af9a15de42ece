import { clsx } from 'clsx';
import * as RadixTabs from 'radix-ui/tabs';
import type { ReactNode } from 'react';
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

/** Tabs (WAI-ARIA tabs pattern via Radix): arrow keys move between tabs, Home/End jump, Tab enters the panel. */
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
  return (
    <RadixTabs.Root
      className={clsx(styles.root, className)}
      value={value}
      defaultValue={defaultValue ?? (value === undefined ? items.find((item) => !item.disabled)?.value : undefined)}
      onValueChange={onValueChange}
      activationMode={activationMode}
      data-variant={variant}
    >
      <RadixTabs.List aria-label={ariaLabel} className={styles.list({ variant })}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.value} value={item.value} disabled={item.disabled} className={styles.trigger({ variant })}>
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className={styles.panel}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
