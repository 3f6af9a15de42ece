import { clsx } from 'clsx';
import * as Menu from 'radix-ui/dropdown-menu';
import type { ComponentProps, ReactElement, ReactNode } from 'react';
import { ChevronRightIcon } from '../icons';
import * as styles from './DropdownMenu.css';

export const dropdownMenuItemTones = ['neutral', 'danger'] as const;
export type DropdownMenuItemTone = (typeof dropdownMenuItemTones)[number];

export const dropdownMenuAligns = ['start', 'center', 'end'] as const;
export type DropdownMenuAlign = (typeof dropdownMenuAligns)[number];

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

/** Menu button pattern (Radix DropdownMenu): arrow keys move, Enter selects, Esc closes and refocuses the trigger. */
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
  return (
    <Menu.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange} modal={modal}>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          className={clsx(styles.content, className)}
          align={align}
          side={side}
          sideOffset={4}
          collisionPadding={8}
          aria-label={ariaLabel}
        >
          {children}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}

export type DropdownMenuItemProps = ComponentProps<typeof Menu.Item> & { tone?: DropdownMenuItemTone };

/**
 * A menu item. `onSelect` runs on click or Enter; render a link with `asChild`. To open a Dialog
 * from an item, set the dialog's `open` in `onSelect` and pass the menu trigger as its `returnFocusRef`.
 */
export function DropdownMenuItem({ tone = 'neutral', className, ...rest }: DropdownMenuItemProps) {
  return <Menu.Item className={clsx(styles.item({ tone }), className)} data-tone={tone} {...rest} />;
}

export function DropdownMenuLabel({ className, ...rest }: ComponentProps<typeof Menu.Label>) {
  return <Menu.Label className={clsx(styles.label, className)} {...rest} />;
}

export function DropdownMenuSeparator({ className, ...rest }: ComponentProps<typeof Menu.Separator>) {
  return <Menu.Separator className={clsx(styles.separator, className)} {...rest} />;
}

export function DropdownMenuGroup(props: ComponentProps<typeof Menu.Group>) {
  return <Menu.Group {...props} />;
}

export type DropdownMenuSubProps = {
  /** Text of the item that opens the submenu (e.g. 'Инсайдерский радар'). */
  label: ReactNode;
  children: ReactNode;
  disabled?: boolean;
};

/** A nested menu: ArrowRight or hover opens it, ArrowLeft or Esc goes back. */
export function DropdownMenuSub({ label, children, disabled }: DropdownMenuSubProps) {
  return (
    <Menu.Sub>
      <Menu.SubTrigger className={styles.item({ tone: 'neutral' })} disabled={disabled}>
        {label}
        <ChevronRightIcon className={styles.subIcon} />
      </Menu.SubTrigger>
      <Menu.Portal>
        <Menu.SubContent className={styles.content} sideOffset={4} collisionPadding={8}>
          {children}
        </Menu.SubContent>
      </Menu.Portal>
    </Menu.Sub>
  );
}
