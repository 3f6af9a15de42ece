import { MESSAGES } from '../../domain';
import type { NavigateHandler } from '../shared/inAppLink';

/** Called with an in-app address when the app routes without a full page load. */
export type ShellNavigate = NavigateHandler;

/** The league slug of /konkurs-liga-{product}; the spec leaves {product} to configuration. */
export const DEFAULT_LEAGUE_PRODUCT = 'investidei';

/** Addresses of docs/product/screens.md used by the shell. */
export const SHELL_ROUTES = {
  home: '/',
  ideas: '/ideas',
  rating: '/rating',
  deals: '/insider-radar/deals',
  buybacks: '/insider-radar/buybacks',
  portfolio: '/portfolio',
  plans: '/subscription/plans',
  telegramPlans: '/subscription/plans/telegram',
  bot: '/bot',
  terms: '/terms',
  news: '/news',
  reviews: '/reviews',
  faq: '/faq',
  login: '/auth/login',
  register: '/auth/register',
  logout: '/logout',
  league: (product: string) => `/konkurs-liga-${product}`,
  /** /auth/register?redirect_url={current path} */
  registerReturningTo: (currentPath: string) => `/auth/register?redirect_url=${encodeURIComponent(currentPath)}`,
} as const;

/** True on /auth/… pages, where the guest Login and Register buttons are hidden (docs/product/screens.md). */
export function isAuthPath(path: string): boolean {
  return path === '/auth' || path.startsWith('/auth/') || path.startsWith('/auth?');
}

/** Whether a menu address is the current page (or a section above it). */
export function isCurrent(currentPath: string, href: string): boolean {
  const path = currentPath.split(/[?#]/)[0] ?? '';
  return path === href || (href !== '/' && path.startsWith(`${href}/`));
}

export const SHELL_TEXTS = {
  productName: MESSAGES.productName,
  home: `${MESSAGES.productName} — на главную`,
  mainMenu: 'Основное меню',
  menu: 'Меню',
  openMenu: 'Открыть меню',
  closeMenu: 'Закрыть меню',
  account: 'Аккаунт',
  accountMenu: 'Меню аккаунта',
  portfolioUpdates: 'Обновления портфеля',
  newUpdates: 'новых',
  noPortfolioUpdates: 'Новых событий в портфеле нет',
  openPortfolio: 'Открыть портфель',
  portfolio: 'Портфель',
  closedWithProfit: 'закрыта с прибылью',
  closedWithLoss: 'закрыта с убытком',
  messenger: 'Telegram-бот',
  footerNav: 'Информация',
  terms: 'Публичная оферта',
  leagueRules: 'Правила конкурса',
  news: 'Новости',
  reviews: 'Обзоры идей',
  faq: 'Частые вопросы',
  plans: 'Тарифы',
  disclaimer: 'Информация на сайте не является индивидуальной инвестиционной рекомендацией.',
} as const;

export type MainMenuLink = { key: string; label: string; href: string };
export type MainMenuItem = MainMenuLink | { key: string; label: string; children: MainMenuLink[] };

/**
 * The main menu of docs/product/screens.md: Ideas, Rating, Insider radar (Deals and Buybacks), League and the
 * messenger link — free users are led to /subscription/plans/telegram, everyone else to /bot.
 */
export function mainMenu({ isFree, leagueProduct }: { isFree: boolean; leagueProduct: string }): MainMenuItem[] {
  return [
    { key: 'ideas', label: MESSAGES.menuIdeas, href: SHELL_ROUTES.ideas },
    { key: 'rating', label: MESSAGES.menuRating, href: SHELL_ROUTES.rating },
    {
      key: 'radar',
      label: MESSAGES.menuInsiderRadar,
      children: [
        { key: 'deals', label: MESSAGES.menuDeals, href: SHELL_ROUTES.deals },
        { key: 'buybacks', label: MESSAGES.menuBuybacks, href: SHELL_ROUTES.buybacks },
      ],
    },
    { key: 'league', label: MESSAGES.menuLeague, href: SHELL_ROUTES.league(leagueProduct) },
    { key: 'messenger', label: SHELL_TEXTS.messenger, href: isFree ? SHELL_ROUTES.telegramPlans : SHELL_ROUTES.bot },
  ];
}

/** Labels of the account menu keys of the domain's accountMenu(). */
export const ACCOUNT_MENU_LABELS = {
  profile: MESSAGES.menuProfile,
  settings: MESSAGES.menuSettings,
  bets: MESSAGES.menuBets,
  notifications: MESSAGES.menuNotifications,
  prizes: MESSAGES.menuPrizes,
  partners: MESSAGES.menuPartners,
  analysts: MESSAGES.menuAnalysts,
  editor: MESSAGES.menuEditor,
} as const;
