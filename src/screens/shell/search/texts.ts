import { DEAL_FORMS, IDEA_FORMS, MESSAGES, type PluralForms } from '../../../domain';

/**
 * Texts of the search screens. The spec's and shared ones come from the domain's MESSAGES; the
 * few below are not in the domain yet (candidates to move there).
 */
export const SEARCH_TEXTS = {
  placeholder: MESSAGES.searchPlaceholder,
  nothingFound: MESSAGES.nothingFound,
  nothingFoundHint: MESSAGES.nothingFoundHint,
  stocks: MESSAGES.searchStocks,
  insiders: MESSAGES.searchInsiders,
  open: MESSAGES.searchOpen,
  close: MESSAGES.searchClose,
  label: 'Поиск',
  clear: 'Очистить запрос',
  searching: 'Ищем…',
  results: 'Результаты поиска',
  hints: [
    'Проверьте раскладку клавиатуры и опечатки',
    'Введите тикер, например SBER или GAZP',
    'Для инсайдера укажите фамилию',
  ],
} as const;

export const SEARCH_FORMS = {
  ideas: IDEA_FORMS,
  deals: DEAL_FORMS,
  insiderDeals: { one: 'сделка инсайдеров', few: 'сделки инсайдеров', many: 'сделок инсайдеров' },
  stocks: { one: 'акция', few: 'акции', many: 'акций' },
  insiders: { one: 'инсайдер', few: 'инсайдера', many: 'инсайдеров' },
} satisfies Record<string, PluralForms>;
