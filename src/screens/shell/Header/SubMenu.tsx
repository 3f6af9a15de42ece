import { useState } from 'react';
import { ChevronDownIcon, DropdownMenu, DropdownMenuItem } from '../../../components';
import { inAppClick } from '../../shared/inAppLink';
import { isCurrent, type MainMenuLink, type ShellNavigate } from '../navigation';
import * as styles from './Header.css';

export type SubMenuProps = {
  label: string;
  items: MainMenuLink[];
  currentPath: string;
  onNavigate?: ShellNavigate;
};

/** A main-menu item with a dropdown of links (Insider radar → Deals, Buybacks). */
export function SubMenu({ label, items, currentPath, onNavigate }: SubMenuProps) {
  // Controlled, so that an in-app navigation (which cancels the link's default) still closes it.
  const [open, setOpen] = useState(false);
  return (
    <DropdownMenu
      open={open}
      onOpenChange={setOpen}
      trigger={
        <button
          type="button"
          className={styles.navLink}
          data-current={items.some((item) => isCurrent(currentPath, item.href)) || undefined}
        >
          {label}
          <ChevronDownIcon />
        </button>
      }
    >
      {items.map((item) => (
        <DropdownMenuItem key={item.key} asChild>
          <a
            href={item.href}
            aria-current={isCurrent(currentPath, item.href) ? 'page' : undefined}
            onClick={inAppClick(onNavigate, item.href, () => setOpen(false))}
          >
            {item.label}
          </a>
        </DropdownMenuItem>
      ))}
    </DropdownMenu>
  );
}
