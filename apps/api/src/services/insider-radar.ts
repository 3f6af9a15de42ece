import {
  can,
  dealCodeLabel,
  dealTypeOf,
  guestUser,
  insiderPositionText,
  issuesToErrors,
  MESSAGES,
  permissionTree,
  RADAR_FREE_DEALS,
  RADAR_PAGE_SIZE,
  RADAR_PERMISSION,
  radarDealsQuerySchema,
  radarPermissionNeeded,
  radarTypeFilter,
  type RadarDeal,
  type RadarDealsQuery,
  type User,
} from '../domain';
import * as z from 'zod/mini';
import { ApiError, invalid, MAX_DB_ID, notFound } from '../lib/errors';
import type { AccountRepository } from '../repositories/account';
import { TOTAL_CAP, type DealRow, type DealsFilter, type InsiderRadarRepository } from '../repositories/insider-radar';
import type { UserRow } from '../repositories/users';
import { effectiveType } from './account-view';
import { clusterRuleFromEnv, type ClusterRule } from './insider-clusters';

export interface InsiderRadarDeps {
  radar: InsiderRadarRepository;
  account: AccountRepository;
  clusterRule?: ClusterRule;
}

/** Answer of the deals and buybacks calls. */
export interface RadarDealsAnswer {
  results: { deals: RadarDeal[]; total: number };
  meta: {
    page: number;
    per_page: number;
    sort_by: string;
    sort_order: string;
    /** The query as understood (defaults filled in). */
    filters: RadarDealsQuery;
    /** More deals match than were counted (total is the cap). */
    total_capped: boolean;
    /** Free and guest accounts: only the latest this many deals are shown; null for PRO. */
    visible_limit: number | null;
  };
}

function toDeal(row: DealRow): RadarDeal {
  const code = row.code;
  return {
    id: row.id,
    insider: row.insider_id === null ? null : { id: row.insider_id, name: row.insider_name ?? '', position: row.insider_position ?? '' },
    ticker: row.ticker,
    company_name: row.company_name,
    code,
    type: dealTypeOf(code),
    code_label: dealCodeLabel(code),
    acquired_disposed: row.acquired_disposed === 'D' ? 'D' : 'A',
    shares: row.shares,
    price: row.price,
    value: row.value,
    currency: row.currency,
    trade_date: row.trade_date,
    filed_at: row.filed_at,
    holdings_after: row.holdings_after,
    ownership: row.ownership === 'I' ? 'I' : 'D',
    plan_10b5_1: row.plan_10b5_1,
    derivative: row.derivative,
    security_title: row.security_title,
    cluster: row.cluster,
    accession: row.accession,
  };
}

/** The query of a call: query-string values (a repeated parameter counts by its first value). */
function parseQuery(query: unknown): RadarDealsQuery {
  const raw: Record<string, unknown> = {};
  if (query && typeof query === 'object') {
    for (const [key, value] of Object.entries(query)) raw[key] = Array.isArray(value) ? value[0] : value;
  }
  const parsed = z.safeParse(radarDealsQuerySchema, raw);
  if (!parsed.success) throw invalid(issuesToErrors(parsed.error));
  return parsed.data;
}

/**
 * The insider radar (issue #14): deals, buybacks, an insider's page, cluster buys and the Excel export,
 * with the permissions of spec §6 enforced here (ir.filters.*, ir.sort, ir.full_radar). `viewer` is
 * the signed-in account or null for a visitor. Server rendering may call these in process.
 */
export function createInsiderRadarService(deps: InsiderRadarDeps) {
  const { radar, account } = deps;
  const clusterRule = deps.clusterRule ?? clusterRuleFromEnv();

  async function permissionsOf(viewer: UserRow | null): Promise<User> {
    const type = viewer ? effectiveType(viewer) : 'mbr_guest';
    return { ...guestUser, id: viewer?.id ?? 0, type, all_permissions: permissionTree(await account.permissions(type)) };
  }

  function requirePermission(user: User, permission: string | null) {
    if (permission && !can(user, permission)) throw new ApiError(403, MESSAGES.proOnly, undefined, { permission });
  }

  async function list(viewer: UserRow | null, rawQuery: unknown, page: 'deals' | 'buybacks'): Promise<RadarDealsAnswer> {
    const query = parseQuery(rawQuery);
    const user = await permissionsOf(viewer);
    requirePermission(user, radarPermissionNeeded(query, page));
    const full = can(user, RADAR_PERMISSION.fullRadar);
    const type = page === 'deals' ? radarTypeFilter(query.type) : null;
    const filter: DealsFilter = {
      buyback: page === 'buybacks',
      types: type?.types ?? [],
      codes: type?.codes ?? [],
      roles: query.role === '' ? [] : [...new Set(query.role.split(',').map((r) => r.trim()))],
      clusterOnly: query.cluster === '1' || query.cluster === 'true',
      sortBy: query.sort_by,
      sortOrder: query.sort_order,
      limit: full ? RADAR_PAGE_SIZE : Math.min(RADAR_PAGE_SIZE, RADAR_FREE_DEALS),
      offset: (query.page - 1) * RADAR_PAGE_SIZE,
      ...(query.ticker ? { ticker: query.ticker.toUpperCase() } : {}),
      ...(query.min_value ? { minValue: query.min_value } : {}),
      ...(query.max_value ? { maxValue: query.max_value } : {}),
      ...(query.date_from ? { dateFrom: query.date_from } : {}),
      ...(query.date_to ? { dateTo: query.date_to } : {}),
    };
    if (query.search_id !== '') {
      if (query.search_id > MAX_DB_ID) throw invalid({ search_id: [MESSAGES.invalidFieldValue] });
      if (query.whose_id === 'company') filter.stockId = query.search_id;
      else filter.insiderId = query.search_id;
    }
    const { rows, total } = await radar.deals(filter);
    return {
      results: { deals: rows.map(toDeal), total: Math.min(total, TOTAL_CAP) },
      meta: {
        page: query.page,
        per_page: filter.limit,
        sort_by: query.sort_by,
        sort_order: query.sort_order,
        filters: query,
        total_capped: total > TOTAL_CAP,
        visible_limit: full ? null : RADAR_FREE_DEALS,
      },
    };
  }

  return {
    /** GET /api/insider-radar/deals */
    deals: (viewer: UserRow | null, query: unknown) => list(viewer, query, 'deals'),
    /** GET /api/insider-radar/buybacks */
    buybacks: (viewer: UserRow | null, query: unknown) => list(viewer, query, 'buybacks'),

    /** GET /api/insiders/{id}: the person, positions, latest deals and totals; 404 for an unknown id. */
    async insider(viewer: UserRow | null, id: number) {
      if (id > MAX_DB_ID) throw notFound();
      const person = await radar.insider(id);
      if (!person) throw notFound();
      const user = await permissionsOf(viewer);
      const full = can(user, RADAR_PERMISSION.fullRadar);
      const [positions, totals, page] = await Promise.all([
        radar.positions(id),
        radar.totals(id),
        radar.deals({
          buyback: false,
          insiderId: id,
          types: [],
          codes: [],
          roles: [],
          clusterOnly: false,
          sortBy: 'date',
          sortOrder: 'desc',
          limit: full ? 100 : RADAR_FREE_DEALS,
          offset: 0,
        }),
      ]);
      return {
        results: {
          insider: { id: person.id, name: person.name, position: person.position, cik: person.cik, ticker: person.ticker, company_name: person.company_name, deals_count: person.deals_count },
          positions:
            positions.length > 0
              ? positions.map((p) => ({
                  ticker: p.ticker,
                  company_name: p.company_name,
                  position: insiderPositionText({
                    isDirector: p.is_director,
                    isOfficer: p.is_officer,
                    officerTitle: p.officer_title,
                    isTenPercentOwner: p.is_ten_percent_owner,
                    isOther: p.is_other,
                    otherText: p.other_text,
                  }),
                  last_filed_at: p.last_filed_at,
                }))
              : person.ticker
                ? [{ ticker: person.ticker, company_name: person.company_name ?? '', position: person.position, last_filed_at: null }]
                : [],
          deals: page.rows.map(toDeal),
          totals: totals.map((t) => ({ type: t.type, currency: t.currency, deals: t.deals, shares: t.shares, value: t.value })),
        },
        meta: { deals_shown: page.rows.length, deals_total: Math.min(page.total, TOTAL_CAP), visible_limit: full ? null : RADAR_FREE_DEALS },
      };
    },

    /** GET /api/insider-radar/clusters: cluster buys grouped per share and run; the filter needs ir.filters.deals like the cluster filter. */
    async clusters(viewer: UserRow | null, rawQuery: unknown) {
      const query = parseQuery(rawQuery);
      const user = await permissionsOf(viewer);
      const full = can(user, RADAR_PERMISSION.fullRadar);
      if (query.date_from || query.date_to) requirePermission(user, RADAR_PERMISSION.dealsFilters);
      if (query.page > 1) requirePermission(user, RADAR_PERMISSION.fullRadar);
      const limit = full ? RADAR_PAGE_SIZE : Math.min(RADAR_PAGE_SIZE, RADAR_FREE_DEALS);
      const rows = await radar.clusters({
        windowDays: clusterRule.windowDays,
        limit,
        offset: (query.page - 1) * RADAR_PAGE_SIZE,
        ...(query.ticker ? { ticker: query.ticker.toUpperCase() } : {}),
        ...(query.date_from ? { dateFrom: query.date_from } : {}),
        ...(query.date_to ? { dateTo: query.date_to } : {}),
      });
      return {
        results: {
          clusters: rows.map(({ total: _total, insider_list, ...cluster }) => ({ ...cluster, insiders: insider_list ?? [], insiders_count: cluster.insiders })),
          total: rows[0]?.total ?? 0,
        },
        meta: { page: query.page, per_page: limit, min_insiders: clusterRule.minInsiders, window_days: clusterRule.windowDays, visible_limit: full ? null : RADAR_FREE_DEALS },
      };
    },
  };
}
export type InsiderRadarService = ReturnType<typeof createInsiderRadarService>;
