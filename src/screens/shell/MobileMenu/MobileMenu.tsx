'use client';
import { useId, type ReactElement } from 'react';
import { Button, Drawer, IconButton, MenuIcon } from '../../../components';
import { accountFlags, accountMenu, ACCOUNT_MENU_PATHS, MESSAGES, type User } from '../../../domain';
import { useOverlayState } from '../../shared/useOverlayState';
import { StarIcon, UserIcon } from '../../../components/icons';
import {
  ACCOUNT_MENU_LABELS,
  DEFAULT_LEAGUE_PRODUCT,
  isAuthPath,
  isCurrent,
  mainMenu,
  SHELL_ROUTES,
  SHELL_TEXTS,
  type ShellNavigate,
} from '../navigation';
import { inAppClick } from '../../shared/inAppLink';
import { LogoutForm } from '../shared/LogoutForm';
import * as styles from './MobileMenu.css';

export type AuthKind = 'login' | 'register';

export type MobileMenuProps = {
  /** The account; the domain's guestUser for a visitor. */
  user: User;
  /** Path of the current page: marks the current item and is the registration's redirect_url. */
  currentPath: string;
  /** The page's anti-forgery token for the logout form. */
  csrfToken: string;
  onNavigate?: ShellNavigate;
  /** Login and registration open as drawers: with this handler the guest buttons call it instead of loading the pages. */
  onAuthRequest?: (kind: AuthKind) => void;
  leagueProduct?: string;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The button that opens the menu; defaults to a hamburger icon button. */
  trigger?: ReactElement;
};

/**
 * The mobile menu (docs/product/screens.md): a drawer with the main menu, the PRO link, the account items (Partners
 * and Analysts are not shown on mobile, docs/product/screens.md) and logout; a guest gets Login and Register.
 */
export function MobileMenu({
  user,
  currentPath,
  csrfToken,
  onNavigate,
  onAuthRequest,
  leagueProduct = DEFAULT_LEAGUE_PRODUCT,
  open,
  defaultOpen,
  onOpenChange,
  trigger,
}: MobileMenuProps) {
  const id = useId();
  const [isOpen, setOpen] = useOverlayState({ open, defaultOpen, onOpenChange });
  const close = () => setOpen(false);
  const flags = accountFlags(user);
  const accountItems = accountMenu(user, { mobile: true });
  const menu = mainMenu({ isFree: flags.isFree, leagueProduct });

  const link = (href: string, label: string) => (
    <a
      href={href}
      className={styles.link}
      aria-current={isCurrent(currentPath, href) ? 'page' : undefined}
      onClick={inAppClick(onNavigate, href, close)}
    >
      {label}
    </a>
  );

  const authButton = (kind: AuthKind, href: string, label: string, variant: 'primary' | 'secondary') => (
    <Button asChild variant={variant} fullWidth>
      <a
        href={href}
        onClick={inAppClick(
          onAuthRequest &&
            (() => {
              close();
              onAuthRequest(kind);
            }),
          href,
        )}
      >
        {label}
      </a>
    </Button>
  );

  return (
    <Drawer
      open={isOpen}
      onOpenChange={setOpen}
      side="left"
      size="sm"
      title={SHELL_TEXTS.menu}
      closeLabel={SHELL_TEXTS.closeMenu}
      trigger={
        trigger ?? (
          <IconButton label={SHELL_TEXTS.openMenu} size="lg">
            <MenuIcon />
          </IconButton>
        )
      }
    >
      <div className={styles.body}>
        {flags.isGuest ? (
          isAuthPath(currentPath) ? null : (
            <div className={styles.authButtons}>
              {authButton('login', SHELL_ROUTES.login, MESSAGES.login, 'secondary')}
              {authButton('register', SHELL_ROUTES.registerReturningTo(currentPath), MESSAGES.register, 'primary')}
            </div>
          )
        ) : (
          <div className={styles.who}>
            <UserIcon />
            <div className={styles.whoText}>
              <p className={styles.whoName}>{user.name}</p>
              {user.email ? <p className={styles.whoEmail}>{user.email}</p> : null}
            </div>
          </div>
        )}

        {flags.showsProHeaderLink ? (
          <Button asChild variant="secondary" fullWidth>
            <a href={SHELL_ROUTES.plans} onClick={inAppClick(onNavigate, SHELL_ROUTES.plans, close)}>
              <StarIcon />
              {MESSAGES.connectPro}
            </a>
          </Button>
        ) : null}

        <nav className={styles.section} aria-labelledby={`${id}-main`}>
          <h3 id={`${id}-main`} className={styles.sectionTitle}>
            {SHELL_TEXTS.mainMenu}
          </h3>
          <ul className={styles.list}>
            {menu.map((item) =>
              'children' in item ? (
                <li key={item.key}>
                  <span id={`${id}-${item.key}`} className={styles.groupLabel}>
                    {item.label}
                  </span>
                  <ul className={`${styles.list} ${styles.nested}`} aria-labelledby={`${id}-${item.key}`}>
                    {item.children.map((child) => (
                      <li key={child.key}>{link(child.href, child.label)}</li>
                    ))}
                  </ul>
                </li>
              ) : (
                <li key={item.key}>{link(item.href, item.label)}</li>
              ),
            )}
            <li>{link(SHELL_ROUTES.portfolio, SHELL_TEXTS.portfolio)}</li>
          </ul>
        </nav>

        {accountItems.length > 0 ? (
          <nav className={styles.section} aria-labelledby={`${id}-account`}>
            <h3 id={`${id}-account`} className={styles.sectionTitle}>
              {SHELL_TEXTS.account}
            </h3>
            <ul className={styles.list}>
              {accountItems.map((key) => (
                <li key={key}>{link(ACCOUNT_MENU_PATHS[key], ACCOUNT_MENU_LABELS[key])}</li>
              ))}
            </ul>
          </nav>
        ) : null}

        {flags.isGuest ? null : (
          <LogoutForm csrfToken={csrfToken} className={styles.logout}>
            <Button type="submit" variant="ghost" fullWidth>
              {MESSAGES.logout}
            </Button>
          </LogoutForm>
        )}
      </div>
    </Drawer>
  );
}
