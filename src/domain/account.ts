import { FREE_PORTFOLIO_IDEAS } from './constants';
import { CONTENT_EDIT_PERMISSION, PERMISSIONS_BY_TYPE, permissionTree } from './permissions';
import { pure } from './pure';
import type { PermissionTree, User } from './schemas/user';

/**
 * The account of a visitor who has not signed in. Permissions of PRO features are denied so the
 * permission check opens registration or the PRO dialog; everything not listed counts as allowed.
 */
export const guestUser: User = /* @__PURE__ */ pure(() => ({
  id: 0,
  name: '',
  email: null,
  avatar: null,
  type: 'mbr_guest',
  role: null,
  country: null,
  social_login: false,
  social: null,
  coins: 0,
  rating: null,
  notifications: { weekly_newsletter: 0, portfolio_events: 0, news: 0, bets: 0 },
  subscription: null,
  subscriptions: [],
  meta: { premium_access: null },
  has_active_promocode: false,
  can_upgrade_tariff_via_promocode: false,
  // Everything a free user lacks, and what registration gives (permissions.ts).
  all_permissions: permissionTree(PERMISSIONS_BY_TYPE.mbr_guest),
  portfolio: null,
  bets: [],
  likes: [],
  dislikes: [],
  telegram_bot_user: false,
  is_need_show_bonus_modal: false,
  telegram_bonus_link: null,
  onboarding: false,
  do_show_survey: false,
  partner: null,
  liga_rating: null,
  data: { is_admin_for_some_broker: false },
}));

/** Derived account flags of docs/product/entities.md plus the visibility rules of docs/product/screens.md, docs/product/permissions.md. */
export interface AccountFlags {
  isGuest: boolean;
  isFree: boolean;
  /** PRO: mbr_premium or mbr_premium_bot. */
  isPremium: boolean;
  isPremiumBot: boolean;
  isPremiumLifetime: boolean;
  /** Premium through promo-code access (with an expiry date). */
  isPromocode: boolean;
  isPartner: boolean;
  partnerCampaignId: string | null;
  canUpgradeTariffViaPromocode: boolean;
  /** docs/product/permissions.md: shown to non-premium users and to those with an active promocode; never to lifetime. */
  showsProHeaderLink: boolean;
  /** docs/product/permissions.md: free users and those who can upgrade via a promocode, except those on promo access. */
  offersPromocodeEntry: boolean;
  /** docs/product/screens.md: Partners menu item for partners (non-mobile only; see accountMenu). */
  showsPartnersMenu: boolean;
  /** docs/product/screens.md: Analysts link for a user who administers some broker (non-mobile only). */
  showsAnalystsLink: boolean;
  /** docs/product/permissions.md: only a logged-in user may use the questionnaire. */
  canUseQuestionnaire: boolean;
  /** docs/product/screens.md: free users are led to /subscription/plans/telegram from the messenger link. */
  showsConnectPro: boolean;
}

export function accountFlags(user: User | null | undefined): AccountFlags {
  const isGuest = !user || user.type === 'mbr_guest';
  const isFree = !isGuest && user.type === 'mbr_free';
  const isPremium = !isGuest && (user.type === 'mbr_premium' || user.type === 'mbr_premium_bot');
  const isPremiumBot = !isGuest && user.type === 'mbr_premium_bot';
  const access = user?.meta.premium_access ?? null;
  const isPremiumLifetime = isPremium && access?.lifetime === true;
  const isPromocode = isPremium && !isPremiumLifetime && access?.promocode === true;
  const isPartner = !isGuest && user.role === 'partner';
  const partnerCampaignId = isPartner ? (user.partner?.campaign_id ?? null) : null;
  const canUpgradeTariffViaPromocode = !isGuest && user.can_upgrade_tariff_via_promocode;
  const hasActivePromocode = !isGuest && user.has_active_promocode;
  return {
    isGuest,
    isFree,
    isPremium,
    isPremiumBot,
    isPremiumLifetime,
    isPromocode,
    isPartner,
    partnerCampaignId,
    canUpgradeTariffViaPromocode,
    showsProHeaderLink: !isPremiumLifetime && (!isPremium || hasActivePromocode),
    offersPromocodeEntry: (isFree || canUpgradeTariffViaPromocode) && !isPromocode,
    showsPartnersMenu: isPartner,
    showsAnalystsLink: !isGuest && user.data.is_admin_for_some_broker,
    canUseQuestionnaire: !isGuest,
    showsConnectPro: isFree,
  };
}

export const accountMenuKeys = [
  'profile',
  'settings',
  'bets',
  'notifications',
  'prizes',
  'partners',
  'analysts',
  'editor',
] as const;
export type AccountMenuKey = (typeof accountMenuKeys)[number];

export const ACCOUNT_MENU_PATHS: Record<AccountMenuKey, string> = {
  profile: '/account/profile',
  settings: '/account/settings',
  bets: '/account/contest',
  notifications: '/account/notifications',
  prizes: '/account/prizes',
  partners: '/account/partners',
  analysts: '/account/analyst/ideas',
  editor: '/account/editor',
};

/**
 * Items of the account menu (docs/product/screens.md): Partners only for partners and Analysts only for broker
 * admins, both hidden on mobile. A guest has no menu (they are sent to /auth/login).
 */
export function accountMenu(user: User | null | undefined, options: { mobile: boolean }): AccountMenuKey[] {
  const flags = accountFlags(user);
  if (flags.isGuest) return [];
  return accountMenuKeys.filter((key) => {
    if (key === 'partners') return flags.showsPartnersMenu && !options.mobile;
    if (key === 'analysts') return flags.showsAnalystsLink && !options.mobile;
    if (key === 'editor') return canEditContent(user);
    return true;
  });
}

/**
 * can(permission) over the dotted all_permissions tree. A path missing from the tree counts as
 * allowed (docs/product/validation.md); a `false` anywhere along the path denies it.
 */
export function can(user: User | null | undefined, path: string): boolean {
  let node: boolean | PermissionTree | undefined = (user ?? guestUser).all_permissions;
  for (const segment of path.split('.')) {
    if (typeof node === 'boolean') return node;
    if (node === undefined || !Object.hasOwn(node, segment)) return true;
    node = node[segment];
  }
  return node !== false;
}

/**
 * May this account write editorial content? The editor role and its permission both: a database whose
 * permission table predates the key (a missing path counts as allowed) still gives it to editors only.
 */
export function canEditContent(user: User | null | undefined): boolean {
  return !!user && user.type !== 'mbr_guest' && user.role === 'editor' && can(user, CONTENT_EDIT_PERMISSION);
}

/** Permission keys seen in the spec (docs/product/permissions.md). */
export const PERMISSION = {
  portfolio: 'ii.portfolio',
  portfolioAddManyIdeas: 'ii.portfolio_add_many_ideas',
  ideaFilterAsset: 'ii.filters.idea.asset',
  ideaFilterIis: 'ii.filters.idea.iis',
  bestForecasters: 'ii.best_forecasters',
  savedFilters: 'ii.filters.saved',
  radarSort: 'ir.sort',
} as const;

/** Keys whose denial opens the registration form instead of the permission dialog (docs/product/flows.md). */
export const REGISTRATION_PERMISSIONS: readonly string[] = /* @__PURE__ */ pure(() => [
  PERMISSION.ideaFilterAsset,
  PERMISSION.ideaFilterIis,
]);

export type PermissionOutcome = { kind: 'proceed' } | { kind: 'register' } | { kind: 'permissionDialog'; type: string };

/**
 * docs/product/flows.md permission check: proceed when allowed; otherwise the default action is cancelled and
 * either registration opens (asset and iis idea filters) or the permission dialog of that type.
 */
export function checkPermission(user: User | null | undefined, permission: string): PermissionOutcome {
  if (can(user, permission)) return { kind: 'proceed' };
  if (REGISTRATION_PERMISSIONS.includes(permission)) return { kind: 'register' };
  return { kind: 'permissionDialog', type: permission };
}

/**
 * docs/product/validation.md portfolio limit: none without ii.portfolio, 3 without ii.portfolio_add_many_ideas,
 * unlimited otherwise.
 */
export function portfolioLimit(user: User | null | undefined): number {
  if (!can(user, PERMISSION.portfolio)) return 0;
  if (!can(user, PERMISSION.portfolioAddManyIdeas)) return FREE_PORTFOLIO_IDEAS;
  return Number.POSITIVE_INFINITY;
}

/**
 * Which permission blocks adding one more idea, or null when it may be added. The caller runs
 * checkPermission with the returned key.
 */
export function portfolioAddBlocker(user: User | null | undefined, ideasCount: number): string | null {
  if (!can(user, PERMISSION.portfolio)) return PERMISSION.portfolio;
  if (ideasCount >= portfolioLimit(user)) return PERMISSION.portfolioAddManyIdeas;
  return null;
}
