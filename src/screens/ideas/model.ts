/**
 * View models of the ideas feed and the forecasters rating. The spec (§3) gives no entity for an
 * idea or an analyst beyond the filter state and the permission keys, so the screens describe what
 * they show here; the domain may adopt these shapes later.
 */

/** Life cycle of an idea as the feed shows it. */
export const ideaStatuses = ['open', 'target_reached', 'closed_profit', 'closed_loss', 'expired'] as const;
export type IdeaStatus = (typeof ideaStatuses)[number];

export const ideaStatusLabels: Record<IdeaStatus, string> = {
  open: 'Открыта',
  target_reached: 'Цель достигнута',
  closed_profit: 'Закрыта с прибылью',
  closed_loss: 'Закрыта с убытком',
  expired: 'Срок истёк',
};

/** Badge tone of each status (a vocabulary of the Badge primitive). */
export const ideaStatusTones = {
  open: 'brand',
  target_reached: 'success',
  closed_profit: 'success',
  closed_loss: 'danger',
  expired: 'neutral',
} as const satisfies Record<IdeaStatus, 'brand' | 'success' | 'danger' | 'neutral'>;

/** A vote on an idea: the spec's bet values 'believe' and 'notbelieve'. */
export const ideaVotes = ['believe', 'notbelieve'] as const;
export type IdeaVote = (typeof ideaVotes)[number];

export const ideaCurrencies = ['RUB', 'USD'] as const;
export type IdeaCurrency = (typeof ideaCurrencies)[number];

export interface IdeaSummary {
  id: number;
  /** Title of the idea, e.g. 'Сбербанк: ставка на рекордные дивиденды'. */
  name: string;
  /** Page of the idea. */
  href: string;
  ticker: string;
  companyName: string;
  broker: { id: number; name: string };
  /** The analyst who published it; null when the broker does not name one. */
  analyst: { id: number; name: string } | null;
  currency: IdeaCurrency;
  /** Price when the idea was published. */
  startPrice: number;
  targetPrice: number;
  currentPrice: number;
  /** Potential yield in percent from the current price to the target, as the server computes it. */
  potentialYield: number;
  /** ISO date by which the target should be reached. */
  horizonDate: string;
  /** ISO date of publication. */
  publishedAt: string;
  status: IdeaStatus;
  believeCount: number;
  notBelieveCount: number;
  /** A paid premium idea (PRO users get the spec's 20% discount). */
  premium?: boolean;
  /** A premium idea the viewer has not bought: its target is hidden (targetPrice is not shown). */
  locked?: boolean;
  /** Final result in percent of a closed idea, in its direction (the API's return_pct); else computed from prices. */
  result?: number;
}

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
  /** Average return of closed ideas, percent. */
  averageReturn: number;
  ideasCount: number;
  /** Ideas still open; not shown when unknown. */
  openIdeasCount?: number;
  /** Page of the forecaster; the name is plain text when empty. */
  href: string;
}
