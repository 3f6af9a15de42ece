/**
 * Typed account fixtures for stories, tests and the API seed. Not exported from src/domain/index.ts:
 * consumers get them from the `@investradar/ui/testing` entry, apart from the domain bundle.
 */
import { guestUser } from './account';
import { PERMISSIONS_BY_TYPE, permissionTree } from './permissions';
import type { PermissionTree, User } from './schemas/user';
import type { Plan, Subscription } from './schemas/subscription';
import type { AppConfig } from './schemas/config';
import { PLAN_ID } from './constants';
import { PERMISSION_DIALOG_FEATURES } from './plans';

export const FREE_PERMISSIONS: PermissionTree = permissionTree(PERMISSIONS_BY_TYPE.mbr_free);

export const PRO_PERMISSIONS: PermissionTree = permissionTree(PERMISSIONS_BY_TYPE.mbr_premium);

const baseSubscription: Subscription = {
  id: 501,
  status: 'active',
  plan_id: PLAN_ID.month3,
  plan: { description: 'PRO на 3 месяца', planCode: 'm3', bot: false },
  duration: 90,
  expires_at: '2026-12-22T00:00:00.000Z',
  ext_id: 'sub_7f3a9c21',
  billing_card_type: 'Visa',
  billing_card_last4: '4242',
  billing_error_code: null,
  bot: false,
};

/** Active PRO subscription paid by card. */
export const subscriptionActive: Subscription = baseSubscription;

/** Canceled: access until expires_at, no further charges. */
export const subscriptionCanceled: Subscription = { ...baseSubscription, id: 502, status: 'canceled' };

/** Active with a billing error: PRO payment overdue. */
export const subscriptionOverduePro: Subscription = {
  ...baseSubscription,
  id: 503,
  billing_error_code: 'card_declined',
};

/** Active chat-bot subscription with a billing error: bot payment overdue. */
export const subscriptionOverdueBot: Subscription = {
  ...baseSubscription,
  id: 504,
  plan_id: PLAN_ID.month12Bot,
  plan: { description: 'Бот на 12 месяцев', planCode: 'bot_m12', bot: true },
  duration: 365,
  billing_error_code: 'insufficient_funds',
  bot: true,
};

/** Active 12-month bot subscription in good standing. */
export const subscriptionBot: Subscription = { ...subscriptionOverdueBot, id: 505, billing_error_code: null };

/** Active 12-month PRO plan (the upgrade to m12 is hidden). */
export const subscriptionM12: Subscription = {
  ...baseSubscription,
  id: 506,
  plan_id: PLAN_ID.month12,
  plan: { description: 'PRO на 12 месяцев', planCode: 'm12', bot: false },
  duration: 365,
  expires_at: '2027-09-15T00:00:00.000Z',
  billing_card_type: 'MasterCard',
  billing_card_last4: '5521',
};

/** Active monthly PRO plan. */
export const subscriptionMonth: Subscription = {
  ...baseSubscription,
  id: 507,
  plan_id: 1065,
  plan: { description: 'PRO на 1 месяц', planCode: 'm1', bot: false },
  duration: 30,
  expires_at: '2026-12-05T00:00:00.000Z',
};

export const subscriptionFixtures = {
  active: subscriptionActive,
  canceled: subscriptionCanceled,
  overduePro: subscriptionOverduePro,
  overdueBot: subscriptionOverdueBot,
  bot: subscriptionBot,
  m12: subscriptionM12,
  month: subscriptionMonth,
} as const;

const signedIn: User = {
  ...guestUser,
  id: 1001,
  name: 'Анна Смирнова',
  email: 'anna.smirnova@example.ru',
  type: 'mbr_free',
  country: 'RU',
  coins: 1000,
  rating: 154,
  notifications: { weekly_newsletter: 1, portfolio_events: 1, news: 0, bets: 1 },
  all_permissions: FREE_PERMISSIONS,
  portfolio: {
    id: 3001,
    ideas: [101, 102],
    updates: [
      {
        event: 'idea_closed',
        event_txt: 'Идея закрыта с прибылью',
        idea_name: 'Сбербанк: рост на дивидендах',
        dt: '2026-11-20T09:30:00.000Z',
        closed_with_profit: true,
      },
      {
        event: 'target_changed',
        event_txt: 'Изменена целевая цена',
        idea_name: 'Лукойл: обратный выкуп',
        dt: '2026-11-18T14:05:00.000Z',
        closed_with_profit: null,
      },
    ],
    updates_count: 2,
  },
  bets: [
    { idea_id: 101, bet: 'believe' },
    { idea_id: 104, bet: 'notbelieve' },
  ],
  likes: [101],
  dislikes: [105],
  onboarding: true,
  liga_rating: { rating: 154 },
};

export const guest: User = guestUser;

export const free: User = {
  ...signedIn,
  do_show_survey: true,
  is_need_show_bonus_modal: true,
  telegram_bonus_link: 'https://t.me/investradar_bot?start=bonus1001',
};

export const pro: User = {
  ...signedIn,
  id: 1002,
  name: 'Дмитрий Волков',
  email: 'd.volkov@example.ru',
  type: 'mbr_premium',
  coins: 5400,
  rating: 12,
  all_permissions: PRO_PERMISSIONS,
  subscription: subscriptionActive,
  subscriptions: [subscriptionActive],
  meta: { premium_access: { expires_at: subscriptionActive.expires_at, lifetime: false, promocode: false } },
  portfolio: { ...signedIn.portfolio!, id: 3002, ideas: [101, 102, 103, 104, 106] },
  liga_rating: { rating: 12 },
};

export const bot: User = {
  ...pro,
  id: 1003,
  name: 'Сергей Кузнецов',
  email: 'kuznetsov.s@example.ru',
  type: 'mbr_premium_bot',
  telegram_bot_user: true,
  subscription: subscriptionBot,
  subscriptions: [subscriptionBot],
  meta: { premium_access: { expires_at: subscriptionBot.expires_at, lifetime: false, promocode: false } },
};

export const lifetime: User = {
  ...pro,
  id: 1004,
  name: 'Елена Морозова',
  email: 'morozova.elena@example.ru',
  coins: 12800,
  subscription: null,
  subscriptions: [],
  meta: { premium_access: { expires_at: null, lifetime: true, promocode: false } },
};

export const promo: User = {
  ...pro,
  id: 1005,
  name: 'Игорь Лебедев',
  email: 'lebedev.igor@example.ru',
  subscription: null,
  subscriptions: [],
  has_active_promocode: true,
  can_upgrade_tariff_via_promocode: false,
  meta: { premium_access: { expires_at: '2027-01-31T00:00:00.000Z', lifetime: false, promocode: true } },
};

export const partner: User = {
  ...free,
  id: 1006,
  name: 'Ольга Новикова',
  email: 'o.novikova@example.ru',
  role: 'partner',
  partner: { campaign_id: 'novikova-2026' },
  do_show_survey: false,
  is_need_show_bonus_modal: false,
};

export const brokerAdmin: User = {
  ...pro,
  id: 1007,
  name: 'Павел Соколов',
  email: 'p.sokolov@broker.example.ru',
  data: { is_admin_for_some_broker: true },
};

export const social: User = {
  ...free,
  id: 1008,
  name: 'Мария Павлова',
  email: 'maria.pavlova@example.ru',
  avatar: 'https://avatars.example.ru/u/1008.jpg',
  social_login: true,
  social: { photo: 'https://avatars.example.ru/u/1008.jpg', provider: 'vkontakte' },
  do_show_survey: false,
  is_need_show_bonus_modal: false,
};

export const noEmail: User = {
  ...social,
  id: 1009,
  name: 'Алексей Федоров',
  email: null,
  avatar: null,
  social: { photo: null, provider: 'telegram' },
};

/** Free user who can upgrade the tariff through a promocode. */
export const promoUpgradable: User = {
  ...pro,
  id: 1010,
  name: 'Наталья Егорова',
  can_upgrade_tariff_via_promocode: true,
};

/** PRO user whose card payment did not go through. */
export const overduePro: User = {
  ...pro,
  id: 1011,
  name: 'Виктор Орлов',
  subscription: subscriptionOverduePro,
  subscriptions: [subscriptionOverduePro],
};

/** Bot user whose card payment did not go through. */
export const overdueBot: User = {
  ...bot,
  id: 1012,
  name: 'Татьяна Зайцева',
  subscription: subscriptionOverdueBot,
  subscriptions: [subscriptionOverdueBot],
};

/** PRO user on the 12-month plan. */
export const proM12: User = {
  ...pro,
  id: 1013,
  name: 'Андрей Белов',
  subscription: subscriptionM12,
  subscriptions: [subscriptionM12],
  meta: { premium_access: { expires_at: subscriptionM12.expires_at, lifetime: false, promocode: false } },
};

/** PRO user who canceled and keeps access until expiry. */
export const proCanceled: User = {
  ...pro,
  id: 1014,
  name: 'Юлия Козлова',
  subscription: subscriptionCanceled,
  subscriptions: [subscriptionCanceled],
};

export const accounts = {
  guest,
  free,
  pro,
  bot,
  lifetime,
  promo,
  partner,
  brokerAdmin,
  social,
  noEmail,
  promoUpgradable,
  overduePro,
  overdueBot,
  proM12,
  proCanceled,
} as const;

/** The account states that stories carry as tags. */
export const accountStates = ['guest', 'free', 'pro', 'bot', 'lifetime', 'promo', 'partner'] as const;
export type AccountState = (typeof accountStates)[number];

/** Plans of the configuration: monthly 699 ₽; the yearly plan is 30% cheaper (489 ₽ a month). */
export const plans: Plan[] = [
  {
    id: 1065,
    code: 'm1',
    cost: 699,
    monthlyCost: 699,
    amount: 699,
    description: 'PRO на 1 месяц',
    discountPercentage: 0,
  },
  {
    id: PLAN_ID.month3,
    code: 'm3',
    cost: 1790,
    monthlyCost: 597,
    amount: 1790,
    description: 'PRO на 3 месяца',
    discountPercentage: 15,
  },
  {
    id: PLAN_ID.month12,
    code: 'm12',
    cost: 5868,
    monthlyCost: 489,
    amount: 5868,
    description: 'PRO на 12 месяцев',
    discountPercentage: 30,
  },
  {
    id: PLAN_ID.month12Bot,
    code: 'bot_m12',
    cost: 2990,
    monthlyCost: 249,
    amount: 2990,
    description: 'Бот на 12 месяцев',
    discountPercentage: 30,
  },
  {
    id: PLAN_ID.lifetime,
    code: 'lifetime',
    cost: 24990,
    monthlyCost: 0,
    amount: 24990,
    description: 'PRO навсегда',
    discountPercentage: 0,
  },
];

/** The app configuration (GET /api/config); monthly and 3-month PRO get the yearly plan as retention offer. */
export const appConfig: AppConfig = {
  subscription: { premium_countries: ['RU', 'BY', 'KZ', 'AM', 'UZ'] },
  payments: { billing_update_url: 'https://billing.paykassa.example/subscriptions/update/' },
  pro_features: [...PERMISSION_DIALOG_FEATURES],
  investcoins: { monthly_coins_add: { month: 500, telegram_bot: 300, telegram_bot_year: 3600 } },
  special_plans: { '1065': PLAN_ID.month12, [String(PLAN_ID.month3)]: PLAN_ID.month12 },
  plans,
  bot_prize_modal_enabled: true,
  telegram_bot_url: 'https://t.me/investradar_bot',
};
