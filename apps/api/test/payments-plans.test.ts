import { describe, expect, it } from 'vitest';
import { loadAppConfig } from '../src/app-config';
import { discountedPrice, planCatalogProblems, planDurationDays } from '../src/features/money/plans';

describe('plan catalogue rules (docs/product/limits.md)', () => {
  const config = loadAppConfig();

  it('the shipped configuration passes', () => {
    expect(planCatalogProblems(config)).toEqual([]);
  });

  it('names every problem: missing spec plans, prices under 489, repeated ids, special_plans to nowhere', () => {
    const plans = config.plans.filter((p) => p.id !== 1068).map((p) => (p.id === 1065 ? { ...p, cost: 100 } : p));
    const problems = planCatalogProblems({
      plans: [...plans, plans[0]!],
      special_plans: { '1066': 9999, '4242': 1067 },
    });
    expect(problems).toEqual([
      'plan 1068 is missing',
      'plan ids repeat',
      'plan 1065 costs 100, below the minimum price 489',
      'plan 1065 costs 100, below the minimum price 489',
      'special_plans: 1066 → unknown plan 9999',
      'special_plans: unknown plan 4242',
    ]);
  });

  it.each([
    [8290, 30, 5803],
    [990, 50, 495],
    [990, 90, 489],
    [2490, 0, 2490],
  ])('%d ₽ − %d %% = %d ₽ (never under the minimum price)', (cost, percent, expected) => {
    expect(discountedPrice(cost, percent)).toBe(expected);
  });

  it.each([
    [1, 30],
    [3, 90],
    [6, 180],
    [12, 365],
  ])('%d months last %d days', (months, days) => expect(planDurationDays(months)).toBe(days));
});
