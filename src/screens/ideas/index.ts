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
export { SavedFilters, SAVED_FILTERS_PERMISSION } from './SavedFilters';
export type { SavedFilterErrors, SavedFilterItem, SavedFiltersProps } from './SavedFilters';
export { IdeasFeed } from './IdeasFeed';
export type { IdeasFeedProps } from './IdeasFeed';
export { IdeaPage, ideaPricePoints } from './IdeaPage';
export type { IdeaAnalystRecord, IdeaPageProps, IdeaVotes } from './IdeaPage';
export { StockPage } from './StockPage';
export type { StockInsiderDeal, StockPageProps } from './StockPage';
export { RatingPage, RATING_PERIODS, ratingKinds } from './RatingPage';
export type { RatingKind, RatingPageProps } from './RatingPage';
export { PriceChart } from './PriceChart';
export type { PriceChartProps, PriceClose, PricePoint } from './PriceChart';
export { toIdeaSummary } from './fromApi';
export { ideasFilterOptions } from './IdeasFilters/options';
export type { IdeaVoteCounts } from './fromApi';
export { ideasFeedHead } from './IdeasFeed/head';
export { ideaHead } from './IdeaPage/head';
export { ratingHead } from './RatingPage/head';
export { stockHead } from './StockPage/head';
export { IDEAS_NOTICES } from './notices';
