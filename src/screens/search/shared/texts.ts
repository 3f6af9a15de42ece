import { MESSAGES } from '../../../domain';

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
  hints: ['Проверьте раскладку клавиатуры и опечатки', 'Введите тикер, например SBER или GAZP', 'Для инсайдера укажите фамилию'],
  ideas: ['идея', 'идеи', 'идей'],
  insiderDeals: ['сделка инсайдеров', 'сделки инсайдеров', 'сделок инсайдеров'],
  deals: ['сделка', 'сделки', 'сделок'],
  foundStocks: ['акция', 'акции', 'акций'],
  foundInsiders: ['инсайдер', 'инсайдера', 'инсайдеров'],
} as const;
