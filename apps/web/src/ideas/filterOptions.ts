import {
  IDEAS_FILTER_DEFAULTS,
  serializeFilterState,
  type FilterState,
  type IdeasFilterState,
} from '@investradar/ui/domain';

/**
 * The address's query of a filter state: the domain's codec (serializeFilterState) over the fields
 * that differ from the defaults, so the default feed is plain `/ideas` and parsing fills the rest back.
 */
export function feedQuery(state: Readonly<IdeasFilterState>): string {
  const changed: FilterState = {};
  for (const [field, value] of Object.entries(state)) {
    const fallback = IDEAS_FILTER_DEFAULTS[field];
    const same =
      Array.isArray(value) && Array.isArray(fallback)
        ? value.length === 0 && fallback.length === 0
        : value === fallback;
    if (!same) changed[field] = value;
  }
  return serializeFilterState(changed);
}
