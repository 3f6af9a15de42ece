/** Russian interface texts of IdeasFeed, keyed by what they are (the area's shared ones: ../messages.ts). */
// Imported as a namespace: each text is its own export, and the screen's folder keeps its own texts so that
// a page loads only the texts it shows.
// Page head (PageMeta of the app): / (the home page) and /ideas
export const homeTitle = 'Инвестиционные идеи брокеров и аналитиков';
export const feedDescription =
  'Лента инвестиционных идей брокеров и аналитиков: целевые цены, потенциальная доходность и горизонт, фильтры по статусу, брокеру и типу актива, голосование «Верю» и «Не верю».';
