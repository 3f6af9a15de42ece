import {
  BONUS_POPUP_COINS,
  FREE_BOT_TRIAL_WEEKS,
  FREE_COINS,
  FREE_INSIDER_DEALS,
  FREE_PORTFOLIO_IDEAS,
  PLAN_ID,
  PREMIUM_IDEAS_DISCOUNT_PERCENT,
  PRO_COINS,
  YEARLY_PLAN_SAVING_PERCENT,
} from './constants';
import { formatCoins, formatCount, formatPercent, DEAL_FORMS, IDEA_FORMS } from './format';
import { pure } from './pure';
import type { CancelReasonId, Plan, Subscription } from './schemas/subscription';

/** docs/product/entities.md cancel reasons (ids 1–8) with their Russian titles, in the spec's order. */
export const CANCEL_REASONS: readonly { id: CancelReasonId; title: string }[] = [
  { id: 1, title: 'Редко пользуюсь сервисом' },
  { id: 2, title: 'Слишком высокая цена' },
  { id: 3, title: 'Нашел альтернативы' },
  { id: 4, title: 'Делаю паузу' },
  { id: 5, title: 'Технические проблемы' },
  { id: 6, title: 'Не устраивает качество данных' },
  { id: 7, title: 'Не вижу пользы' },
  { id: 8, title: 'Идеи принесли убытки' },
];

export function cancelReasonTitle(id: number): string | undefined {
  return CANCEL_REASONS.find((reason) => reason.id === id)?.title;
}

/** docs/product/overview.md plan feature lists shown to users. */
export const PLAN_FEATURES = /* @__PURE__ */ pure(
  () =>
    ({
      free: [
        'Ограниченный поиск',
        `${formatCount(FREE_PORTFOLIO_IDEAS, IDEA_FORMS)} в портфеле`,
        `${formatCount(FREE_INSIDER_DEALS, DEAL_FORMS)} инсайдеров`,
        'Ограниченная статистика аналитиков',
        `Бот в мессенджере бесплатно ${FREE_BOT_TRIAL_WEEKS} недели`,
        formatCoins(FREE_COINS),
      ],
      pro: [
        'Расширенный поиск',
        'Сохраненные фильтры',
        'Неограниченный портфель',
        'Полный инсайдер радар',
        'Вся статистика аналитиков',
        'Бот в мессенджере включен',
        formatCoins(PRO_COINS),
        'Выгрузка в Excel',
        'Еженедельная рассылка',
        `Скидка ${formatPercent(PREMIUM_IDEAS_DISCOUNT_PERCENT)} на премиум идеи`,
      ],
      lifetime: ['Все возможности PRO', 'Разовый платеж'],
    }) as const,
);

/** docs/product/overview.md: the yearly plan is labelled 30% cheaper. */
export const YEARLY_PLAN_LABEL = /* @__PURE__ */ pure(() => `На ${formatPercent(YEARLY_PLAN_SAVING_PERCENT)} дешевле`);

/** docs/product/flows.md: the PRO features listed by the permission dialog. */
export const PERMISSION_DIALOG_FEATURES = /* @__PURE__ */ pure(
  () =>
    [
      'Расширенный поиск',
      'Бот в мессенджере включен',
      'Полный инсайдер радар',
      'Полная статистика аналитиков',
      'Неограниченный портфель',
      `Премиум идеи −${formatPercent(PREMIUM_IDEAS_DISCOUNT_PERCENT)}`,
      'Еженедельная рассылка на email',
    ] as const,
);

/** docs/product/flows.md cancel step 2: the features that will be lost, bot variant and full variant. */
export const CANCEL_LOST_FEATURES = /* @__PURE__ */ pure(
  () =>
    ({
      bot: ['Сигналы по новым идеям в боте', 'Уведомления о сделках инсайдеров в боте', 'События портфеля в боте'],
      full: PLAN_FEATURES.pro,
    }) as const,
);

export type CancelVariant = keyof typeof CANCEL_LOST_FEATURES;

export function cancelVariant(subscription: Pick<Subscription, 'bot'>): CancelVariant {
  return subscription.bot ? 'bot' : 'full';
}

/** docs/product/flows.md bonus popup invitation: start the bot for a gift of 500 invest coins. */
export const BONUS_POPUP_GIFT = BONUS_POPUP_COINS;

/** The 12-month plan: code m12 (or its plan id). */
export function isM12(subscription: Pick<Subscription, 'plan' | 'plan_id'> | null | undefined): boolean {
  if (!subscription) return false;
  return subscription.plan.planCode === 'm12' || subscription.plan_id === PLAN_ID.month12;
}

export function findPlan(plans: readonly Plan[], id: number): Plan | undefined {
  return plans.find((plan) => plan.id === id);
}

export function isLifetimePlan(plan: Pick<Plan, 'code' | 'id'>): boolean {
  return plan.code === 'lifetime' || plan.id === PLAN_ID.lifetime;
}

export function isBotPlan(plan: Pick<Plan, 'code' | 'id'>): boolean {
  return plan.code.startsWith('bot') || plan.id === PLAN_ID.month12Bot;
}

/** Length of a periodic plan in months from its code (m1, m3, m12, bot_m12, retention_m12); null for lifetime. */
export function planMonths(plan: Pick<Plan, 'code' | 'id' | 'amount'>): number | null {
  if (isLifetimePlan(plan)) return null;
  const match = /m(\d+)$/.exec(plan.code);
  return match ? Number(match[1]) : plan.amount;
}
