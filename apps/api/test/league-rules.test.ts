import { describe, expect, it } from 'vitest';
import {
  betProfit,
  betWins,
  coinOperationText,
  dueAccrual,
  moscowDay,
  partnerReward,
  stakeProblem,
  winPayout,
  type AccrualSubscription,
} from '../src/features/league/league-rules';

const CONFIG = { investcoins: { monthly_coins_add: { month: 5000, telegram_bot: 1000, telegram_bot_year: 12000 } } };

describe('league rules', () => {
  it.each([
    [9, 'range'],
    [10, null],
    [1000, null],
    [1001, 'range'],
    [50.5, 'range'],
    [0, 'range'],
    [-10, 'range'],
  ] as const)('stake %s → %s', (stake, problem) => {
    expect(stakeProblem(stake)).toBe(problem);
  });

  it.each([
    ['believe', true, true],
    ['believe', false, false],
    ['notbelieve', true, false],
    ['notbelieve', false, true],
  ] as const)('%s on an idea closed with profit=%s wins: %s', (choice, profit, wins) => {
    expect(betWins(choice, profit)).toBe(wins);
  });

  it('pays the stake × 1.8, rounded; profit is net of the stake', () => {
    expect(winPayout(100)).toBe(180);
    expect(winPayout(15)).toBe(27);
    expect(winPayout(11)).toBe(20);
    expect(betProfit({ coins: 100, result: 'win', resultCoins: 180 })).toBe(80);
    expect(betProfit({ coins: 100, result: 'loss', resultCoins: -100 })).toBe(-100);
  });

  it('writes the history operation in Russian, with what it concerns', () => {
    expect(coinOperationText('bet_win', 'Сбербанк: рост')).toBe('Выигрыш по ставке: Сбербанк: рост');
    expect(coinOperationText('registration', null)).toBe('Бонус за регистрацию');
    expect(coinOperationText('telegram_bonus', null)).toBe('Бонус за подключение Telegram-бота');
  });

  it('counts days in Moscow', () => {
    expect(moscowDay(new Date('2026-11-30T21:30:00Z'))).toBe('2026-12-01');
    expect(moscowDay(new Date('2026-11-30T20:59:00Z'))).toBe('2026-11-30');
  });

  it('partner reward is 30 % of the payment, in kopecks', () => {
    expect(partnerReward(990)).toBe(297);
    expect(partnerReward(489)).toBe(146.7);
  });

  describe('monthly accrual (docs/product/flows.md next-credit rules)', () => {
    const sub = (
      durationDays: number,
      bot: boolean,
      overrides: Partial<AccrualSubscription> = {},
    ): AccrualSubscription => ({
      id: 7,
      userId: 3,
      status: 'active',
      durationDays,
      bot,
      expiresAt: new Date('2026-12-15T10:00:00+03:00'),
      createdAt: new Date('2026-10-05T10:00:00+03:00'),
      ...overrides,
    });
    const on = (day: string) => new Date(`${day}T12:00:00+03:00`);

    it.each([
      // duration, bot, day, coins (null: nothing due), key
      [30, false, '2026-12-14', null, null],
      [30, false, '2026-12-15', 5000, 'monthly:sub7:expiry:2026-12-15'],
      [30, false, '2026-12-16', 5000, 'monthly:sub7:expiry:2026-12-15'],
      [30, true, '2026-12-15', 1000, 'monthly:sub7:expiry:2026-12-15'],
      [90, false, '2026-11-03', 5000, 'monthly:sub7:month:2026-11'],
      [180, false, '2026-11-03', 5000, 'monthly:sub7:month:2026-11'],
      [365, false, '2026-12-01', 5000, 'monthly:sub7:month:2026-12'],
      [90, true, '2026-11-03', 1000, 'monthly:sub7:month:2026-11'],
      [365, true, '2026-11-03', 12000, 'monthly:sub7:month:2026-11'],
      [90, false, '2026-10-20', null, null],
      [45, false, '2026-11-03', null, null],
    ] as const)('%i days, bot=%s, on %s → %s', (duration, bot, day, coins, key) => {
      const due = dueAccrual(sub(duration, bot), CONFIG, on(day));
      expect(due ? { coins: due.coins, key: due.key, userId: due.userId } : null).toEqual(
        coins === null ? null : { coins, key, userId: 3 },
      );
    });

    it('pays nothing to a canceled subscription', () => {
      expect(dueAccrual(sub(90, false, { status: 'canceled' }), CONFIG, on('2026-11-03'))).toBeNull();
    });
  });
});
