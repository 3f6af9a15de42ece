import type { RadarApiFilterState } from '@investradar/ui';

/**
 * The radar pages' state in the address (GET /api/insider-radar/deals takes the same fields):
 * navigation (ticker, search_id, whose_id — open to everyone), filters (type, role, cluster, sum
 * range, dates — ir.filters.*), the order (sort_by, sort_order — ir.sort) and the page (ir.full_radar
 * beyond the first). Only values that differ from the defaults are written.
 */
export type RadarState = {
  nav: { ticker: string; search_id: string; whose_id: string };
  filters: RadarApiFilterState;
  /** `{sort_by}_{sort_order}`, e.g. date_desc. */
  sort: string;
  page: number;
};

/** Kept in sync with the library's RADAR_API_FILTER_DEFAULTS (read here without loading the screens). */
export const FILTER_DEFAULTS: Readonly<RadarApiFilterState> = Object.freeze({
  type: 'buy,sell',
  role: '',
  cluster: '',
  min_value: '',
  max_value: '',
  date_from: '',
  date_to: '',
});
export const DEFAULT_SORT = 'date_desc';
const SORTS = new Set(['date_desc', 'date_asc', 'value_desc', 'value_asc', 'shares_desc', 'shares_asc']);

export function radarStateOf(search: URLSearchParams): RadarState {
  const get = (key: string) => search.get(key)?.trim() ?? '';
  const filters = { ...FILTER_DEFAULTS };
  for (const key of Object.keys(FILTER_DEFAULTS)) {
    const value = get(key);
    if (value !== '') filters[key] = value;
  }
  if (filters.cluster === '0' || filters.cluster === 'false') filters.cluster = '';
  if (filters.cluster === 'true') filters.cluster = '1';
  const sortBy = get('sort_by') || 'date';
  const sortOrder = get('sort_order') || 'desc';
  const sort = SORTS.has(`${sortBy}_${sortOrder}`) ? `${sortBy}_${sortOrder}` : DEFAULT_SORT;
  const page = Number(get('page'));
  return {
    nav: { ticker: get('ticker'), search_id: get('search_id'), whose_id: get('whose_id') },
    filters,
    sort,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address's query (and the API's) for a state: defaults left out. */
export function radarSearchOf(state: RadarState): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(state.nav)) if (value) params.set(key, value);
  for (const [key, value] of Object.entries(state.filters))
    if (value !== '' && value !== FILTER_DEFAULTS[key]) params.set(key, value);
  if (state.sort !== DEFAULT_SORT) {
    const at = state.sort.lastIndexOf('_');
    params.set('sort_by', state.sort.slice(0, at));
    params.set('sort_order', state.sort.slice(at + 1));
  }
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The state with the navigation fields only: what everyone may see. */
export function openState(state: RadarState): RadarState {
  return { nav: state.nav, filters: { ...FILTER_DEFAULTS }, sort: DEFAULT_SORT, page: 1 };
}
