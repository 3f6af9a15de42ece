import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { ACCOUNT_MENU_PATHS, accountMenu, MESSAGES, type AccountMenuKey, type User } from '../../../domain';
import { navigateClick, type AccountNavigateHandler } from '../../shared/account/navigation';
import * as styles from './AccountNav.css';
import * as accountMessages from '../messages';

export const ACCOUNT_NAV_LABELS: Record<AccountMenuKey, string> = {
  profile: MESSAGES.menuProfile,
  settings: MESSAGES.menuSettings,
  bets: MESSAGES.menuBets,
  notifications: MESSAGES.menuNotifications,
  prizes: MESSAGES.menuPrizes,
  partners: MESSAGES.menuPartners,
  analysts: MESSAGES.menuAnalysts,
  editor: MESSAGES.menuEditor,
};

/** The analysts' area is not part of the account single-page app: it needs a full page load. */
const FULL_PAGE_ITEMS: readonly AccountMenuKey[] = ['analysts'];

export type AccountNavProps = Omit<ComponentProps<'nav'>, 'children'> & {
  /** The signed-in account; which items it sees is the domain's rule (`accountMenu`). */
  user: User;
  /** The item of the page being shown (aria-current="page"). */
  current?: AccountMenuKey;
  /** Addresses of the items; defaults are the spec's routes. */
  paths?: Partial<Record<AccountMenuKey, string>>;
  /** Navigation for the items: `kind: 'app'` inside the account app, `'page'` for a full page load. */
  onNavigate?: AccountNavigateHandler;
};

/**
 * The account-area menu (docs/product/screens.md): Profile, Settings, My bets, Notifications, Prizes, Partners (only
 * partners) and Analysts (only broker admins, → /account/analyst/ideas). Partners and Analysts are
 * not shown on mobile: they are hidden below 768px by CSS so the menu needs no viewport prop.
 */
export function AccountNav({
  user,
  current,
  paths,
  onNavigate,
  className,
  'aria-label': ariaLabel,
  ...rest
}: AccountNavProps) {
  const items = accountMenu(user, { mobile: false });
  const mobileItems = new Set(accountMenu(user, { mobile: true }));
  if (items.length === 0) return null;
  return (
    <nav className={clsx(styles.nav, className)} aria-label={ariaLabel ?? accountMessages.accountNav} {...rest}>
      <ul className={styles.list}>
        {items.map((key) => {
          const href = paths?.[key] ?? ACCOUNT_MENU_PATHS[key];
          const kind = FULL_PAGE_ITEMS.includes(key) ? 'page' : 'app';
          return (
            <li
              key={key}
              className={styles.item}
              data-key={key}
              data-desktop-only={mobileItems.has(key) ? undefined : ''}
            >
              <a
                href={href}
                className={styles.link}
                aria-current={current === key ? 'page' : undefined}
                onClick={navigateClick(href, onNavigate, kind)}
              >
                {ACCOUNT_NAV_LABELS[key]}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
