export { SavedFilters, SAVED_FILTERS_PERMISSION } from './SavedFilters';
export type { SavedFilterErrors, SavedFilterItem, SavedFiltersProps } from './SavedFilters';
