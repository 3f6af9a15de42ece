// Maps database rows to the spec's User (the domain's userSchema), snake_case as the API sends it.
import {
  accountTypes,
  guestUser,
  type AccountType,
  permissionTree,
  withRolePermissions,
  type AppConfig,
  type Subscription,
  type User,
} from '@investradar/ui/domain';
import { planById } from '../../app-config';
import type { PortfolioSnapshot, SubscriptionRow } from './account.repository';
import type { UserRow } from './users.repository';

export interface AccountExtras {
  permissions: Array<{ permission: string; allowed: boolean }>;
  subscriptions: SubscriptionRow[];
  portfolio: PortfolioSnapshot | null;
  bets: Array<{ ideaId: number; bet: string }>;
  votes: Array<{ ideaId: number; vote: string }>;
  isBrokerAdmin: boolean;
}

function isAccountType(value: string): value is AccountType {
  return (accountTypes as readonly string[]).includes(value);
}

/**
 * The type the account acts as now: premium access that has run out (not lifetime) falls back to
 * free until billing renews it, so permissions follow the paid period, not a stale column.
 */
export function effectiveType(
  row: Pick<UserRow, 'type' | 'premiumExpiresAt' | 'premiumLifetime'>,
  now = new Date(),
): AccountType {
  const type = isAccountType(row.type) ? row.type : 'mbr_free';
  if (
    (type === 'mbr_premium' || type === 'mbr_premium_bot') &&
    !row.premiumLifetime &&
    row.premiumExpiresAt &&
    row.premiumExpiresAt <= now
  ) {
    return 'mbr_free';
  }
  return type === 'mbr_guest' ? 'mbr_free' : type;
}

export function toSubscription(row: SubscriptionRow, config: AppConfig): Subscription {
  const plan = planById(config, row.planId);
  return {
    id: row.id,
    status: row.status === 'canceled' ? 'canceled' : 'active',
    plan_id: row.planId,
    plan: { description: plan?.description ?? '', planCode: plan?.code ?? '', bot: row.bot },
    duration: row.durationDays,
    expires_at: row.expiresAt.toISOString(),
    ext_id: row.extId,
    billing_card_type: row.billingCardType,
    billing_card_last4: row.billingCardLast4,
    billing_error_code: row.billingErrorCode,
    bot: row.bot,
  };
}

export function toUser(row: UserRow, extras: AccountExtras, config: AppConfig, now = new Date()): User {
  const type = effectiveType(row, now);
  const premium = type === 'mbr_premium' || type === 'mbr_premium_bot';
  const subscriptions = extras.subscriptions.map((s) => toSubscription(s, config));
  // The current subscription: the newest one still running (active first), else none.
  const current =
    subscriptions.find((s) => s.status === 'active' && new Date(s.expires_at) > now) ??
    subscriptions.find((s) => new Date(s.expires_at) > now) ??
    null;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    avatar: row.avatar ?? row.socialPhoto,
    type,
    role: row.role,
    country: row.country,
    social_login: row.socialProvider !== null,
    social: row.socialProvider ? { photo: row.socialPhoto, provider: row.socialProvider } : null,
    coins: row.coins,
    rating: row.rating,
    notifications: {
      weekly_newsletter: row.notifyWeeklyNewsletter ? 1 : 0,
      portfolio_events: row.notifyPortfolioEvents ? 1 : 0,
      news: row.notifyNews ? 1 : 0,
      bets: row.notifyBets ? 1 : 0,
    },
    subscription: current,
    subscriptions,
    meta: {
      premium_access: premium
        ? {
            expires_at: row.premiumLifetime ? null : (row.premiumExpiresAt?.toISOString() ?? null),
            lifetime: row.premiumLifetime,
            promocode: row.premiumPromocode,
          }
        : null,
    },
    has_active_promocode: row.hasActivePromocode,
    can_upgrade_tariff_via_promocode: row.canUpgradeTariffViaPromocode,
    all_permissions: permissionTree(withRolePermissions(extras.permissions, row.role)),
    portfolio: extras.portfolio
      ? {
          id: extras.portfolio.id,
          ideas: extras.portfolio.ideaIds,
          updates: extras.portfolio.updates.map((u) => ({
            event: u.event,
            event_txt: u.eventTxt,
            idea_name: u.ideaName,
            dt: u.dt.toISOString(),
            closed_with_profit: u.closedWithProfit,
          })),
          updates_count: extras.portfolio.updatesCount,
        }
      : null,
    bets: extras.bets.flatMap((b) =>
      b.bet === 'believe' || b.bet === 'notbelieve' ? [{ idea_id: b.ideaId, bet: b.bet }] : [],
    ),
    likes: extras.votes.filter((v) => v.vote === 'like').map((v) => v.ideaId),
    dislikes: extras.votes.filter((v) => v.vote === 'dislike').map((v) => v.ideaId),
    telegram_bot_user: row.telegramBotUser,
    is_need_show_bonus_modal: row.needShowBonusModal,
    telegram_bonus_link: row.telegramBonusLink,
    onboarding: row.onboarding,
    do_show_survey: row.doShowSurvey,
    partner: row.role === 'partner' && row.partnerCampaignId ? { campaign_id: row.partnerCampaignId } : null,
    liga_rating: row.ligaRating === null ? null : { rating: row.ligaRating },
    data: { is_admin_for_some_broker: extras.isBrokerAdmin },
  };
}

/** The visitor's account: the domain's guest with the guest permissions kept as data. */
export function toGuestUser(permissions: ReadonlyArray<{ permission: string; allowed: boolean }>): User {
  return permissions.length > 0 ? { ...guestUser, all_permissions: permissionTree(permissions) } : guestUser;
}
