import { formatCount, MONTH_FORMS, PLAN_FEATURES, PLAN_ID, type Plan } from '../../domain';
import { pure } from '../../domain/pure';

/** Feature lists of spec §1 come from the domain; the lifetime card adds the PRO list under its own. */
export const FREE_FEATURES: readonly string[] = /* @__PURE__ */ pure(() => PLAN_FEATURES.free);
export const PRO_FEATURES: readonly string[] = /* @__PURE__ */ pure(() => PLAN_FEATURES.pro);
export const LIFETIME_FEATURES: readonly string[] = /* @__PURE__ */ pure(() => PLAN_FEATURES.lifetime);

export function isLifetimePlan(plan: Plan): boolean {
  return plan.code === 'lifetime' || plan.id === PLAN_ID.lifetime;
}

export function isBotPlan(plan: Plan): boolean {
  return plan.code.startsWith('bot') || plan.id === PLAN_ID.month12Bot;
}

/** Length of a periodic plan in months from its code (m1, m3, m12, bot_m12); null for lifetime. */
export function planMonths(plan: Plan): number | null {
  if (isLifetimePlan(plan)) return null;
  const match = /m(\d+)$/.exec(plan.code);
  return match ? Number(match[1]) : plan.amount;
}

/** «1 месяц», «3 месяца», «12 месяцев» or «навсегда». */
export function periodLabel(plan: Plan): string {
  const months = planMonths(plan);
  return months === null ? 'навсегда' : formatCount(months, MONTH_FORMS);
}
