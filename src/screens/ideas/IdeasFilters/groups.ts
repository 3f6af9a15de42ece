import { checkPermission, type IdeasFilterState, type PermissionOutcome, type User } from '../../../domain';
import type { FilterOption, IdeasFilterOptions } from '../model';

export type SingleField = 'status' | 'asset' | 'min_rating' | 'period';
export type NumberListField = 'potential_yield' | 'broker_id' | 'horizon';
export type StringListField = 'currency' | 'growth_factors';

/** One group of the ideas filter panel; `field` is the filter-state field it edits. */
export type IdeasFilterGroup =
  | { kind: 'single'; field: SingleField; title: string; options: (o: IdeasFilterOptions) => FilterOption<string>[] }
  | {
      kind: 'numbers';
      field: NumberListField;
      title: string;
      options: (o: IdeasFilterOptions) => FilterOption<number>[];
    }
  | {
      kind: 'strings';
      field: StringListField;
      title: string;
      options: (o: IdeasFilterOptions) => FilterOption<string>[];
    }
  | { kind: 'flag'; field: 'iis'; title: string; label: string };

export type IdeasFilterField = IdeasFilterGroup['field'];

/** The panel's groups in display order. */
export const IDEAS_FILTER_GROUPS: readonly IdeasFilterGroup[] = [
  { kind: 'single', field: 'status', title: 'Статус идеи', options: (o) => o.statuses },
  { kind: 'single', field: 'asset', title: 'Тип актива', options: (o) => [{ value: '', label: 'Все' }, ...o.assets] },
  { kind: 'flag', field: 'iis', title: 'ИИС', label: 'Подходит для ИИС' },
  { kind: 'numbers', field: 'potential_yield', title: 'Потенциальная доходность', options: (o) => o.potentialYields },
  { kind: 'numbers', field: 'broker_id', title: 'Брокер', options: (o) => o.brokers },
  { kind: 'numbers', field: 'horizon', title: 'Горизонт', options: (o) => o.horizons },
  { kind: 'strings', field: 'currency', title: 'Валюта', options: (o) => o.currencies },
  { kind: 'strings', field: 'growth_factors', title: 'Факторы роста', options: (o) => o.growthFactors },
  { kind: 'single', field: 'min_rating', title: 'Рейтинг аналитика', options: (o) => o.minRatings },
  { kind: 'single', field: 'period', title: 'Период публикации', options: (o) => o.periods },
];

/** Permission key of a filter: ii.filters.idea.<field> (docs/product/permissions.md: ii.filters.idea.asset, .iis, other ii.filters.*). */
export function ideaFilterPermission(field: IdeasFilterField): string {
  return `ii.filters.idea.${field}`;
}

export type FilterLock = Exclude<PermissionOutcome, { kind: 'proceed' }>;

/** What using a filter leads to for this account: null when allowed, else the spec's permission outcome. */
export function ideaFilterLock(user: User, field: IdeasFilterField): FilterLock | null {
  const outcome = checkPermission(user, ideaFilterPermission(field));
  return outcome.kind === 'proceed' ? null : outcome;
}

/** A new filter state with one field changed; the page goes back to the first. */
export function withField<F extends keyof IdeasFilterState>(
  state: IdeasFilterState,
  field: F,
  value: IdeasFilterState[F],
): IdeasFilterState {
  return { ...state, [field]: value, page: 1 };
}
