import type { AccountType } from '../domain';

/**
 * Permissions of each account type as data (table account_type_permissions): the dotted paths of the
 * all_permissions tree. A path missing from the tree counts as allowed (spec §5), so everything PRO
 * is listed explicitly for the types that do not have it.
 */
const PRO_ONLY = [
  'ii.portfolio_add_many_ideas',
  'ii.best_forecasters',
  'ii.filters.idea.potential_yield',
  'ii.filters.idea.broker_id',
  'ii.filters.idea.horizon',
  'ii.filters.idea.growth_factors',
  'ii.filters.idea.currency',
  'ii.filters.saved',
  'ii.export_excel',
  'ir.filters.deals',
  'ir.filters.buybacks',
  'ir.sort',
  'ir.full_radar',
  'analysts.full_stats',
] as const;

/** Free for registered users, but a visitor is sent to registration (spec §4). */
const REGISTERED_ONLY = ['ii.portfolio', 'ii.filters.idea.asset', 'ii.filters.idea.iis'] as const;

function grant(paths: readonly string[], allowed: boolean) {
  return paths.map((permission) => ({ permission, allowed }));
}

export const PERMISSIONS_BY_TYPE: Record<AccountType, Array<{ permission: string; allowed: boolean }>> = {
  mbr_guest: [...grant(REGISTERED_ONLY, false), ...grant(PRO_ONLY, false)],
  mbr_free: [...grant(REGISTERED_ONLY, true), ...grant(PRO_ONLY, false)],
  mbr_premium: [...grant(REGISTERED_ONLY, true), ...grant(PRO_ONLY, true)],
  mbr_premium_bot: [...grant(REGISTERED_ONLY, true), ...grant(PRO_ONLY, true)],
};
