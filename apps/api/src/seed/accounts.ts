import { FREE_COINS, PLAN_ID, PRO_COINS } from '@investradar/ui/domain';
import type { users } from '../db/schema';

/** Password of every demo account (documented in apps/api/README.md). */
export const DEMO_PASSWORD = 'demo12345';

const DAY = 24 * 60 * 60 * 1000;

export interface DemoSubscription {
  status: 'active' | 'canceled';
  planId: number;
  durationDays: number;
  expiresInDays: number;
  bot: boolean;
  billingErrorCode?: string;
}

export interface DemoAccount {
  user: Omit<typeof users.$inferInsert, 'passwordHash' | 'premiumExpiresAt'> & {
    email: string;
    premiumExpiresInDays?: number;
  };
  subscription?: DemoSubscription;
  /** Administers a broker: sees the Analysts link. */
  brokerAdmin?: boolean;
}

/** One demo account per account type and role of docs/product/overview.md, docs/product/permissions.md, plus the states the screens need. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    user: {
      email: 'free@investradar.ru',
      name: 'Мария Соколова',
      type: 'mbr_free',
      coins: FREE_COINS,
      rating: 412,
      ligaRating: 380,
    },
  },
  {
    user: {
      email: 'pro@investradar.ru',
      name: 'Алексей Петров',
      type: 'mbr_premium',
      coins: PRO_COINS + 1250,
      rating: 37,
      ligaRating: 21,
      premiumExpiresInDays: 64,
      telegramBotUser: true,
    },
    subscription: { status: 'active', planId: PLAN_ID.month3, durationDays: 90, expiresInDays: 64, bot: false },
  },
  {
    user: {
      email: 'bot@investradar.ru',
      name: 'Ирина Кузнецова',
      type: 'mbr_premium_bot',
      coins: 2400,
      rating: 150,
      ligaRating: 97,
      premiumExpiresInDays: 300,
      telegramBotUser: true,
    },
    subscription: { status: 'active', planId: PLAN_ID.month12Bot, durationDays: 365, expiresInDays: 300, bot: true },
  },
  {
    user: {
      email: 'lifetime@investradar.ru',
      name: 'Дмитрий Волков',
      type: 'mbr_premium',
      coins: PRO_COINS + 8000,
      rating: 5,
      ligaRating: 3,
      premiumLifetime: true,
      telegramBotUser: true,
    },
  },
  {
    user: {
      email: 'promo@investradar.ru',
      name: 'Екатерина Морозова',
      type: 'mbr_premium',
      coins: 1800,
      rating: 260,
      ligaRating: 201,
      premiumExpiresInDays: 21,
      premiumPromocode: true,
      hasActivePromocode: true,
    },
  },
  {
    user: {
      email: 'partner@investradar.ru',
      name: 'Сергей Лебедев',
      type: 'mbr_free',
      role: 'partner',
      partnerCampaignId: 'radar-partner-17',
      coins: FREE_COINS,
      rating: 520,
    },
  },
  {
    user: {
      email: 'admin@investradar.ru',
      name: 'Ольга Новикова',
      type: 'mbr_premium',
      coins: PRO_COINS,
      rating: 88,
      premiumExpiresInDays: 200,
    },
    subscription: { status: 'active', planId: PLAN_ID.month12, durationDays: 365, expiresInDays: 200, bot: false },
    brokerAdmin: true,
  },
  {
    user: {
      email: 'overdue@investradar.ru',
      name: 'Павел Орлов',
      type: 'mbr_premium',
      coins: 3100,
      rating: 190,
      premiumExpiresInDays: 3,
    },
    subscription: {
      status: 'active',
      planId: PLAN_ID.month3,
      durationDays: 90,
      expiresInDays: 3,
      bot: false,
      billingErrorCode: 'card_declined',
    },
  },
  {
    user: {
      email: 'canceled@investradar.ru',
      name: 'Наталья Зайцева',
      type: 'mbr_premium',
      coins: 900,
      rating: 340,
      premiumExpiresInDays: 12,
      onboarding: false,
      needShowBonusModal: false,
      doShowSurvey: false,
    },
    subscription: { status: 'canceled', planId: PLAN_ID.month12, durationDays: 365, expiresInDays: 12, bot: false },
  },
  {
    user: {
      email: 'social@investradar.ru',
      name: 'Андрей Смирнов',
      type: 'mbr_free',
      coins: FREE_COINS,
      socialProvider: 'vkontakte',
      socialPhoto: '/img/avatars/social-demo.png',
    },
  },
  // The editor role (issue #19): writes news, reviews and page texts at /account/editor.
  {
    user: {
      email: 'editor@investradar.ru',
      name: 'Вера Редакторова',
      type: 'mbr_free',
      role: 'editor',
      coins: FREE_COINS,
      onboarding: false,
      needShowBonusModal: false,
      doShowSurvey: false,
    },
  },
];

export function daysFromNow(days: number, now = Date.now()): Date {
  return new Date(now + days * DAY);
}
