import { accountFlags } from './account';
import type { User } from './schemas/user';

/** Routes of docs/product/screens.md. */
export const ROUTES = {
  home: '/',
  login: '/auth/login',
  register: '/auth/register',
  logout: '/logout',
  ideas: '/ideas',
  rating: '/rating',
  portfolio: '/portfolio',
  insiderDeals: '/insider-radar/deals',
  insiderBuybacks: '/insider-radar/buybacks',
  plans: '/subscription/plans',
  plansTelegram: '/subscription/plans/telegram',
  checkout: '/checkout',
  terms: '/terms',
  bot: '/bot',
  notFound: '/404',
  account: '/account',
  settings: '/account/settings',
  changeName: '/account/settings/change-name',
  changeEmail: '/account/settings/change-email',
  changePassword: '/account/settings/change-password',
  subscription: '/account/settings/subscription',
  subscriptionUpgrade: '/account/settings/subscription-upgrade',
  notifications: '/account/notifications',
  contest: '/account/contest',
  coining: '/account/contest/coining',
  partners: '/account/partners',
  profile: '/account/profile',
  prizes: '/account/prizes',
  purchases: '/account/purchases',
  analysts: '/account/analyst/ideas',
} as const;

/** /konkurs-liga-{product}: the league rules page. */
export function leagueRulesPath(product: string): string {
  return `/konkurs-liga-${encodeURIComponent(product)}`;
}

/** /auth/register?redirect_url={current path} */
export function registerPath(currentPath: string): string {
  return `${ROUTES.register}?redirect_url=${encodeURIComponent(currentPath)}`;
}

/** /auth/login?redirect_url={current full route}, URL-encoded (questionnaire for a guest). */
export function loginPath(currentPath?: string): string {
  return currentPath === undefined ? ROUTES.login : `${ROUTES.login}?redirect_url=${encodeURIComponent(currentPath)}`;
}

/**
 * A redirect_url taken from the address bar is followed only when it is a same-site path, so a
 * crafted link cannot send the user elsewhere after login.
 */
export function safeRedirectPath(value: string | null | undefined, fallback: string = ROUTES.home): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  return value;
}

export function isAuthPath(pathname: string): boolean {
  return pathname === ROUTES.login || pathname === ROUTES.register || pathname.startsWith('/auth/');
}

/** docs/product/screens.md: guest Login and Register buttons, hidden on authentication pages. */
export function showsAuthButtons(user: User | null | undefined, pathname: string): boolean {
  return accountFlags(user).isGuest && !isAuthPath(pathname);
}

/** docs/product/screens.md: subscription-plans and checkout hide header extras. */
export function hidesHeaderExtras(pathname: string): boolean {
  return (
    pathname === ROUTES.plans ||
    pathname.startsWith(`${ROUTES.plans}/`) ||
    pathname === ROUTES.checkout ||
    pathname.startsWith(`${ROUTES.checkout}/`)
  );
}

/** docs/product/screens.md: free users are led to /subscription/plans/telegram by the messenger link. */
export function messengerHref(user: User | null | undefined): string {
  return accountFlags(user).isFree ? ROUTES.plansTelegram : ROUTES.bot;
}

/** docs/product/screens.md: a guest opening any account page is sent to /auth/login. */
export function accountGuardRedirect(user: User | null | undefined, pathname: string): string | null {
  const isAccountPage = pathname === ROUTES.account || pathname.startsWith(`${ROUTES.account}/`);
  return isAccountPage && accountFlags(user).isGuest ? ROUTES.login : null;
}

/** docs/product/screens.md: the upgrade page redirects lifetime users to settings. */
export function upgradePageRedirect(user: User | null | undefined): string | null {
  return accountFlags(user).isPremiumLifetime ? ROUTES.settings : null;
}

/** docs/product/screens.md settings rows: email when present; masked password unless the login is social. */
export function settingsRows(user: User): { social: boolean; email: boolean; password: boolean; upgrade: boolean } {
  return {
    social: user.social_login,
    email: Boolean(user.email),
    password: !user.social_login,
    upgrade: !accountFlags(user).isPremiumLifetime,
  };
}
