import type { AppConfig, Plan } from '@investradar/ui/domain';

/**
 * The plans the plans pages sell: the configuration's, less those only the retention offer reaches
 * (special_plans targets that are not themselves offered, e.g. 1070).
 */
export function salePlans(config: Pick<AppConfig, 'plans' | 'special_plans'>): Plan[] {
  const offerOnly = new Set(Object.values(config.special_plans).filter((id) => !(String(id) in config.special_plans)));
  return config.plans.filter((plan) => !offerOnly.has(plan.id));
}
