import type { IdeasFilterOptions } from '@investradar/ui';
import { IDEA_ASSET_TITLES, IDEA_GROWTH_FACTOR_TITLES, ideaAssetTypes, ideaGrowthFactors } from '@investradar/ui/domain';

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
