import { describe, expect, it } from 'vitest';
import { accounts } from '../fixtures';
import { testConfig } from '../testing';
import {
  issuesToErrors,
  loginPayloadSchema,
  registerPayloadSchema,
  updateEmailPayloadSchema,
  updateNamePayloadSchema,
  updateNotificationsPayloadSchema,
  updatePasswordPayloadSchema,
  formResultSchema,
} from './account';
import { appConfigSchema } from './config';
import {
  betsResponseSchema,
  betStorePayloadSchema,
  canExchangeResponseSchema,
  coinHistoryResponseSchema,
  exchangeResponseSchema,
  markAsViewedPayloadSchema,
  pageQuerySchema,
  partnerStatsSchema,
  portfolioIdeaParamsSchema,
  portfolioUpdatesResponseSchema,
  prizeExchangePayloadSchema,
  prizesResponseSchema,
  purchasesResponseSchema,
} from './contest';
import { searchQuerySchema, searchResponseSchema } from './search';
import {
  cancelPayloadSchema,
  cancelResponseSchema,
  promocodePayloadSchema,
  promocodeResponseSchema,
  upgradePayloadSchema,
  upgradeResponseSchema,
} from './subscription';
import { savedSurveySchema, surveyOptionsSchema, surveyPayloadSchema } from './survey';
import { accountTypes, notificationsSchema, permissionTreeSchema, userSchema } from './user';

describe('User (docs/product/entities.md)', () => {
  it('account types are the four of docs/product/overview.md', () => {
    expect(accountTypes).toEqual(['mbr_guest', 'mbr_free', 'mbr_premium', 'mbr_premium_bot']);
  });
  it('every field of docs/product/entities.md is in the schema, snake_case', () => {
    expect(Object.keys(userSchema.shape).sort()).toEqual(
      [
        'id',
        'name',
        'email',
        'avatar',
        'type',
        'role',
        'country',
        'social_login',
        'social',
        'coins',
        'rating',
        'notifications',
        'subscription',
        'subscriptions',
        'meta',
        'has_active_promocode',
        'can_upgrade_tariff_via_promocode',
        'all_permissions',
        'portfolio',
        'bets',
        'likes',
        'dislikes',
        'telegram_bot_user',
        'is_need_show_bonus_modal',
        'telegram_bonus_link',
        'onboarding',
        'do_show_survey',
        'partner',
        'liga_rating',
        'data',
      ].sort(),
    );
  });
  it('rejects an unknown account type', () => {
    expect(userSchema.safeParse({ ...accounts.free, type: 'mbr_admin' }).success).toBe(false);
  });
  it('notifications are four 0/1 flags', () => {
    expect(notificationsSchema.safeParse({ weekly_newsletter: 1, portfolio_events: 0, news: 0, bets: 1 }).success).toBe(
      true,
    );
    expect(notificationsSchema.safeParse({ weekly_newsletter: 2, portfolio_events: 0, news: 0, bets: 1 }).success).toBe(
      false,
    );
    expect(
      notificationsSchema.safeParse({ weekly_newsletter: true, portfolio_events: 0, news: 0, bets: 1 }).success,
    ).toBe(false);
  });
  it('all_permissions is a nested tree of booleans', () => {
    expect(permissionTreeSchema.safeParse({ ii: { filters: { idea: { asset: true } } }, ir: false }).success).toBe(
      true,
    );
    expect(permissionTreeSchema.safeParse({ ii: { filters: 'yes' } }).success).toBe(false);
  });
  it('a numeric id string is accepted as a number; empty, null, booleans and fractions are not ids', () => {
    expect(userSchema.parse({ ...accounts.free, id: '1001' }).id).toBe(1001);
    for (const id of ['', null, true, '1.5', 1.5, -1, '12a']) {
      expect(userSchema.safeParse({ ...accounts.free, id }).success, String(id)).toBe(false);
    }
  });
});

describe('account payloads carry the spec messages (docs/product/validation.md)', () => {
  it("update-name: trimmed, min 4 — 'Неверное значение поля'", () => {
    expect(updateNamePayloadSchema.parse({ name: '  Анна  ' })).toEqual({ name: 'Анна' });
    const result = updateNamePayloadSchema.safeParse({ name: 'Ян' });
    expect(result.success === false && issuesToErrors(result.error)).toEqual({ name: ['Неверное значение поля'] });
    expect(updateNamePayloadSchema.safeParse({ name: 'А'.repeat(101) }).success).toBe(false);
  });
  it('update-email', () => {
    expect(updateEmailPayloadSchema.parse({ email: ' a@b.ru ' })).toEqual({ email: 'a@b.ru' });
    const result = updateEmailPayloadSchema.safeParse({ email: 'nope' });
    expect(result.success === false && issuesToErrors(result.error)).toEqual({ email: ['Неверный формат email'] });
  });
  it("update-pwd: 'Пароль не может быть пустым', 'Пароли не совпадают'", () => {
    const empty = updatePasswordPayloadSchema.safeParse({ password: '', password_confirmation: '' });
    expect(empty.success === false && issuesToErrors(empty.error)).toEqual({
      password: ['Пароль не может быть пустым'],
      password_confirmation: ['Пароль не может быть пустым'],
    });
    const missing = updatePasswordPayloadSchema.safeParse({});
    expect(missing.success === false && issuesToErrors(missing.error).password).toEqual([
      'Пароль не может быть пустым',
    ]);
  });
  it('update-notifications: the four flags', () => {
    expect(
      updateNotificationsPayloadSchema.parse({ weekly_newsletter: 0, portfolio_events: 1, news: 1, bets: 0, x: 1 }),
    ).toEqual({
      weekly_newsletter: 0,
      portfolio_events: 1,
      news: 1,
      bets: 0,
    });
  });
  it('form result: success, errors map, message', () => {
    expect(formResultSchema.parse({ success: false, errors: { name: ['Неверное значение поля'] } }).errors).toEqual({
      name: ['Неверное значение поля'],
    });
    expect(formResultSchema.parse({ success: true, message: 'Имя изменено' }).message).toBe('Имя изменено');
  });
  it('register and login', () => {
    expect(
      registerPayloadSchema.parse({ name: ' Анна Смирнова ', email: 'anna@example.ru', password: 'secret-1' }),
    ).toEqual({
      name: 'Анна Смирнова',
      email: 'anna@example.ru',
      password: 'secret-1',
    });
    const bad = registerPayloadSchema.safeParse({ name: 'Ан', email: 'x', password: ' ' });
    expect(bad.success === false && issuesToErrors(bad.error)).toEqual({
      name: ['Неверное значение поля'],
      email: ['Неверный формат email'],
      password: ['Пароль не может быть пустым'],
    });
    expect(loginPayloadSchema.safeParse({ email: 'anna@example.ru', password: 'secret' }).success).toBe(true);
  });
  it('issuesToErrors puts path-less issues under form and dedupes', () => {
    const result = updateNamePayloadSchema.safeParse('not an object');
    expect(result.success === false && Object.keys(issuesToErrors(result.error))).toEqual(['form']);
  });
});

describe('subscription calls (docs/product/calls.md)', () => {
  it('cancel: reason is a list of reason ids 1–8, at least one', () => {
    expect(cancelPayloadSchema.parse({ reason: [1, '8'] })).toEqual({ reason: [1, 8] });
    expect(cancelPayloadSchema.safeParse({ reason: [] }).success).toBe(false);
    expect(cancelPayloadSchema.safeParse({ reason: [9] }).success).toBe(false);
    expect(cancelPayloadSchema.safeParse({ reason: [true] }).success).toBe(false);
    expect(cancelResponseSchema.parse({ success: true, data: { id: 1 } }).success).toBe(true);
  });
  it('upgrade: planId', () => {
    expect(upgradePayloadSchema.parse({ planId: '1067' })).toEqual({ planId: 1067 });
    expect(
      upgradeResponseSchema.parse({ success: true, message: 'Тарифный план был успешно обновлен.' }).message,
    ).toBeDefined();
  });
  it('promocode: code, is_tariff_upgrade (default false)', () => {
    expect(promocodePayloadSchema.parse({ code: ' PRO ' })).toEqual({ code: 'PRO', is_tariff_upgrade: false });
    expect(promocodePayloadSchema.safeParse({ code: '  ' }).success).toBe(false);
    expect(
      promocodeResponseSchema.parse({ success: false, error_description: 'Промокод не найден' }).error_description,
    ).toBe('Промокод не найден');
  });
});

describe('configuration (docs/product/entities.md)', () => {
  it('parses the app configuration', () => {
    expect(appConfigSchema.parse(testConfig)).toEqual(testConfig);
    expect(appConfigSchema.safeParse({ ...testConfig, special_plans: { '1066': 'x' } }).success).toBe(false);
  });
});

describe('contest, prizes, purchases, partners, portfolio, bets (docs/product/entities.md, docs/product/calls.md)', () => {
  it('prizes (map) and faq', () => {
    const parsed = prizesResponseSchema.parse({
      prizes: {
        '1': { id: 1, type: 'merch', title: 'Худи', coins: 3000, description: 'Теплое', disclaimer: null, img: null },
      },
      faq: [{ q: 'Как получить монеты?', a: 'Делайте ставки.' }],
    });
    expect(parsed.prizes['1']?.type).toBe('merch');
    expect(prizeExchangePayloadSchema.parse({ prize_id: '1' })).toEqual({ prize_id: 1 });
    expect(
      canExchangeResponseSchema.parse({ success: false, error_code: 'error_pro_only', error_message: null }).error_code,
    ).toBe('error_pro_only');
    expect(exchangeResponseSchema.parse({ success: true, coins: 200 }).coins).toBe(200);
  });
  it('coin history and purchases pages', () => {
    expect(pageQuerySchema.parse({})).toEqual({ page: 1 });
    expect(pageQuerySchema.parse({ page: '3' })).toEqual({ page: 3 });
    expect(pageQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(pageQuerySchema.safeParse({ page: '' }).success).toBe(false);
    expect(
      coinHistoryResponseSchema.parse({
        items: [{ created_at: '2026-11-01', comment: 'Ежемесячное начисление', coins: 500 }],
        pagination: { per_page: 15, total: 1 },
      }).items,
    ).toHaveLength(1);
    expect(
      purchasesResponseSchema.parse({
        data: [
          {
            type: 'PAYMENT_TYPE_IDEA',
            content: { title: null, idea_link: '/ideas/5', idea_name: 'Сбербанк' },
            amount: 990,
            date: '2026-10-10',
          },
        ],
        pagination: { per_page: 15, total: 1 },
      }).data[0]?.amount,
    ).toBe(990);
  });
  it('partner statistics', () => {
    const figures = { conversion: 2.5, visitors: 400, registration: 10, deals: 2, amount: 9980, reward: 1996 };
    const stats = partnerStatsSchema.parse({
      days_stat: [{ date: '2026-11-01', ...figures }],
      total: figures,
      prev: { key: '2026-10' },
      next: null,
      title: 'Ноябрь 2026',
    });
    expect(stats.prev?.key).toBe('2026-10');
    expect(partnerStatsSchema.safeParse({ ...stats, prev: { key: '2026-13' } }).success).toBe(false);
  });
  it('portfolio calls', () => {
    expect(portfolioIdeaParamsSchema.parse({ portfolioId: '3', ideaId: '77' })).toEqual({ portfolioId: 3, ideaId: 77 });
    expect(portfolioUpdatesResponseSchema.parse({ count: 0, updates: [] }).count).toBe(0);
    expect(markAsViewedPayloadSchema.parse({ idea_id: 5 })).toEqual({ idea_id: 5 });
  });
  it('bets: result win, loss or empty while open', () => {
    const bet = {
      idea_id: 1,
      idea: { name: 'Сбер', link: '/ideas/1' },
      bet: 'believe',
      coins: 100,
      result: '',
      result_coins: null,
    };
    const parsed = betsResponseSchema.parse({
      rating: 12,
      profit: 300,
      total: 40,
      bets: [bet, { ...bet, result: 'win', result_coins: 180 }, { ...bet, bet: 'notbelieve', result: null }],
      pagination: { per_page: 6, total: 3 },
    });
    expect(parsed.bets.map((b) => b.result)).toEqual(['', 'win', null]);
    expect(betsResponseSchema.safeParse({ ...parsed, bets: [{ ...bet, result: 'draw' }] }).success).toBe(false);
    expect(betStorePayloadSchema.parse({ idea_id: 1, bet: 'notbelieve', coins: '50' })).toEqual({
      idea_id: 1,
      bet: 'notbelieve',
      coins: 50,
    });
  });
});

describe('search (docs/product/entities.md)', () => {
  it('meta.query, results.stocks (ticker_url), results.insiders (id)', () => {
    const parsed = searchResponseSchema.parse({
      meta: { query: 'сбер' },
      results: {
        stocks: [
          {
            name: 'Сбербанк',
            ticker: 'SBER',
            ideas_count: 3,
            deals_count: 1,
            ticker_url: 'https://investradar.ru/stocks/SBER',
          },
        ],
        insiders: [{ id: 7, name: 'Греф Герман', position: 'Президент', deals_count: 2 }],
      },
    });
    expect(parsed.results.insiders[0]?.id).toBe(7);
    expect(searchQuerySchema.parse({ query: ' сбер ' })).toEqual({ query: 'сбер' });
    expect(searchQuerySchema.safeParse({ query: '   ' }).success).toBe(false);
  });
});

describe('welcome survey (docs/product/entities.md, docs/product/calls.md)', () => {
  it('options, saved answers and payload', () => {
    const options = {
      which_actives_you_use: [{ key: 'stocks', title: 'Акции' }],
      annual_return_target_currency: [],
      brokers_where_you_have_accounts: [],
      when_invest_start: [],
    };
    expect(surveyOptionsSchema.parse(options)).toEqual(options);
    expect(
      savedSurveySchema.parse({ when_invest_start: { values: { '2019': '2019' } } }).when_invest_start?.values,
    ).toEqual({ '2019': '2019' });
    const payload = {
      when_invest_start: ['2019'],
      which_actives_you_use: ['stocks'],
      brokers_where_you_have_accounts: ['vtb'],
      annual_return_target_currency: ['rub'],
      annual_return_target_value: [30],
    };
    expect(surveyPayloadSchema.parse(payload)).toEqual(payload);
    expect(surveyPayloadSchema.safeParse({ ...payload, when_invest_start: '2019' }).success).toBe(false);
    expect(surveyPayloadSchema.safeParse({ ...payload, which_actives_you_use: [] }).success).toBe(false);
  });
});
