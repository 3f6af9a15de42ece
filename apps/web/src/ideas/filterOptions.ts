import type { IdeasFilterOptions } from '@investradar/ui';
import {
  IDEAS_FILTER_DEFAULTS,
  ideaAssetTypes,
  ideaGrowthFactors,
  serializeFilterState,
  type FilterState,
  type IdeasFilterState,
} from '@investradar/ui/domain';
import { IDEA_ASSET_TITLES, IDEA_GROWTH_FACTOR_TITLES } from './titles';

/** Option lists of the feed's filters (the API's vocabularies with Russian titles); brokers come from the rating. */
export function ideasFilterOptions(brokers: readonly { id: number; name: string }[]): IdeasFilterOptions {
  return {
    assets: ideaAssetTypes.map((value) => ({ value, label: IDEA_ASSET_TITLES[value] })),
    statuses: [
      { value: 'active', label: 'Открытые' },
      { value: 'closed', label: 'Закрытые' },
      { value: 'all', label: 'Все' },
    ],
    potentialYields: [
      { value: 10, label: 'от 10 %' },
      { value: 20, label: 'от 20 %' },
      { value: 50, label: 'от 50 %' },
    ],
    brokers: brokers.map((broker) => ({ value: broker.id, label: broker.name })),
    horizons: [
      { value: 30, label: 'До месяца' },
      { value: 90, label: '1–3 месяца' },
      { value: 180, label: '3–6 месяцев' },
      { value: 365, label: '6–12 месяцев' },
      { value: 730, label: '1–2 года' },
    ],
    currencies: [
      { value: 'RUB', label: 'Рубли' },
      { value: 'USD', label: 'Доллары' },
    ],
    growthFactors: ideaGrowthFactors.map((value) => ({ value, label: IDEA_GROWTH_FACTOR_TITLES[value] })),
    minRatings: [
      { value: '', label: 'Любой' },
      { value: '50', label: 'от 50' },
      { value: '60', label: 'от 60' },
      { value: '70', label: 'от 70' },
    ],
    periods: [
      { value: '', label: 'За всё время' },
      { value: '1m', label: 'За месяц' },
      { value: '3m', label: 'За 3 месяца' },
      { value: '1y', label: 'За год' },
    ],
    sorts: [
      { value: 'date:desc', label: 'Сначала новые' },
      { value: 'date:asc', label: 'Сначала старые' },
      { value: 'potential_yield:desc', label: 'По потенциалу' },
      { value: 'horizon:asc', label: 'По горизонту' },
    ],
  };
}

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
