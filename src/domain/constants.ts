/** Business constants of docs/product/limits.md in one module. */
export const PLAN_ID = {
  month3: 1066,
  month12: 1067,
  month12Bot: 1068,
  lifetime: 1062,
} as const;
export const UPGRADE_PLAN_ID = 1067;
export const MINIMUM_PRICE = 489;

export const COIN_HISTORY_PAGE_SIZE = 15;
export const PURCHASES_PAGE_SIZE = 15;
export const BETS_INITIAL_PAGE_SIZE = 6;

export const ACCOUNT_RELOAD_INTERVAL_MS = 18_000_000;
export const RETENTION_COUNTDOWN_MS = (4 * 60 + 59) * 1000;
export const LIFETIME_POLL_INTERVAL_MS = 2000;
export const LIFETIME_POLL_MAX_TRIES = 25;
export const PAYMENT_CURRENCY = 'RUB';
export const PAYMENT_LANGUAGE = 'ru-RU';

export const FREE_COINS = 1000;
export const PRO_COINS = 5000;
export const FREE_PORTFOLIO_IDEAS = 3;
export const FREE_INSIDER_DEALS = 20;
export const PREMIUM_IDEAS_DISCOUNT_PERCENT = 20;
export const YEARLY_PLAN_SAVING_PERCENT = 30;
export const FREE_BOT_TRIAL_WEEKS = 2;
export const BONUS_POPUP_COINS = 500;
/** Profit in the contest is counted since 01.02.21. */
export const PROFIT_COUNTED_SINCE = '2021-02-01';

export const NAME_MIN_LENGTH = 4;
export const RETURN_TARGET_SLIDER = { min: 0, max: 100, step: 10, initial: 0 } as const;
export const DEFAULT_TARGET_CURRENCY = 'rub';
export const APP_SETTINGS_MAX_HEIGHT_PX = 500;
export const CANCEL_DIALOG_BREAKPOINTS = [375, 768] as const;

/** docs/product/screens.md, docs/product/limits.md: brokers are listed in two columns. */
export const BROKER_COLUMNS = 2;
/** docs/product/screens.md: the coin history and purchases tables. */
export const COIN_HISTORY_COLUMNS = ['date', 'operation', 'coins'] as const;
export const PURCHASES_COLUMNS = ['date', 'operation', 'amount'] as const;

/** Contest league: a stake is a whole number of coins within these bounds (and within the balance). */
export const BET_MIN_STAKE = 10;
export const BET_MAX_STAKE = 1000;
/** A right forecast returns the stake × 1.8. */
export const BET_WIN_ODDS = 1.8;
/** Saved filter sets of the ideas feed (PRO): at most this many per account, names at most this long. */
export const MAX_SAVED_FILTERS = 20;
export const SAVED_FILTER_NAME_MAX = 60;
