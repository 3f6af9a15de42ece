import { IDEA_ASSET_TITLES, IDEA_GROWTH_FACTOR_TITLES, ideaAssetTypes, ideaGrowthFactors } from '../../../domain';
import type { IdeasFilterOptions } from '../model';
import * as optionsMessages from './messages';

/** Option lists of the feed's filters: the API's vocabularies with their Russian titles; brokers from the rating. */
export function ideasFilterOptions(brokers: readonly { id: number; name: string }[]): IdeasFilterOptions {
  return {
    assets: ideaAssetTypes.map((value) => ({ value, label: IDEA_ASSET_TITLES[value] })),
    statuses: [
      { value: 'active', label: optionsMessages.statusOpen },
      { value: 'closed', label: optionsMessages.statusClosed },
      { value: 'all', label: optionsMessages.statusAll },
    ],
    potentialYields: [10, 20, 50].map((value) => ({ value, label: optionsMessages.fromPercent(value) })),
    brokers: brokers.map((broker) => ({ value: broker.id, label: broker.name })),
    horizons: [
      { value: 30, label: optionsMessages.horizonMonth },
      { value: 90, label: optionsMessages.horizonQuarter },
      { value: 180, label: optionsMessages.horizonHalfYear },
      { value: 365, label: optionsMessages.horizonYear },
      { value: 730, label: optionsMessages.horizonTwoYears },
    ],
    currencies: [
      { value: 'RUB', label: optionsMessages.currencyRub },
      { value: 'USD', label: optionsMessages.currencyUsd },
    ],
    growthFactors: ideaGrowthFactors.map((value) => ({ value, label: IDEA_GROWTH_FACTOR_TITLES[value] })),
    minRatings: [
      { value: '', label: optionsMessages.anyRating },
      ...[50, 60, 70].map((value) => ({ value: String(value), label: optionsMessages.fromValue(value) })),
    ],
    periods: [
      { value: '', label: optionsMessages.periodAllTime },
      { value: '1m', label: optionsMessages.periodLastMonth },
      { value: '3m', label: optionsMessages.periodLastQuarter },
      { value: '1y', label: optionsMessages.periodLastYear },
    ],
    sorts: [
      { value: 'date:desc', label: optionsMessages.sortNewest },
      { value: 'date:asc', label: optionsMessages.sortOldest },
      { value: 'potential_yield:desc', label: optionsMessages.sortPotential },
      { value: 'horizon:asc', label: optionsMessages.sortHorizon },
    ],
  };
}
