import {
  can,
  dealCodeLabel,
  dealTypeOf,
  issuesToErrors,
  MESSAGES,
  RADAR_FREE_DEALS,
  RADAR_PAGE_SIZE,
  RADAR_PERMISSION,
  radarDealsQuerySchema,
  radarPermissionNeeded,
  radarTypeFilter,
  type RadarDeal,
  type RadarDealsQuery,
  type User,
} from '@investradar/ui/domain';
import ExcelJS from 'exceljs';
import * as z from 'zod/mini';
import { ApiError, invalid, MAX_DB_ID, notFound } from '../../lib/errors';
import { insiderPositionText } from './insider-position';
import type { AccountRepository, UserRow } from '../account';
import { TOTAL_CAP, type DealRow, type DealsFilter, type InsiderRadarRepository } from './insider-radar.repository';
import { createPermissionsReader } from '../ideas';
import { clusterRuleFromEnv, type ClusterRule } from './insider-clusters.repository';

export interface InsiderRadarDeps {
  radar: InsiderRadarRepository;
  account: Pick<AccountRepository, 'permissions'>;
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
    insider:
      row.insider_id === null
        ? null
        : { id: row.insider_id, name: row.insider_name ?? '', position: row.insider_position ?? '' },
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

/** Rows an Excel export holds at most (the current filter and order, from the first deal). */
export const EXPORT_MAX_ROWS = 10_000;

const EXPORT_COLUMNS: Array<{ header: string; key: string; width: number; numFmt?: string }> = [
  { header: 'Дата сделки', key: 'trade_date', width: 12 },
  { header: 'Дата раскрытия', key: 'filed_at', width: 14 },
  { header: 'Тикер', key: 'ticker', width: 9 },
  { header: 'Компания', key: 'company_name', width: 32 },
  { header: 'Инсайдер', key: 'insider', width: 30 },
  { header: 'Должность', key: 'position', width: 34 },
  { header: 'Код', key: 'code', width: 6 },
  { header: 'Тип сделки', key: 'code_label', width: 26 },
  { header: 'Количество', key: 'shares', width: 14, numFmt: '#,##0.######' },
  { header: 'Цена', key: 'price', width: 12, numFmt: '#,##0.00####' },
  { header: 'Сумма', key: 'value', width: 16, numFmt: '#,##0.00' },
  { header: 'Валюта', key: 'currency', width: 8 },
  { header: 'Остаток после сделки', key: 'holdings_after', width: 18, numFmt: '#,##0.######' },
  { header: 'Владение', key: 'ownership', width: 12 },
  { header: 'План 10b5-1', key: 'plan_10b5_1', width: 11 },
  { header: 'Производный инструмент', key: 'derivative', width: 12 },
  { header: 'Кластер', key: 'cluster', width: 9 },
  { header: 'Номер раскрытия', key: 'accession', width: 22 },
];

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
 * with the permissions of docs/product/permissions.md enforced here (ir.filters.*, ir.sort, ir.full_radar). `viewer` is
 * the signed-in account or null for a visitor. Server rendering may call these in process.
 */
export function createInsiderRadarService(deps: InsiderRadarDeps) {
  const { radar, account } = deps;
  const clusterRule = deps.clusterRule ?? clusterRuleFromEnv();

  const permissionsOf = createPermissionsReader(account);

  function requirePermission(user: User, permission: string | null) {
    if (permission && !can(user, permission)) throw new ApiError(403, MESSAGES.proOnly, undefined, { permission });
  }

  async function list(
    viewer: UserRow | null,
    rawQuery: unknown,
    page: 'deals' | 'buybacks',
  ): Promise<RadarDealsAnswer> {
    const { query, full, filter } = await dealsFilter(viewer, rawQuery, page);
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

  /** The deals call's filter from a query, with the permissions it needs checked. */
  async function dealsFilter(viewer: UserRow | null, rawQuery: unknown, page: 'deals' | 'buybacks') {
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
    return { query, user, full, filter };
  }

  return {
    /**
     * GET /api/insider-radar/deals/export (and …/buybacks/export): the current filter and order as an
     * Excel workbook, up to EXPORT_MAX_ROWS deals from the first; PRO only (ir.full_radar).
     */
    async exportDeals(
      viewer: UserRow | null,
      rawQuery: unknown,
      page: 'deals' | 'buybacks' = 'deals',
    ): Promise<Buffer> {
      const { user, filter } = await dealsFilter(viewer, rawQuery, page);
      requirePermission(user, RADAR_PERMISSION.fullRadar);
      const { rows } = await radar.deals({ ...filter, limit: EXPORT_MAX_ROWS, offset: 0 });
      const workbook = new ExcelJS.Workbook();
      workbook.creator = MESSAGES.productName;
      const sheet = workbook.addWorksheet(page === 'deals' ? 'Сделки инсайдеров' : 'Обратные выкупы', {
        views: [{ state: 'frozen', ySplit: 1 }],
      });
      sheet.columns = EXPORT_COLUMNS.map(({ header, key, width, numFmt }) => ({
        header,
        key,
        width,
        ...(numFmt ? { style: { numFmt } } : {}),
      }));
      sheet.getRow(1).font = { bold: true };
      for (const deal of rows.map(toDeal)) {
        sheet.addRow({
          ...deal,
          insider: deal.insider?.name ?? 'Эмитент (обратный выкуп)',
          position: deal.insider?.position ?? '',
          ownership: deal.ownership === 'I' ? 'Косвенное' : 'Прямое',
          plan_10b5_1: deal.plan_10b5_1 ? 'Да' : 'Нет',
          derivative: deal.derivative ? 'Да' : 'Нет',
          cluster: deal.cluster ? 'Да' : 'Нет',
          accession: deal.accession ?? '',
        });
      }
      return Buffer.from(await workbook.xlsx.writeBuffer());
    },

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
          insider: {
            id: person.id,
            name: person.name,
            position: person.position,
            cik: person.cik,
            ticker: person.ticker,
            company_name: person.company_name,
            deals_count: person.deals_count,
          },
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
                ? [
                    {
                      ticker: person.ticker,
                      company_name: person.company_name ?? '',
                      position: person.position,
                      last_filed_at: null,
                    },
                  ]
                : [],
          deals: page.rows.map(toDeal),
          totals: totals.map((t) => ({
            type: t.type,
            currency: t.currency,
            deals: t.deals,
            shares: t.shares,
            value: t.value,
          })),
        },
        meta: {
          deals_shown: page.rows.length,
          deals_total: Math.min(page.total, TOTAL_CAP),
          visible_limit: full ? null : RADAR_FREE_DEALS,
        },
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
          clusters: rows.map(({ total: _total, insider_list, ...cluster }) => ({
            ...cluster,
            insiders: insider_list ?? [],
            insiders_count: cluster.insiders,
          })),
          total: rows[0]?.total ?? 0,
        },
        meta: {
          page: query.page,
          per_page: limit,
          min_insiders: clusterRule.minInsiders,
          window_days: clusterRule.windowDays,
          visible_limit: full ? null : RADAR_FREE_DEALS,
        },
      };
    },
  };
}
export type InsiderRadarService = ReturnType<typeof createInsiderRadarService>;
