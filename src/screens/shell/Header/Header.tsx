'use client';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Button, srOnly } from '../../../components';
import { accountFlags, MESSAGES, type SearchResponse, type User } from '../../../domain';
import { MobileSearch } from '../MobileSearch';
import type { SearchNavigate } from '../search/searchPanel';
import { SearchBox } from '../SearchBox';
import { LogoMark, StarIcon } from '../../../components/icons';
import { MobileMenu, type AuthKind } from '../MobileMenu';
import {
  DEFAULT_LEAGUE_PRODUCT,
  isAuthPath,
  isCurrent,
  mainMenu,
  SHELL_ROUTES,
  SHELL_TEXTS,
  type ShellNavigate,
} from '../navigation';
import { inAppClick } from '../../shared/inAppLink';
import { AccountMenu } from './AccountMenu';
import * as styles from './Header.css';
import { PortfolioUpdatesMenu } from './PortfolioUpdatesMenu';
import { SubMenu } from './SubMenu';
import * as shellMessages from '../messages';

/** What the header's search needs from the app: the answers and what to do with a chosen result. */
export type HeaderSearch = {
  response?: SearchResponse | null;
  loading?: boolean;
  onQueryChange?: (query: string) => void;
  onNavigate: SearchNavigate;
  onCloseSearch?: () => void;
};

export type HeaderProps = {
  /** The account; the domain's guestUser for a visitor. */
  user: User;
  /** Path of the current page (with query): marks the current menu item, hides the guest buttons on /auth pages and is the registration's redirect_url. */
  currentPath: string;
  /** The page's anti-forgery token for the logout form. */
  csrfToken: string;
  /** Desktop and mobile search; without it the header has no search. */
  search?: HeaderSearch;
  /** In-app navigation for the header's links; without it they load pages. */
  onNavigate?: ShellNavigate;
  /** Login and registration open as drawers: the guest buttons call this instead of loading the pages. */
  onAuthRequest?: (kind: AuthKind) => void;
  /** The portfolio updates dropdown opened (the app may refresh the updates). */
  onPortfolioUpdatesOpen?: () => void;
  /** The {product} of /konkurs-liga-{product}. */
  leagueProduct?: string;
  /** Plans and checkout hide the header extras (docs/product/screens.md): only the logo and the account remain. */
  minimal?: boolean;
  /** Shown above the bar, e.g. the BillingBanner for an overdue payment. */
  banner?: ReactNode;
  className?: string;
};

/**
 * The site header (docs/product/screens.md): logo, main menu with the Insider radar submenu, desktop search and the
 * mobile search button, the PRO link (domain rule: non-premium users and active promocodes, never
 * lifetime), guest Login / Register (hidden on /auth pages), the portfolio updates dropdown, the
 * account dropdown and the mobile menu.
 */
export function Header({
  user,
  currentPath,
  csrfToken,
  search,
  onNavigate,
  onAuthRequest,
  onPortfolioUpdatesOpen,
  leagueProduct = DEFAULT_LEAGUE_PRODUCT,
  minimal = false,
  banner,
  className,
}: HeaderProps) {
  const flags = accountFlags(user);
  const menu = mainMenu({ isFree: flags.isFree, leagueProduct });
  const onAuthPage = isAuthPath(currentPath);

  const navLink = (href: string, label: string) => (
    <a
      href={href}
      className={styles.navLink}
      aria-current={isCurrent(currentPath, href) ? 'page' : undefined}
      onClick={inAppClick(onNavigate, href)}
    >
      {label}
    </a>
  );

  const authButton = (
    kind: AuthKind,
    href: string,
    label: string,
    variant: 'primary' | 'secondary',
    className?: string,
  ) => (
    <Button asChild variant={variant} size="sm" className={className}>
      <a href={href} data-auth={kind} onClick={inAppClick(onAuthRequest && (() => onAuthRequest(kind)), href)}>
        {label}
      </a>
    </Button>
  );

  return (
    <header className={clsx(styles.header, className)} data-minimal={minimal || undefined}>
      {banner}
      <div className={styles.bar}>
        {minimal ? null : (
          <div className={styles.menuButton}>
            <MobileMenu
              user={user}
              currentPath={currentPath}
              csrfToken={csrfToken}
              onNavigate={onNavigate}
              onAuthRequest={onAuthRequest}
              leagueProduct={leagueProduct}
            />
          </div>
        )}

        <a href={SHELL_ROUTES.home} className={styles.logo} onClick={inAppClick(onNavigate, SHELL_ROUTES.home)}>
          <LogoMark className={styles.logoMark} />
          <span className={styles.logoText}>{SHELL_TEXTS.productName}</span>
          <span className={srOnly}>{shellMessages.toHomeSuffix}</span>
        </a>

        {minimal ? null : (
          <nav className={styles.nav} aria-label={SHELL_TEXTS.mainMenu}>
            <ul className={styles.navList}>
              {menu.map((item) =>
                'children' in item ? (
                  <li key={item.key}>
                    <SubMenu
                      label={item.label}
                      items={item.children}
                      currentPath={currentPath}
                      onNavigate={onNavigate}
                    />
                  </li>
                ) : (
                  <li key={item.key}>{navLink(item.href, item.label)}</li>
                ),
              )}
            </ul>
          </nav>
        )}

        {!minimal && search ? (
          <div className={styles.search}>
            <SearchBox {...search} />
          </div>
        ) : (
          <span className={styles.spacer} />
        )}
        {!minimal && search ? <span className={clsx(styles.spacer, styles.mobileOnly)} /> : null}

        <div className={styles.actions}>
          {!minimal && search ? (
            <span className={styles.mobileOnly}>
              <MobileSearch {...search} />
            </span>
          ) : null}

          {!minimal && flags.showsProHeaderLink ? (
            <a
              href={SHELL_ROUTES.plans}
              className={styles.proLink}
              onClick={inAppClick(onNavigate, SHELL_ROUTES.plans)}
            >
              <StarIcon className={styles.proIcon} />
              <span className={srOnly}>{shellMessages.connectPrefix}</span>
              {MESSAGES.proLink}
            </a>
          ) : null}

          {flags.isGuest ? (
            onAuthPage ? null : (
              <>
                {authButton('login', SHELL_ROUTES.login, MESSAGES.login, 'secondary')}
                {authButton(
                  'register',
                  SHELL_ROUTES.registerReturningTo(currentPath),
                  MESSAGES.register,
                  'primary',
                  styles.tabletUp,
                )}
              </>
            )
          ) : (
            <>
              {minimal ? null : (
                <PortfolioUpdatesMenu
                  portfolio={user.portfolio}
                  onNavigate={onNavigate}
                  onOpen={onPortfolioUpdatesOpen}
                />
              )}
              <span className={styles.tabletUp}>
                <AccountMenu user={user} csrfToken={csrfToken} onNavigate={onNavigate} />
              </span>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
