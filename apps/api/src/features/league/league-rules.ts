// The contest league's rules as data: stakes, odds, page sizes, the Russian texts of the coin history
// and the monthly accrual rules of docs/product/flows.md. Pure (no I/O): the services and the unit tests read them.
import {
  BET_MAX_STAKE,
  BET_MESSAGES,
  BET_MIN_STAKE,
  BETS_INITIAL_PAGE_SIZE,
  BONUS_POPUP_COINS,
  COIN_HISTORY_PAGE_SIZE,
  FREE_COINS,
  PROFIT_COUNTED_SINCE,
  betWinPayout,
  nextCredit,
  type AppConfig,
  type Subscription,
} from '@investradar/ui/domain';

/** A stake is a whole number of coins within these bounds (and within the balance); from the domain. */
export const MIN_STAKE = BET_MIN_STAKE;
export const MAX_STAKE = BET_MAX_STAKE;

/**
 * Odds of a right forecast: the stake comes back multiplied (×1.8). `result_coins` of a win is the
 * payout credited; of a loss minus the stake (it was taken when the bet was made).
 */
export const winPayout = betWinPayout;
export { BET_MESSAGES };

/** Net result of a settled bet for the profit figure: payout − stake for a win, −stake for a loss. */
export function betProfit(bet: { coins: number; result: 'win' | 'loss'; resultCoins: number }): number {
  return bet.result === 'win' ? bet.resultCoins - bet.coins : -bet.coins;
}

/** A believe bet wins when the idea closed with profit, a not-believe bet when it closed without. */
export function betWins(choice: 'believe' | 'notbelieve', closedWithProfit: boolean): boolean {
  return choice === 'believe' ? closedWithProfit : !closedWithProfit;
}

export const BETS_PAGE_SIZE = BETS_INITIAL_PAGE_SIZE;
export const COINING_PAGE_SIZE = COIN_HISTORY_PAGE_SIZE;
/** docs/product/limits.md: profit is counted from bets made since 01.02.21. */
export const PROFIT_SINCE = PROFIT_COUNTED_SINCE;

export const REGISTRATION_COINS = FREE_COINS;
/** docs/product/flows.md bonus popup: starting the Telegram bot gives 500 coins, once. */
export const TELEGRAM_BONUS_COINS = BONUS_POPUP_COINS;

/** Why coins moved: one ledger row each. */
export const COIN_REASONS = [
  'registration',
  'monthly',
  'bet_stake',
  'bet_win',
  'prize_exchange',
  'telegram_bonus',
  'refund',
  'adjustment',
  'opening',
] as const;
export type CoinReason = (typeof COIN_REASONS)[number];

/** The operation column of the coin history (docs/product/screens.md), in Russian. */
export const COIN_REASON_TEXT: Record<CoinReason, string> = {
  registration: 'Бонус за регистрацию',
  monthly: 'Ежемесячное начисление по подписке',
  bet_stake: 'Ставка на идею',
  bet_win: 'Выигрыш по ставке',
  prize_exchange: 'Обмен монет на приз',
  telegram_bonus: 'Бонус за подключение Telegram-бота',
  refund: 'Возврат монет',
  adjustment: 'Корректировка баланса',
  opening: 'Начальный баланс',
};

/** The history row's text: the reason, and what it concerns when there is a name (an idea, a prize). */
export function coinOperationText(reason: CoinReason, subject: string | null): string {
  const text = COIN_REASON_TEXT[reason];
  return subject ? `${text}: ${subject}` : text;
}

export type StakeProblem = 'range' | null;

/** Whole coins within MIN_STAKE…MAX_STAKE (the balance is checked atomically by the ledger). */
export function stakeProblem(stake: number): StakeProblem {
  if (!Number.isInteger(stake) || stake < MIN_STAKE || stake > MAX_STAKE) return 'range';
  return null;
}

// ── Monthly accrual (docs/product/flows.md next-credit rules) ───────────────────────────────────────────────
const MOSCOW_OFFSET_MS = 3 * 60 * 60 * 1000;

/** YYYY-MM-DD of a moment in Moscow. */
export function moscowDay(at: Date): string {
  return new Date(at.getTime() + MOSCOW_OFFSET_MS).toISOString().slice(0, 10);
}

export interface AccrualSubscription {
  id: number;
  userId: number;
  status: string;
  durationDays: number;
  expiresAt: Date;
  createdAt: Date;
  bot: boolean;
}

export interface DueAccrual {
  userId: number;
  coins: number;
  /** The ledger's idempotency key: one credit per subscription and period, whatever the runs. */
  key: string;
}

/**
 * What a subscription is owed at `now` by the spec's next-credit rules. Expiry rules (30 days, PRO or
 * bot) pay on the expiry day (or later, if the job missed it, while still active) once per expiry date;
 * next-month rules (90/180/365 days) pay once in every calendar month (Moscow) after the one the
 * subscription began in. The keys make a second run of the same day, or month, pay nothing.
 */
export function dueAccrual(
  subscription: AccrualSubscription,
  config: Pick<AppConfig, 'investcoins'>,
  now: Date,
): DueAccrual | null {
  if (subscription.status !== 'active') return null;
  const asDomain = {
    status: 'active',
    duration: subscription.durationDays,
    expires_at: subscription.expiresAt.toISOString(),
    bot: subscription.bot,
  } as unknown as Subscription;
  const credit = nextCredit(asDomain, config, now);
  if (!credit || credit.coins <= 0) return null;
  const today = moscowDay(now);
  if (credit.when === 'expiry') {
    const expiryDay = moscowDay(subscription.expiresAt);
    if (today < expiryDay) return null;
    return {
      userId: subscription.userId,
      coins: credit.coins,
      key: `monthly:sub${subscription.id}:expiry:${expiryDay}`,
    };
  }
  const month = today.slice(0, 7);
  if (moscowDay(subscription.createdAt).slice(0, 7) >= month) return null;
  return { userId: subscription.userId, coins: credit.coins, key: `monthly:sub${subscription.id}:month:${month}` };
}

// ── Partner programme ─────────────────────────────────────────────────────────────────────────
/** First-party attribution cookie set by `?partner=KEY` links; a registration within it counts. */
export const PARTNER_COOKIE = 'ir_partner';
export const PARTNER_WINDOW_DAYS = 30;
/** Share of a referred payment paid to the partner, percent. */
export const PARTNER_REWARD_PERCENT = 30;

export function partnerReward(amountRub: number): number {
  return Math.round(((amountRub * PARTNER_REWARD_PERCENT) / 100) * 100) / 100;
}

/** Campaign keys the partner links carry: the attribution cookie's own format (http/partner-cookie.ts). */
export { PARTNER_KEY_PATTERN } from '../../http/partner-cookie';
