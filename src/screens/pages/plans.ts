import {
  formatCount,
  isBotPlan,
  isLifetimePlan,
  MONTH_FORMS,
  PLAN_FEATURES,
  planMonths,
  type Plan,
} from '../../domain';
import { pure } from '../../domain/pure';

/** Feature lists of docs/product/overview.md come from the domain; the lifetime card adds the PRO list under its own. */
export const FREE_FEATURES: readonly string[] = /* @__PURE__ */ pure(() => PLAN_FEATURES.free);
export const PRO_FEATURES: readonly string[] = /* @__PURE__ */ pure(() => PLAN_FEATURES.pro);
export const LIFETIME_FEATURES: readonly string[] = /* @__PURE__ */ pure(() => PLAN_FEATURES.lifetime);

// The plan kinds live in the domain (the server reads them too).
export { isBotPlan, isLifetimePlan, planMonths };

/** «1 месяц», «3 месяца», «12 месяцев» or «навсегда». */
export function periodLabel(plan: Plan): string {
  const months = planMonths(plan);
  return months === null ? 'навсегда' : formatCount(months, MONTH_FORMS);
}
