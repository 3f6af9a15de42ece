// The plan catalogue's rules the server applies: the start-up check of the configuration, promo
// prices and period lengths (docs/product/limits.md ids and minimum price).
import { MINIMUM_PRICE, PLAN_ID, UPGRADE_PLAN_ID, type AppConfig } from '@investradar/ui/domain';

/**
 * Start-up checks of the plan catalogue beyond its schema (docs/product/limits.md): the spec's plan ids exist, the
 * upgrade plan is one of them, every price is at least the minimum price, and special_plans maps
 * existing plans to existing plans. Returns the problems found (empty = fine).
 */
export function planCatalogProblems(config: Pick<AppConfig, 'plans' | 'special_plans'>): string[] {
  const problems: string[] = [];
  const ids = new Set(config.plans.map((plan) => plan.id));
  for (const id of [...Object.values(PLAN_ID), UPGRADE_PLAN_ID]) {
    if (!ids.has(id)) problems.push(`plan ${id} is missing`);
  }
  if (ids.size !== config.plans.length) problems.push('plan ids repeat');
  for (const plan of config.plans) {
    if (plan.cost < MINIMUM_PRICE)
      problems.push(`plan ${plan.id} costs ${plan.cost}, below the minimum price ${MINIMUM_PRICE}`);
  }
  for (const [from, to] of Object.entries(config.special_plans)) {
    if (!ids.has(Number(from))) problems.push(`special_plans: unknown plan ${from}`);
    if (!ids.has(to)) problems.push(`special_plans: ${from} → unknown plan ${to}`);
  }
  return problems;
}

/** A price after a percentage discount, in whole rubles, never under the minimum price. */
export function discountedPrice(cost: number, discountPercent: number): number {
  if (discountPercent <= 0) return cost;
  return Math.max(MINIMUM_PRICE, Math.round((cost * (100 - discountPercent)) / 100));
}

/** Days a periodic plan lasts: 30 a month, 365 a year (the spec's durations 30, 90, 180, 365). */
export function planDurationDays(months: number): number {
  return months >= 12 ? Math.round((months / 12) * 365) : months * 30;
}
