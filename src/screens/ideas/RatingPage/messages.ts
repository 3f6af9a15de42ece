/** Russian interface texts of RatingPage, keyed by what they are (the area's shared ones: ../messages.ts). */
// Imported as a namespace: each text is its own export, and the screen's folder keeps its own texts so that
// a page loads only the texts it shows.
// Page head
export const ratingDescription =
  'Рейтинг аналитиков и брокеров по успешности инвестиционных идей за месяц, квартал, год и всё время: доля идей, достигших цели, и средняя доходность.';
export const periodMonth = 'Месяц';
export const periodQuarter = '3 месяца';
export const periodYear = 'Год';
export const periodAll = 'Всё время';
export const kindAnalysts = 'Аналитики';
export const kindBrokers = 'Брокеры';
export const whomToShow = 'Кого показывать';
export const ratingPagination = 'Страницы рейтинга';
