import { ACCOUNT_RELOAD_INTERVAL_MS, PLAN_ID, UPGRADE_PLAN_ID } from './constants';
import { accountFlags } from './account';
import { formatCoins, formatDate } from './format';
import { MESSAGES } from './messages';
import { findPlan, isM12 } from './plans';
import type { AppConfig } from './schemas/config';
import type { Plan, Subscription } from './schemas/subscription';
import type { User } from './schemas/user';

export type SubscriptionState = 'active' | 'canceled' | 'overdue';

/** docs/product/flows.md: active, canceled, or active with a billing_error_code = payment overdue. */
export function subscriptionState(subscription: Subscription): SubscriptionState {
  if (subscription.status === 'canceled') return 'canceled';
  return subscription.billing_error_code !== null && subscription.billing_error_code !== '' ? 'overdue' : 'active';
}

/** docs/product/flows.md overdue banner: bot text for a bot subscription, PRO text otherwise; null when not overdue. */
export function overdueBannerText(subscription: Subscription | null | undefined): string | null {
  if (!subscription || subscriptionState(subscription) !== 'overdue') return null;
  return subscription.bot ? MESSAGES.overdueBot : MESSAGES.overduePro;
}

/** docs/product/calls.md: the only outward link — the provider's billing update page with ext_id appended. */
export function billingUpdateUrl(
  config: Pick<AppConfig, 'payments'>,
  subscription: Pick<Subscription, 'ext_id'>,
): string | null {
  if (!subscription.ext_id) return null;
  return `${config.payments.billing_update_url}${encodeURIComponent(subscription.ext_id)}`;
}

const MOSCOW_OFFSET_MS = 3 * 60 * 60 * 1000;

/** Midnight (Moscow) of the first day of the month after `now`. */
export function startOfNextMonth(now: number | Date): Date {
  const moscow = new Date((now instanceof Date ? now.getTime() : now) + MOSCOW_OFFSET_MS);
  return new Date(Date.UTC(moscow.getUTCFullYear(), moscow.getUTCMonth() + 1, 1) - MOSCOW_OFFSET_MS);
}

export interface NextCredit {
  coins: number;
  date: Date;
  /** Which rule of docs/product/flows.md applied. */
  when: 'expiry' | 'nextMonth';
}

/**
 * docs/product/flows.md next credit (subscription active): premium 30 days → month amount on the expiry date;
 * 90/180/365 days → month amount at the start of next month; bot 30 days → bot amount on the expiry
 * date; bot 90 days → bot amount next month; bot 365 days → yearly bot amount next month.
 */
export function nextCredit(
  subscription: Subscription,
  config: Pick<AppConfig, 'investcoins'>,
  now: number | Date,
): NextCredit | null {
  if (subscription.status !== 'active') return null;
  const amounts = config.investcoins.monthly_coins_add;
  const expiry = new Date(subscription.expires_at);
  const nextMonth = startOfNextMonth(now);
  if (subscription.bot) {
    if (subscription.duration === 30) return { coins: amounts.telegram_bot, date: expiry, when: 'expiry' };
    if (subscription.duration === 90) return { coins: amounts.telegram_bot, date: nextMonth, when: 'nextMonth' };
    if (subscription.duration === 365) return { coins: amounts.telegram_bot_year, date: nextMonth, when: 'nextMonth' };
    return null;
  }
  if (subscription.duration === 30) return { coins: amounts.month, date: expiry, when: 'expiry' };
  if ([90, 180, 365].includes(subscription.duration))
    return { coins: amounts.month, date: nextMonth, when: 'nextMonth' };
  return null;
}

/** «Следующее начисление: 500 монет — 01.12.2026». */
export function nextCreditText(
  subscription: Subscription,
  config: Pick<AppConfig, 'investcoins'>,
  now: number | Date,
  locale?: string,
): string | null {
  const credit = nextCredit(subscription, config, now);
  if (!credit) return null;
  return `${MESSAGES.nextCreditPrefix}: ${formatCoins(credit.coins, locale)} — ${formatDate(credit.date, locale)}`;
}

export interface RetentionOffer {
  plan: Plan;
  discountPercent: number;
  /** Monthly price when paying for the year. */
  monthlyPrice: number;
}

/** docs/product/flows.md: a retention offer exists only when special_plans maps the subscription's plan. */
export function retentionOffer(
  subscription: Pick<Subscription, 'plan_id'>,
  config: Pick<AppConfig, 'special_plans' | 'plans'>,
): RetentionOffer | null {
  const offerPlanId = config.special_plans[String(subscription.plan_id)];
  if (offerPlanId === undefined) return null;
  const plan = findPlan(config.plans, offerPlanId);
  if (!plan) return null;
  const monthlyPrice = plan.monthlyCost > 0 ? plan.monthlyCost : Math.round(plan.cost / 12);
  return { plan, discountPercent: plan.discountPercentage, monthlyPrice };
}

export interface UpgradeOption {
  kind: 'm12' | 'lifetime';
  planId: number;
  /** When the new plan takes effect: m12 from the current expiry, lifetime immediately. */
  startsAt: Date;
}

/**
 * docs/product/screens.md, docs/product/flows.md upgrade page: lifetime users are redirected to settings; the 12-month plan starts at
 * the current expiry and is hidden when the plan already is m12; lifetime starts now.
 */
export function upgradeOptions(
  user: User | null | undefined,
  now: number | Date,
): { redirectToSettings: true } | { redirectToSettings: false; options: UpgradeOption[] } {
  const flags = accountFlags(user);
  if (flags.isPremiumLifetime) return { redirectToSettings: true };
  const nowDate = new Date(now instanceof Date ? now.getTime() : now);
  const subscription = user?.subscription ?? null;
  const options: UpgradeOption[] = [];
  if (subscription && subscription.status === 'active' && !isM12(subscription)) {
    options.push({ kind: 'm12', planId: UPGRADE_PLAN_ID, startsAt: new Date(subscription.expires_at) });
  }
  options.push({ kind: 'lifetime', planId: PLAN_ID.lifetime, startsAt: nowDate });
  return { redirectToSettings: false, options };
}

/** docs/product/flows.md: the account is reloaded every 18,000,000 ms while the user is not a guest. */
export function nextAccountReloadAt(user: User | null | undefined, lastLoadedAt: number): number | null {
  return accountFlags(user).isGuest ? null : lastLoadedAt + ACCOUNT_RELOAD_INTERVAL_MS;
}

export function isAccountReloadDue(user: User | null | undefined, lastLoadedAt: number, now: number): boolean {
  const at = nextAccountReloadAt(user, lastLoadedAt);
  return at !== null && now >= at;
}

/** docs/product/flows.md bonus popup: is_need_show_bonus_modal, onboarding on and the bot prize modal enabled. */
export function showsBonusPopup(
  user: User | null | undefined,
  config: Pick<AppConfig, 'bot_prize_modal_enabled'>,
): boolean {
  if (!user || accountFlags(user).isGuest) return false;
  return user.is_need_show_bonus_modal && user.onboarding && config.bot_prize_modal_enabled;
}
