/**
 * View models of the ideas feed and the forecasters rating. The spec (docs/product/entities.md) gives no entity for an
 * idea or an analyst beyond the filter state and the permission keys, so the screens describe what
 * they show here; the domain may adopt these shapes later.
 */

export {
  ideaCurrencies,
  ideaDirections,
  ideaStatuses,
  ideaStatusLabels,
  ideaStatusTones,
  ideaVotes,
  type IdeaCurrency,
  type IdeaDirection,
  type IdeaStatus,
  type IdeaSummary,
  type IdeaVote,
} from '../shared/idea';

/** One option of a filter group: a value of the filter state and its Russian label. */
export interface FilterOption<V extends string | number = string | number> {
  value: V;
  label: string;
}

/** Option lists of the ideas filters; they come from the server together with the feed. */
export interface IdeasFilterOptions {
  assets: FilterOption<string>[];
  statuses: FilterOption<string>[];
  potentialYields: FilterOption<number>[];
  brokers: FilterOption<number>[];
  horizons: FilterOption<number>[];
  currencies: FilterOption<string>[];
  growthFactors: FilterOption<string>[];
  /** Minimum analyst rating choices (kept as given, so strings). */
  minRatings: FilterOption<string>[];
  /** Publication period choices ('' = all time). */
  periods: FilterOption<string>[];
  /** Sort choices; the value is `${sort_by}:${sort_order}`. */
  sorts: FilterOption<string>[];
}

export interface Forecaster {
  id: number;
  place: number;
  name: string;
  broker: string;
  /** Share of closed ideas that reached the target, percent. */
  successRate: number;
  /**
   * The rating's score, 0…100, which sets the place: the success rate corrected for the number of closed ideas
   * (few ideas sit near the mean of all forecasters; the API's `score`). Not shown when unknown.
   */
  score?: number;
  /** Average return of closed ideas, percent. */
  averageReturn: number;
  ideasCount: number;
  /** Ideas still open; not shown when unknown. */
  openIdeasCount?: number;
  /** Page of the forecaster; the name is plain text when empty. */
  href: string;
}
