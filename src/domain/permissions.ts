import { pure } from './pure';
import type { AccountType, PermissionTree } from './schemas/user';

/**
 * What each account type may do, as dotted paths of the all_permissions tree (docs/product/permissions.md). One list for
 * the whole product: the API seeds its permission table from it, the fixtures and the guest account
 * are built from it. A path missing from a tree counts as allowed (docs/product/validation.md), so every limited feature
 * is listed explicitly for the types that do not have it.
 */
export const PRO_ONLY_PERMISSIONS = [
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

/** Free for registered users; a visitor is sent to registration (docs/product/flows.md). */
export const REGISTERED_ONLY_PERMISSIONS = ['ii.portfolio', 'ii.filters.idea.asset', 'ii.filters.idea.iis'] as const;

/** The editor role's permission: writing news, reviews and page texts (content.ts). */
export const CONTENT_EDIT_PERMISSION = 'content.edit';
/** Only a role grants these (content.ts ROLE_PERMISSIONS: the editor's `content.edit`); denied to every type. */
export const ROLE_ONLY_PERMISSIONS = [CONTENT_EDIT_PERMISSION] as const;

export interface PermissionRow {
  permission: string;
  allowed: boolean;
}

const grant = (paths: readonly string[], allowed: boolean): PermissionRow[] =>
  paths.map((permission) => ({ permission, allowed }));

/**
 * Rows per account type. A visitor can do nothing a free user cannot: both lack every PRO feature,
 * and the visitor also lacks what registration gives.
 */
export const PERMISSIONS_BY_TYPE: Readonly<Record<AccountType, readonly PermissionRow[]>> = /* @__PURE__ */ pure(
  () => ({
    mbr_guest: [
      ...grant(REGISTERED_ONLY_PERMISSIONS, false),
      ...grant(PRO_ONLY_PERMISSIONS, false),
      ...grant(ROLE_ONLY_PERMISSIONS, false),
    ],
    mbr_free: [
      ...grant(REGISTERED_ONLY_PERMISSIONS, true),
      ...grant(PRO_ONLY_PERMISSIONS, false),
      ...grant(ROLE_ONLY_PERMISSIONS, false),
    ],
    mbr_premium: [
      ...grant(REGISTERED_ONLY_PERMISSIONS, true),
      ...grant(PRO_ONLY_PERMISSIONS, true),
      ...grant(ROLE_ONLY_PERMISSIONS, false),
    ],
    mbr_premium_bot: [
      ...grant(REGISTERED_ONLY_PERMISSIONS, true),
      ...grant(PRO_ONLY_PERMISSIONS, true),
      ...grant(ROLE_ONLY_PERMISSIONS, false),
    ],
  }),
);

/**
 * Dotted permission rows → the nested all_permissions tree. When a path is both a leaf and a parent
 * (`ii.filters` and `ii.filters.idea.asset`), the shorter one wins: it was granted or denied as a whole.
 */
export function permissionTree(rows: ReadonlyArray<PermissionRow>): PermissionTree {
  const tree: PermissionTree = {};
  const sorted = [...rows].sort((a, b) => a.permission.length - b.permission.length);
  for (const { permission, allowed } of sorted) {
    const segments = permission.split('.');
    let node: PermissionTree = tree;
    let blocked = false;
    for (const segment of segments.slice(0, -1)) {
      const next = node[segment];
      if (typeof next === 'boolean') {
        blocked = true;
        break;
      }
      node = next ?? (node[segment] = {});
    }
    const leaf = segments[segments.length - 1];
    if (!blocked && leaf !== undefined && node[leaf] === undefined) node[leaf] = allowed;
  }
  return tree;
}
