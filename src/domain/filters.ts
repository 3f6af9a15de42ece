/**
 * Ideas filter state (docs/product/entities.md): parsed from a query string with defaults and serialised back.
 * potential_yield, broker_id, horizon are lists of numbers from comma-separated strings; currency,
 * growth_factors lists of strings; asset, status, period, date_from, date_to, sort_by, sort_order,
 * active_id, min_rating are kept as given; any other field in the defaults becomes a number.
 * Empty values are skipped when building the query string.
 */
export const NUMBER_LIST_FIELDS = ['potential_yield', 'broker_id', 'horizon'] as const;
export const STRING_LIST_FIELDS = ['currency', 'growth_factors'] as const;
export const KEPT_FIELDS = [
  'asset',
  'status',
  'period',
  'date_from',
  'date_to',
  'sort_by',
  'sort_order',
  'active_id',
  'min_rating',
] as const;

export type FilterValue = string | number | number[] | string[];
export type FilterState = Record<string, FilterValue>;

export interface IdeasFilterState extends FilterState {
  potential_yield: number[];
  broker_id: number[];
  horizon: number[];
  currency: string[];
  growth_factors: string[];
  asset: string;
  status: string;
  period: string;
  date_from: string;
  date_to: string;
  sort_by: string;
  sort_order: string;
  active_id: string;
  min_rating: string;
  /** A numeric flag: only ideas for an individual investment account (ИИС). */
  iis: number;
  page: number;
  /** One analyst's ideas (the rating links a name to its feed); 0 = any analyst. */
  analyst_id: number;
}

/** Defaults of the ideas feed: every filter off, newest first, first page. */
export const IDEAS_FILTER_DEFAULTS: Readonly<IdeasFilterState> = /* @__PURE__ */ Object.freeze({
  potential_yield: [],
  broker_id: [],
  horizon: [],
  currency: [],
  growth_factors: [],
  asset: '',
  status: 'active',
  period: '',
  date_from: '',
  date_to: '',
  sort_by: 'date',
  sort_order: 'desc',
  active_id: '',
  min_rating: '',
  iis: 0,
  page: 1,
  analyst_id: 0,
});

/** Fields that are navigation or order rather than filters (analyst_id: a link from the rating); they do not count as differences. */
export const NON_COUNTED_FIELDS: readonly string[] = ['sort_by', 'sort_order', 'active_id', 'page', 'analyst_id'];

type FieldKind = 'numberList' | 'stringList' | 'kept' | 'number';

function kindOf(field: string): FieldKind {
  if ((NUMBER_LIST_FIELDS as readonly string[]).includes(field)) return 'numberList';
  if ((STRING_LIST_FIELDS as readonly string[]).includes(field)) return 'stringList';
  if ((KEPT_FIELDS as readonly string[]).includes(field)) return 'kept';
  return 'number';
}

function splitList(raw: string): string[] {
  return raw
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

function parseField(field: string, raw: string, fallback: FilterValue): FilterValue {
  switch (kindOf(field)) {
    case 'numberList':
      return splitList(raw)
        .map(Number)
        .filter((n) => Number.isFinite(n));
    case 'stringList':
      return splitList(raw);
    case 'kept':
      return raw;
    case 'number': {
      if (raw.trim() === '') return fallback;
      const n = Number(raw);
      return Number.isFinite(n) ? n : fallback;
    }
  }
}

type QueryInput = string | URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>;

function toSearchParams(query: QueryInput): URLSearchParams {
  if (typeof query === 'string') return new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
  if (query instanceof URLSearchParams) return query;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    params.set(key, Array.isArray(value) ? value.join(',') : (value as string));
  }
  return params;
}

function copy(value: FilterValue): FilterValue {
  return Array.isArray(value) ? ([...value] as FilterValue) : value;
}

/** Parses a query string (or params object) over the defaults; fields outside the defaults are ignored. */
export function parseFilterState<T extends FilterState>(query: QueryInput, defaults: Readonly<T>): T {
  const params = toSearchParams(query);
  const state: FilterState = {};
  for (const [field, fallback] of Object.entries(defaults)) {
    const raw = params.get(field);
    state[field] = raw === null ? copy(fallback) : parseField(field, raw, fallback);
  }
  return state as T;
}

export function parseIdeasFilter(
  query: QueryInput,
  defaults: Readonly<IdeasFilterState> = IDEAS_FILTER_DEFAULTS,
): IdeasFilterState {
  return parseFilterState(query, defaults);
}

function isEmptyValue(value: FilterValue | undefined): boolean {
  if (value === undefined) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'number') return Number.isNaN(value);
  return value === '';
}

/** Serialises back to a query string (no leading '?'); lists join with commas; empty values skipped. */
export function serializeFilterState(state: Readonly<FilterState>): string {
  const params = new URLSearchParams();
  for (const [field, value] of Object.entries(state)) {
    if (isEmptyValue(value)) continue;
    params.set(field, Array.isArray(value) ? value.join(',') : String(value));
  }
  // Commas stay readable in the address bar: they are legal in a query component.
  return params.toString().replace(/%2C/gi, ',');
}

function sameValue(a: FilterValue | undefined, b: FilterValue | undefined): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    const left = new Set<string | number>(a);
    const right = new Set<string | number>(b);
    return left.size === right.size && [...left].every((item) => right.has(item));
  }
  if (isEmptyValue(a) && isEmptyValue(b)) return true;
  return a === b;
}

/**
 * Number of filters that differ from the defaults, for the filter counters. Lists compare as sets;
 * `fields` narrows the count to one group of filters (e.g. the fields of one panel).
 */
export function countFilterDifferences(
  state: Readonly<FilterState>,
  defaults: Readonly<FilterState>,
  fields: readonly string[] = Object.keys(defaults).filter((field) => !NON_COUNTED_FIELDS.includes(field)),
): number {
  return fields.filter((field) => !sameValue(state[field], defaults[field])).length;
}
