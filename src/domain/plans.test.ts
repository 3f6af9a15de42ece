import { describe, expect, it } from 'vitest';
import {
  isBotPlan,
  isLifetimePlan,
  planMonths,
  CANCEL_LOST_FEATURES,
  CANCEL_REASONS,
  cancelReasonTitle,
  cancelVariant,
  findPlan,
  isM12,
  PERMISSION_DIALOG_FEATURES,
  PLAN_FEATURES,
  YEARLY_PLAN_LABEL,
} from './plans';
import { subscriptionFixtures } from './fixtures';
import { testConfig } from './testing';

const nbsp = '\u00a0';

describe('cancel reasons 1–8 with Russian titles (docs/product/entities.md order)', () => {
  it.each([
    [1, 'rarely use', 'Редко пользуюсь сервисом'],
    [2, 'high price', 'Слишком высокая цена'],
    [3, 'found alternatives', 'Нашел альтернативы'],
    [4, 'pausing', 'Делаю паузу'],
    [5, 'technical problems', 'Технические проблемы'],
    [6, 'unhappy with data quality', 'Не устраивает качество данных'],
    [7, 'do not see the benefit', 'Не вижу пользы'],
    [8, 'ideas brought losses', 'Идеи принесли убытки'],
  ])('%d (%s) → %s', (id, _spec, title) => {
    expect(cancelReasonTitle(id)).toBe(title);
  });
  it('exactly ids 1–8 in order', () => {
    expect(CANCEL_REASONS.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(cancelReasonTitle(9)).toBeUndefined();
  });
});

describe('plan feature lists (docs/product/overview.md)', () => {
  it('Free: 3 portfolio ideas, 20 insider deals, bot free for 2 weeks, 1000 coins', () => {
    expect(PLAN_FEATURES.free).toEqual([
      'Ограниченный поиск',
      `3${nbsp}идеи в портфеле`,
      `20${nbsp}сделок инсайдеров`,
      'Ограниченная статистика аналитиков',
      'Бот в мессенджере бесплатно 2 недели',
      `1${nbsp}000${nbsp}монет`,
    ]);
  });
  it('PRO: 10 features including 5000 coins and 20% discount', () => {
    expect(PLAN_FEATURES.pro).toHaveLength(10);
    expect(PLAN_FEATURES.pro).toContain(`5${nbsp}000${nbsp}монет`);
    expect(PLAN_FEATURES.pro).toContain(`Скидка 20${nbsp}% на премиум идеи`);
  });
  it('Forever: all PRO features, one-off payment', () => {
    expect(PLAN_FEATURES.lifetime).toEqual(['Все возможности PRO', 'Разовый платеж']);
  });
  it('yearly plan labelled 30% cheaper', () => expect(YEARLY_PLAN_LABEL).toBe(`На 30${nbsp}% дешевле`));
  it('permission dialog lists seven PRO features', () => {
    expect(PERMISSION_DIALOG_FEATURES).toHaveLength(7);
    expect(PERMISSION_DIALOG_FEATURES).toContain(`Премиум идеи −20${nbsp}%`);
  });
});

describe('cancel variants and plan helpers', () => {
  it('bot subscription → bot variant, otherwise full', () => {
    expect(cancelVariant(subscriptionFixtures.overdueBot)).toBe('bot');
    expect(cancelVariant(subscriptionFixtures.active)).toBe('full');
    expect(CANCEL_LOST_FEATURES.full).toBe(PLAN_FEATURES.pro);
    expect(CANCEL_LOST_FEATURES.bot.length).toBeGreaterThan(0);
  });
  it('m12 by code or plan id', () => {
    expect(isM12(subscriptionFixtures.m12)).toBe(true);
    expect(isM12({ plan_id: 1067, plan: { description: '', planCode: 'year', bot: false } })).toBe(true);
    expect(isM12(subscriptionFixtures.active)).toBe(false);
    expect(isM12(null)).toBe(false);
  });
  it('findPlan', () => {
    expect(findPlan(testConfig.plans, 1062)?.code).toBe('lifetime');
    expect(findPlan(testConfig.plans, 1)).toBeUndefined();
  });
});

describe('plan kinds (issue #15: shared by the plans pages and the server)', () => {
  const plan = (id: number, code: string, amount = 0) => ({ id, code, amount });
  it.each([
    [plan(1065, 'm1', 1), 1, false, false],
    [plan(1066, 'm3', 3), 3, false, false],
    [plan(1067, 'm12', 12), 12, false, false],
    [plan(1068, 'bot_m12', 12), 12, true, false],
    [plan(1069, 'bot_m1', 1), 1, true, false],
    [plan(1070, 'retention_m12', 12), 12, false, false],
    [plan(1062, 'lifetime'), null, false, true],
    [plan(1062, 'forever'), null, false, true],
    [plan(2000, 'custom', 6), 6, false, false],
  ])('%o → %s months, bot %s, lifetime %s', (p, months, bot, lifetime) => {
    expect(planMonths(p)).toBe(months);
    expect(isBotPlan(p)).toBe(bot);
    expect(isLifetimePlan(p)).toBe(lifetime);
  });
});
