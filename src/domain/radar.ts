import * as z from 'zod/mini';
import { FREE_INSIDER_DEALS } from './constants';
import { MESSAGES } from './messages';
import { pure } from './pure';
import { idSchema, text } from './schemas/common';

/**
 * The insider radar's contract (issue #14): deal types from SEC transaction codes, the filter fields
 * of GET /api/insider-radar/deals and …/buybacks with their defaults, and which permission each
 * needs (docs/product/permissions.md: ir.filters.*, ir.sort). The server enforces it; the screens use it to open the
 * permission dialog before asking.
 */

/** Permission keys of the radar (docs/product/permissions.md names ir.filters.* and ir.sort). */
export const RADAR_PERMISSION = {
  /** Any filter of the deals page beyond the defaults and the navigation fields. */
  dealsFilters: 'ir.filters.deals',
  /** Any filter of the buybacks page. */
  buybacksFilters: 'ir.filters.buybacks',
  sort: 'ir.sort',
  /** Beyond the latest deals a free account sees (pages after the first, the Excel export). */
  fullRadar: 'ir.full_radar',
} as const;

/** Free and guest accounts see the latest this many deals (docs/product/limits.md). */
export const RADAR_FREE_DEALS = FREE_INSIDER_DEALS;
export const RADAR_PAGE_SIZE = 20;

/** Cluster buys: this many distinct insiders of one issuer buying on the open market within this many days. */
export const CLUSTER_MIN_INSIDERS = 3;
export const CLUSTER_WINDOW_DAYS = 10;

/** The radar's deal types: only open-market purchases (P) and sales (S) are buys and sells. */
export const radarDealTypes = ['buy', 'sell', 'other'] as const;
export type RadarDealType = (typeof radarDealTypes)[number];

export function dealTypeOf(code: string): RadarDealType {
  if (code === 'P') return 'buy';
  if (code === 'S') return 'sell';
  return 'other';
}

/** SEC Form 4 transaction codes with what the radar shows for each (grants, exercises, withholding, gifts… as their own types). */
export const DEAL_CODE_LABELS: Readonly<Record<string, string>> = {
  P: 'Покупка на рынке',
  S: 'Продажа на рынке',
  A: 'Грант (награда)',
  D: 'Возврат эмитенту',
  F: 'Удержание налога бумагами',
  I: 'Сделка в пенсионном плане',
  M: 'Исполнение опциона',
  C: 'Конвертация',
  E: 'Истечение короткой позиции',
  H: 'Истечение длинной позиции',
  O: 'Исполнение опциона вне денег',
  X: 'Исполнение опциона',
  G: 'Дарение',
  L: 'Мелкое приобретение',
  W: 'Наследование',
  Z: 'Передача в доверительное управление',
  J: 'Прочее',
  K: 'Своп',
  U: 'Выход по тендерному предложению',
  V: 'Добровольное раскрытие',
};

export function dealCodeLabel(code: string): string {
  return DEAL_CODE_LABELS[code] ?? DEAL_CODE_LABELS.J!;
}

/** The role filter: the reporting owner's relationship to the issuer. */
export const insiderRoles = ['director', 'officer', 'ten_percent_owner', 'other'] as const;
export type InsiderRole = (typeof insiderRoles)[number];

export const radarSorts = ['date', 'value', 'shares'] as const;
export type RadarSort = (typeof radarSorts)[number];

/** search_id names an insider (investor) or an issuer (company). */
export const radarWhose = ['investor', 'company'] as const;

/** Query fields of GET /api/insider-radar/deals, as strings in the address; defaults = the radar's default view. */
export interface RadarDealsFilterState {
  [field: string]: string | number;
  ticker: string;
  search_id: string;
  whose_id: string;
  /** Comma list of buy, sell, other, all, or transaction codes (P, S, A…). */
  type: string;
  /** Comma list of roles. */
  role: string;
  min_value: string;
  max_value: string;
  date_from: string;
  date_to: string;
  cluster: number;
  sort_by: string;
  sort_order: string;
  page: number;
}

export const RADAR_DEALS_DEFAULTS: Readonly<RadarDealsFilterState> = /* @__PURE__ */ Object.freeze({
  ticker: '',
  search_id: '',
  whose_id: 'investor',
  type: 'buy,sell',
  role: '',
  min_value: '',
  max_value: '',
  date_from: '',
  date_to: '',
  cluster: 0,
  sort_by: 'date',
  sort_order: 'desc',
  page: 1,
});

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DECIMAL = /^\d{1,15}(\.\d{1,6})?$/;
const TYPE_ITEM = /^(buy|sell|other|all|[A-Z])$/;

const optionalText = (check: (value: string) => boolean) =>
  z._default(
    text({ error: MESSAGES.invalidFieldValue }).check(
      z.trim(),
      z.refine((v) => v === '' || check(v), { error: MESSAGES.invalidFieldValue }),
    ),
    '',
  );

const listOf = (item: (value: string) => boolean) => (value: string) =>
  value.split(',').every((part) => item(part.trim()));

/** Parses the query of the deals and buybacks calls; a bad value is 422 «Неверное значение поля» under its field. */
export const radarDealsQuerySchema = /* @__PURE__ */ pure(() =>
  z.object({
    ticker: optionalText((v) => /^[A-Za-z0-9.-]{1,20}$/.test(v)),
    search_id: z._default(z.union([z.literal(''), idSchema]), ''),
    whose_id: z._default(z.enum(radarWhose, { error: MESSAGES.invalidFieldValue }), 'investor'),
    type: optionalText(listOf((v) => TYPE_ITEM.test(v.length === 1 ? v.toUpperCase() : v))),
    role: optionalText(listOf((v) => (insiderRoles as readonly string[]).includes(v))),
    min_value: optionalText((v) => DECIMAL.test(v)),
    max_value: optionalText((v) => DECIMAL.test(v)),
    date_from: optionalText((v) => ISO_DATE.test(v) && !Number.isNaN(Date.parse(v))),
    date_to: optionalText((v) => ISO_DATE.test(v) && !Number.isNaN(Date.parse(v))),
    cluster: z._default(z.enum(['0', '1', 'true', 'false', ''], { error: MESSAGES.invalidFieldValue }), ''),
    sort_by: z._default(z.enum(radarSorts, { error: MESSAGES.invalidFieldValue }), 'date'),
    sort_order: z._default(z.enum(['asc', 'desc'], { error: MESSAGES.invalidFieldValue }), 'desc'),
    page: z._default(
      z.pipe(
        idSchema,
        z
          .int()
          .check(
            z.minimum(1, { error: MESSAGES.invalidFieldValue }),
            z.maximum(10_000, { error: MESSAGES.invalidFieldValue }),
          ),
      ),
      1,
    ),
  }),
);
export type RadarDealsQueryInput = z.input<typeof radarDealsQuerySchema>;
export type RadarDealsQuery = z.output<typeof radarDealsQuerySchema>;

/** The type filter as codes and types: 'buy,sell' → { types: [buy, sell] }, 'A,M' → { codes: [A, M] }; all → nothing. */
export function radarTypeFilter(type: string): { types: RadarDealType[]; codes: string[] } | null {
  const parts = (type === '' ? String(RADAR_DEALS_DEFAULTS.type) : type)
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.includes('all')) return null;
  const types = parts.filter((p): p is RadarDealType => (radarDealTypes as readonly string[]).includes(p));
  const codes = parts.filter((p) => p.length === 1).map((p) => p.toUpperCase());
  return { types, codes };
}

function isDefaultType(type: string): boolean {
  const filter = radarTypeFilter(type);
  return (
    filter !== null &&
    filter.codes.length === 0 &&
    filter.types.length === 2 &&
    filter.types.includes('buy') &&
    filter.types.includes('sell')
  );
}

/**
 * The permission a deals (or buybacks) query needs beyond what everyone may do, or null: a filter
 * changed from the defaults → ir.filters.deals (…buybacks); another order → ir.sort; a page after the
 * first → ir.full_radar. Navigation fields (ticker, search_id, whose_id) are open to everyone.
 */
export function radarPermissionNeeded(query: RadarDealsQuery, page: 'deals' | 'buybacks' = 'deals'): string | null {
  const filtered =
    (page === 'deals' && !isDefaultType(query.type)) ||
    query.role !== '' ||
    query.min_value !== '' ||
    query.max_value !== '' ||
    query.date_from !== '' ||
    query.date_to !== '' ||
    query.cluster === '1' ||
    query.cluster === 'true';
  if (filtered) return page === 'deals' ? RADAR_PERMISSION.dealsFilters : RADAR_PERMISSION.buybacksFilters;
  if (query.sort_by !== 'date' || query.sort_order !== 'desc') return RADAR_PERMISSION.sort;
  if (query.page > 1) return RADAR_PERMISSION.fullRadar;
  return null;
}

/** One deal as the radar calls answer it. */
export interface RadarDeal {
  id: number;
  /** Null for a buyback (the issuer buys). */
  insider: { id: number; name: string; position: string } | null;
  ticker: string;
  company_name: string;
  code: string;
  type: RadarDealType;
  /** Russian name of the code («Покупка на рынке», «Грант (награда)»…). */
  code_label: string;
  acquired_disposed: 'A' | 'D';
  shares: number;
  price: number | null;
  value: number | null;
  currency: string;
  trade_date: string;
  filed_at: string;
  holdings_after: number | null;
  ownership: 'D' | 'I';
  plan_10b5_1: boolean;
  derivative: boolean;
  security_title: string | null;
  cluster: boolean;
  accession: string | null;
}

const nullableNumber = () => z.nullable(z.number());

/** One deal of the radar calls (RadarDeal), as GET /api/insider-radar/deals, …/buybacks and /api/insiders/{id} answer it. */
export const radarDealSchema = /* @__PURE__ */ pure(() =>
  z.object({
    id: idSchema,
    insider: z.nullable(z.object({ id: idSchema, name: text(), position: text() })),
    ticker: text(),
    company_name: text(),
    code: text(),
    type: z.enum(radarDealTypes),
    code_label: text(),
    acquired_disposed: z.enum(['A', 'D']),
    shares: z.number(),
    price: nullableNumber(),
    value: nullableNumber(),
    currency: text(),
    trade_date: text(),
    filed_at: text(),
    holdings_after: nullableNumber(),
    ownership: z.enum(['D', 'I']),
    plan_10b5_1: z.boolean(),
    derivative: z.boolean(),
    security_title: z.nullable(text()),
    cluster: z.boolean(),
    accession: z.nullable(text()),
  }),
);

/** GET /api/insider-radar/deals and …/buybacks: a page of deals, the total and the query as understood. */
export const radarDealsAnswerSchema = /* @__PURE__ */ pure(() =>
  z.object({
    results: z.object({ deals: z.array(radarDealSchema), total: z.number() }),
    meta: z.object({
      page: z.number(),
      per_page: z.number(),
      sort_by: text(),
      sort_order: text(),
      total_capped: z.boolean(),
      /** Free and guest accounts: only the latest this many deals; null for PRO. */
      visible_limit: z.nullable(z.number()),
    }),
  }),
);
export type RadarDealsAnswer = z.infer<typeof radarDealsAnswerSchema>;

/** GET /api/insiders/{id}: the person, the positions held, the latest deals and totals per type and currency. */
export const insiderAnswerSchema = /* @__PURE__ */ pure(() =>
  z.object({
    results: z.object({
      insider: z.object({
        id: idSchema,
        name: text(),
        position: text(),
        cik: z.nullable(text()),
        ticker: z.nullable(text()),
        company_name: z.nullable(text()),
        deals_count: z.number(),
      }),
      positions: z.array(
        z.object({ ticker: text(), company_name: text(), position: text(), last_filed_at: z.nullable(text()) }),
      ),
      deals: z.array(radarDealSchema),
      totals: z.array(
        z.object({
          type: text(),
          currency: text(),
          deals: z.number(),
          shares: z.number(),
          value: z.nullable(z.number()),
        }),
      ),
    }),
    meta: z.object({ deals_shown: z.number(), deals_total: z.number(), visible_limit: z.nullable(z.number()) }),
  }),
);
export type InsiderAnswer = z.infer<typeof insiderAnswerSchema>;

/** GET /api/insider-radar/clusters: purchases by several insiders of one company within the window. */
export const radarClustersAnswerSchema = /* @__PURE__ */ pure(() =>
  z.object({
    results: z.object({
      clusters: z.array(
        z.object({
          ticker: text(),
          company_name: text(),
          currency: text(),
          start_date: text(),
          end_date: text(),
          insiders: z.array(z.object({ id: idSchema, name: text(), position: text() })),
          insiders_count: z.number(),
          deals: z.number(),
          shares: z.number(),
          value: nullableNumber(),
        }),
      ),
      total: z.number(),
    }),
    meta: z.object({
      page: z.number(),
      per_page: z.number(),
      min_insiders: z.number(),
      window_days: z.number(),
      visible_limit: z.nullable(z.number()),
    }),
  }),
);
