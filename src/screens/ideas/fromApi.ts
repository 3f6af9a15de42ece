import {
  IDEA_ASSET_TITLES,
  IDEA_GROWTH_FACTOR_TITLES,
  ideaAssetTypes,
  ideaGrowthFactors,
  type IdeaViewAnswer,
} from '../../domain';
import type { IdeaSummary, IdeasFilterOptions, IdeaVote } from './model';
import * as ideasMessages from './messages';

/** The viewer's vote and the counts to show (the server's, or a guest's local vote added). */
export type IdeaVoteCounts = { vote: IdeaVote | null; likes: number; dislikes: number };

/** The API's idea (GET /api/ideas, /api/stocks/{ticker}) as the idea card shows it. */
export function toIdeaSummary(idea: IdeaViewAnswer, votes?: IdeaVoteCounts): IdeaSummary {
  return {
    id: idea.id,
    name: idea.name,
    href: idea.link,
    ticker: idea.ticker,
    companyName: idea.company_name,
    broker: idea.broker ?? { id: 0, name: ideasMessages.independentAnalyst },
    analyst: idea.analyst,
    currency: idea.currency,
    startPrice: idea.start_price,
    targetPrice: idea.target_price ?? 0,
    locked: idea.target_price === null,
    currentPrice: idea.close_price ?? idea.current_price,
    potentialYield: idea.potential_yield,
    horizonDate: idea.horizon_at,
    publishedAt: idea.opened_at,
    status: idea.status,
    result: idea.return_pct,
    believeCount: votes?.likes ?? idea.likes_count,
    notBelieveCount: votes?.dislikes ?? idea.dislikes_count,
    premium: idea.premium,
  };
}

/** Option lists of the feed's filters: the API's vocabularies with their Russian titles; brokers from the rating. */
export function ideasFilterOptions(brokers: readonly { id: number; name: string }[]): IdeasFilterOptions {
  return {
    assets: ideaAssetTypes.map((value) => ({ value, label: IDEA_ASSET_TITLES[value] })),
    statuses: [
      { value: 'active', label: ideasMessages.statusOpen },
      { value: 'closed', label: ideasMessages.statusClosed },
      { value: 'all', label: ideasMessages.statusAll },
    ],
    potentialYields: [10, 20, 50].map((value) => ({ value, label: ideasMessages.fromPercent(value) })),
    brokers: brokers.map((broker) => ({ value: broker.id, label: broker.name })),
    horizons: [
      { value: 30, label: ideasMessages.horizonMonth },
      { value: 90, label: ideasMessages.horizonQuarter },
      { value: 180, label: ideasMessages.horizonHalfYear },
      { value: 365, label: ideasMessages.horizonYear },
      { value: 730, label: ideasMessages.horizonTwoYears },
    ],
    currencies: [
      { value: 'RUB', label: ideasMessages.currencyRub },
      { value: 'USD', label: ideasMessages.currencyUsd },
    ],
    growthFactors: ideaGrowthFactors.map((value) => ({ value, label: IDEA_GROWTH_FACTOR_TITLES[value] })),
    minRatings: [
      { value: '', label: ideasMessages.anyRating },
      ...[50, 60, 70].map((value) => ({ value: String(value), label: ideasMessages.fromValue(value) })),
    ],
    periods: [
      { value: '', label: ideasMessages.periodAllTime },
      { value: '1m', label: ideasMessages.periodLastMonth },
      { value: '3m', label: ideasMessages.periodLastQuarter },
      { value: '1y', label: ideasMessages.periodLastYear },
    ],
    sorts: [
      { value: 'date:desc', label: ideasMessages.sortNewest },
      { value: 'date:asc', label: ideasMessages.sortOldest },
      { value: 'potential_yield:desc', label: ideasMessages.sortPotential },
      { value: 'horizon:asc', label: ideasMessages.sortHorizon },
    ],
  };
}
