export { IdeasFilters } from './IdeasFilters';
export type { IdeasFiltersProps } from './IdeasFilters';
export { IDEAS_FILTER_GROUPS, ideaFilterLock, ideaFilterPermission } from './groups';
export type { FilterLock, IdeasFilterField, IdeasFilterGroup } from './groups';
