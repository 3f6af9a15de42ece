export { IdeaCard } from './IdeaCard';
export type { IdeaCardProps } from './IdeaCard';
export { ideaStatuses, ideaStatusLabels, ideaStatusTones, ideaVotes, ideaCurrencies } from './model';
export type { FilterOption, Forecaster, IdeaCurrency, IdeaStatus, IdeaSummary, IdeaVote, IdeasFilterOptions } from './model';
export { BestForecasters, OPEN_FORECASTER_ROWS } from './BestForecasters';
export type { BestForecastersProps } from './BestForecasters';
