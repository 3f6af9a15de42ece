import { describe, expect, it } from 'vitest';
import { accounts, subscriptionFixtures } from './fixtures';
import type { Subscription } from './schemas/subscription';
import {
  billingUpdateUrl,
  isAccountReloadDue,
  nextAccountReloadAt,
  nextCredit,
  nextCreditText,
  overdueBannerText,
  retentionOffer,
  showsBonusPopup,
  startOfNextMonth,
  subscriptionState,
  upgradeOptions,
} from './subscription';
import { testConfig } from './testing';
import { formatCoins } from './format';

describe('subscription state (docs/product/flows.md)', () => {
  it.each([
    ['active', subscriptionFixtures.active, 'active'],
    ['canceled', subscriptionFixtures.canceled, 'canceled'],
    ['overdue PRO', subscriptionFixtures.overduePro, 'overdue'],
    ['overdue bot', subscriptionFixtures.overdueBot, 'overdue'],
    ['empty error code', { ...subscriptionFixtures.active, billing_error_code: '' }, 'active'],
    ['canceled with an error code', { ...subscriptionFixtures.overduePro, status: 'canceled' as const }, 'canceled'],
  ])('%s', (_name, subscription, state) => {
    expect(subscriptionState(subscription)).toBe(state);
  });
});

describe('overdue banner — «for a bot subscription … renew the bot; otherwise … renew PRO»', () => {
  it('bot', () =>
    expect(overdueBannerText(subscriptionFixtures.overdueBot)).toBe('Очередной платеж для продления бота не прошел.'));
  it('PRO', () =>
    expect(overdueBannerText(subscriptionFixtures.overduePro)).toBe('Очередной платеж для продления PRO не прошел.'));
  it('no banner when not overdue', () => {
    expect(overdueBannerText(subscriptionFixtures.active)).toBeNull();
    expect(overdueBannerText(null)).toBeNull();
  });
});

describe('billing update link — «the provider’s billing update page with ext_id appended»', () => {
  it('appends ext_id', () => {
    expect(billingUpdateUrl(testConfig, subscriptionFixtures.overduePro)).toBe(
      'https://pay.example.ru/billing/update/sub_7f3a9c21',
    );
  });
  it('no link without ext_id', () => {
    expect(billingUpdateUrl(testConfig, { ext_id: null })).toBeNull();
  });
});

describe('next-credit text (docs/product/flows.md), every plan and duration', () => {
  const now = Date.UTC(2026, 10, 22, 3, 10); // 22.11.2026
  const expires = '2026-12-22T00:00:00.000Z';
  const sub = (duration: number, bot: boolean): Subscription => ({
    ...subscriptionFixtures.active,
    duration,
    bot,
    expires_at: expires,
  });
  it.each([
    ['premium 30 days → month amount on the expiry date', 30, false, 500, '22.12.2026'],
    ['premium 90 days → month amount at the start of next month', 90, false, 500, '01.12.2026'],
    ['premium 180 days → month amount at the start of next month', 180, false, 500, '01.12.2026'],
    ['premium 365 days → month amount at the start of next month', 365, false, 500, '01.12.2026'],
    ['bot 30 days → bot amount on the expiry date', 30, true, 300, '22.12.2026'],
    ['bot 90 days → bot amount next month', 90, true, 300, '01.12.2026'],
    ['bot 365 days → yearly bot amount next month', 365, true, 3600, '01.12.2026'],
  ])('%s', (_rule, duration, bot, coins, date) => {
    const credit = nextCredit(sub(duration, bot), testConfig, now);
    expect(credit?.coins).toBe(coins);
    expect(nextCreditText(sub(duration, bot), testConfig, now)).toBe(
      `Следующее начисление: ${formatCoins(coins)} — ${date}`,
    );
  });
  it.each([
    ['premium 60 days', 60, false],
    ['bot 180 days', 180, true],
  ])('%s has no rule → no text', (_name, duration, bot) => {
    expect(nextCreditText(sub(duration, bot), testConfig, now)).toBeNull();
  });
  it('only for an active subscription', () => {
    expect(nextCreditText(subscriptionFixtures.canceled, testConfig, now)).toBeNull();
  });
  it('start of next month is Moscow midnight, across the year end', () => {
    // 31.12 23:00 in Moscow → 01.01.2027; 31.12 22:00 UTC is already 01.01 01:00 in Moscow → 01.02.2027.
    expect(startOfNextMonth(Date.UTC(2026, 11, 31, 20, 0)).toISOString()).toBe('2026-12-31T21:00:00.000Z');
    expect(startOfNextMonth(Date.UTC(2026, 11, 31, 22, 0)).toISOString()).toBe('2027-01-31T21:00:00.000Z');
    expect(startOfNextMonth(new Date(Date.UTC(2026, 11, 15))).toISOString()).toBe('2026-12-31T21:00:00.000Z');
  });
});

describe('retention offer — only when special_plans maps the plan', () => {
  it('mapped plan: discount percent and monthly price of the yearly payment', () => {
    const offer = retentionOffer({ plan_id: 1066 }, testConfig);
    expect(offer).toMatchObject({ discountPercent: 40, monthlyPrice: 489 });
    expect(offer?.plan.id).toBe(2001);
  });
  it('plan not mapped → no offer', () => {
    expect(retentionOffer({ plan_id: 1067 }, testConfig)).toBeNull();
  });
  it('mapped to a plan missing from configuration → no offer', () => {
    expect(retentionOffer({ plan_id: 1068 }, testConfig)).toBeNull();
  });
  it('monthly price falls back to a twelfth of the cost', () => {
    const config = {
      ...testConfig,
      plans: testConfig.plans.map((p) => (p.id === 2001 ? { ...p, monthlyCost: 0 } : p)),
    };
    expect(retentionOffer({ plan_id: 1066 }, config)?.monthlyPrice).toBe(489);
  });
});

describe('upgrade options (docs/product/screens.md, docs/product/flows.md)', () => {
  const now = Date.UTC(2026, 10, 22);
  it('lifetime users are redirected to settings', () => {
    expect(upgradeOptions(accounts.lifetime, now)).toEqual({ redirectToSettings: true });
  });
  it('m12 starts at the current expiry date; lifetime starts now', () => {
    expect(upgradeOptions(accounts.pro, now)).toEqual({
      redirectToSettings: false,
      options: [
        { kind: 'm12', planId: 1067, startsAt: new Date(accounts.pro.subscription!.expires_at) },
        { kind: 'lifetime', planId: 1062, startsAt: new Date(now) },
      ],
    });
  });
  it('m12 is hidden when the current plan already is m12', () => {
    const result = upgradeOptions(accounts.proM12, new Date(now));
    expect(result.redirectToSettings === false && result.options.map((o) => o.kind)).toEqual(['lifetime']);
  });
  it('m12 is hidden without an active subscription', () => {
    const result = upgradeOptions(accounts.proCanceled, now);
    expect(result.redirectToSettings === false && result.options.map((o) => o.kind)).toEqual(['lifetime']);
  });
});

describe('account reload — every 18,000,000 ms for non-guests', () => {
  it('guests never reload', () => {
    expect(nextAccountReloadAt(accounts.guest, 0)).toBeNull();
    expect(isAccountReloadDue(null, 0, 1e12)).toBe(false);
  });
  it('signed-in users reload after 5 h', () => {
    expect(nextAccountReloadAt(accounts.free, 1000)).toBe(18_001_000);
    expect(isAccountReloadDue(accounts.free, 1000, 18_000_999)).toBe(false);
    expect(isAccountReloadDue(accounts.free, 1000, 18_001_000)).toBe(true);
  });
});

describe('bonus popup — «is_need_show_bonus_modal, onboarding is on and the messenger-bot prize modal is enabled»', () => {
  const user = { ...accounts.free, is_need_show_bonus_modal: true, onboarding: true };
  it.each([
    ['all three', user, true, true],
    ['not needed', { ...user, is_need_show_bonus_modal: false }, true, false],
    ['onboarding off', { ...user, onboarding: false }, true, false],
    ['modal disabled', user, false, false],
    ['guest', { ...accounts.guest, is_need_show_bonus_modal: true, onboarding: true }, true, false],
  ])('%s', (_name, u, enabled, shown) => {
    expect(showsBonusPopup(u, { bot_prize_modal_enabled: enabled })).toBe(shown);
  });
  it('null user', () => expect(showsBonusPopup(null, testConfig)).toBe(false));
});
