export { IdeaCard } from './IdeaCard';
export type { IdeaCardProps } from './IdeaCard';
export { ideaStatuses, ideaStatusLabels, ideaStatusTones, ideaVotes, ideaCurrencies } from './model';
export type {
  FilterOption,
  Forecaster,
  IdeaCurrency,
  IdeaStatus,
  IdeaSummary,
  IdeaVote,
  IdeasFilterOptions,
} from './model';
export { BestForecasters, OPEN_FORECASTER_ROWS } from './BestForecasters';
export type { BestForecastersProps } from './BestForecasters';
export { IdeasFilters, IDEAS_FILTER_GROUPS, ideaFilterLock, ideaFilterPermission } from './IdeasFilters';
export type { FilterLock, IdeasFilterField, IdeasFilterGroup, IdeasFiltersProps } from './IdeasFilters';
export { IdeasFeed } from './IdeasFeed';
export type { IdeasFeedProps } from './IdeasFeed';
