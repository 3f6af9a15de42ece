import { describe, expect, it } from 'vitest';
import * as c from './constants';

describe('docs/product/limits.md constants', () => {
  it('plan identifiers', () => {
    expect(c.PLAN_ID).toEqual({ month3: 1066, month12: 1067, month12Bot: 1068, lifetime: 1062 });
    expect(c.UPGRADE_PLAN_ID).toBe(1067);
    expect(c.MINIMUM_PRICE).toBe(489);
  });
  it('timers: 5 h reload, 4:59 countdown, 2 s × 25 polling', () => {
    expect(c.ACCOUNT_RELOAD_INTERVAL_MS).toBe(5 * 60 * 60 * 1000);
    expect(c.RETENTION_COUNTDOWN_MS).toBe(299_000);
    expect(c.LIFETIME_POLL_INTERVAL_MS * c.LIFETIME_POLL_MAX_TRIES).toBe(50_000);
  });
});

describe('docs/product/limits.md limits and labels', () => {
  it('pages: 15 rows of coin history and purchases; bets start at 6', () => {
    expect([c.COIN_HISTORY_PAGE_SIZE, c.PURCHASES_PAGE_SIZE, c.BETS_INITIAL_PAGE_SIZE]).toEqual([15, 15, 6]);
  });
  it('card payment currency RUB, language ru-RU', () => {
    expect([c.PAYMENT_CURRENCY, c.PAYMENT_LANGUAGE]).toEqual(['RUB', 'ru-RU']);
  });
  it('plans: free 1000 coins, PRO 5000; free portfolio 3 ideas, 20 insider deals; -20%; 30% cheaper; bot 2 weeks; gift 500', () => {
    expect([c.FREE_COINS, c.PRO_COINS, c.FREE_PORTFOLIO_IDEAS, c.FREE_INSIDER_DEALS]).toEqual([1000, 5000, 3, 20]);
    expect([
      c.PREMIUM_IDEAS_DISCOUNT_PERCENT,
      c.YEARLY_PLAN_SAVING_PERCENT,
      c.FREE_BOT_TRIAL_WEEKS,
      c.BONUS_POPUP_COINS,
    ]).toEqual([20, 30, 2, 500]);
  });
  it('profit counted since 01.02.21', () => expect(c.PROFIT_COUNTED_SINCE).toBe('2021-02-01'));
  it('name minimum 4; slider 0–100 step 10 initial 0; default currency rub; two broker columns', () => {
    expect(c.NAME_MIN_LENGTH).toBe(4);
    expect(c.RETURN_TARGET_SLIDER).toEqual({ min: 0, max: 100, step: 10, initial: 0 });
    expect(c.DEFAULT_TARGET_CURRENCY).toBe('rub');
    expect(c.BROKER_COLUMNS).toBe(2);
  });
  it('app settings max height 500px; cancel dialog breakpoints 375 and 768', () => {
    expect(c.APP_SETTINGS_MAX_HEIGHT_PX).toBe(500);
    expect(c.CANCEL_DIALOG_BREAKPOINTS).toEqual([375, 768]);
  });
  it('table columns', () => {
    expect(c.COIN_HISTORY_COLUMNS).toEqual(['date', 'operation', 'coins']);
    expect(c.PURCHASES_COLUMNS).toEqual(['date', 'operation', 'amount']);
  });
});
