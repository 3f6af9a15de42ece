import type { ComponentProps, ReactElement, ReactNode } from 'react';
import { useEffect } from 'react';
import { deferred, useDeferred, useLoaded, useOpenState, useStandIn } from '../internal/deferred';
import type * as Menu from 'radix-ui/dropdown-menu';

export const dropdownMenuItemTones = ['neutral', 'danger'] as const;
export type DropdownMenuItemTone = (typeof dropdownMenuItemTones)[number];

export const dropdownMenuAligns = ['start', 'center', 'end'] as const;
export type DropdownMenuAlign = (typeof dropdownMenuAligns)[number];

// Radix DropdownMenu with floating-ui is ≈ 14 kB gzip: it loads when a menu trigger is first
// pointed at, focused or pressed (./RadixMenu), not with the page.
const radixMenu = deferred(() => import('./RadixMenu'));

export type DropdownMenuProps = {
  /** The button that opens the menu (rendered asChild): it gets aria-haspopup, aria-expanded, data-state. */
  trigger: ReactElement;
  children: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /**
   * Non-modal by default. A modal menu disables pointer events on <body>; when one of its items
   * opens a Dialog, the two layers restore body styles out of order and the page stays unclickable.
   * Non-modal menus avoid that trap; outside clicks still close the menu.
   */
  modal?: boolean;
  align?: DropdownMenuAlign;
  side?: 'top' | 'bottom' | 'left' | 'right';
  /** Accessible name of the menu when it differs from the trigger text. */
  'aria-label'?: string;
  className?: string;
};

/**
 * Menu button pattern (Radix DropdownMenu): arrow keys move, Enter selects, Esc closes and refocuses
 * the trigger. Until the menu is first needed the trigger renders alone (closed menu's ARIA state);
 * a press during the load opens the menu when it arrives, a key press is replayed on it.
 */
export function DropdownMenu({
  trigger,
  children,
  open,
  defaultOpen,
  onOpenChange,
  modal = false,
  align = 'start',
  side = 'bottom',
  'aria-label': ariaLabel,
  className,
}: DropdownMenuProps) {
  const loaded = useDeferred(radixMenu);
  const [isOpen, setOpen] = useOpenState(open, defaultOpen, onOpenChange);
  const { standIn, realTriggerRef } = useStandIn(radixMenu, loaded, () => setOpen(true), {
    openKeys: ['Enter', ' ', 'ArrowDown'],
    popup: 'menu',
  });
  // Opened by its owner before it was loaded.
  useEffect(() => {
    if (isOpen && !loaded) void radixMenu.load().catch(() => undefined);
  }, [isOpen, loaded]);

  if (!loaded) return standIn(trigger);
  return (
    <loaded.RadixMenu
      trigger={trigger}
      triggerRef={realTriggerRef}
      open={isOpen}
      onOpenChange={setOpen}
      modal={modal}
      align={align}
      side={side}
      aria-label={ariaLabel}
      className={className}
    >
      {children}
    </loaded.RadixMenu>
  );
}

export type DropdownMenuItemProps = ComponentProps<typeof Menu.Item> & { tone?: DropdownMenuItemTone };

/**
 * A menu item. `onSelect` runs on click or Enter; render a link with `asChild`. To open a Dialog
 * from an item, set the dialog's `open` in `onSelect` and pass the menu trigger as its `returnFocusRef`.
 */
export function DropdownMenuItem(props: DropdownMenuItemProps) {
  const { RadixMenuItem } = useLoaded(radixMenu);
  return <RadixMenuItem {...props} />;
}

export function DropdownMenuLabel(props: ComponentProps<typeof Menu.Label>) {
  const { RadixMenuLabel } = useLoaded(radixMenu);
  return <RadixMenuLabel {...props} />;
}

export function DropdownMenuSeparator(props: ComponentProps<typeof Menu.Separator>) {
  const { RadixMenuSeparator } = useLoaded(radixMenu);
  return <RadixMenuSeparator {...props} />;
}

export function DropdownMenuGroup(props: ComponentProps<typeof Menu.Group>) {
  const { RadixMenuGroup } = useLoaded(radixMenu);
  return <RadixMenuGroup {...props} />;
}

export type DropdownMenuSubProps = {
  /** Text of the item that opens the submenu (e.g. 'Инсайдерский радар'). */
  label: ReactNode;
  children: ReactNode;
  disabled?: boolean;
};

/** A nested menu: ArrowRight or hover opens it, ArrowLeft or Esc goes back. */
export function DropdownMenuSub(props: DropdownMenuSubProps) {
  const { RadixMenuSub } = useLoaded(radixMenu);
  return <RadixMenuSub {...props} />;
}
