/** Russian interface texts of StockPage, keyed by what they are (the area's shared ones: ../messages.ts). */
// Imported as a namespace: each text is its own export, and the screen's folder keeps its own texts so that
// a page loads only the texts it shows.
export const stockTitle = (name: string, ticker: string) => `${name} (${ticker}): идеи и прогнозы`;
export const stockDescription = (name: string, ticker: string) =>
  `Акция ${name} (${ticker}): последняя цена, консенсус-прогноз аналитиков, открытые и закрытые инвестиционные идеи, последние сделки инсайдеров.`;
export const lastPrice = 'Последняя цена';
export const onDate = (date: string) => `на ${date}`;
export const consensusTarget = 'Консенсус-цель';
export const ideasCount = 'Идей';
export const dealsCount = 'Сделок инсайдеров';
export const consensusNote = (ideas: string) =>
  `Консенсус — средняя цель открытых идей без премиум-идей, учтено: ${ideas}.`;
export const noConsensus = 'Консенсус-прогноза нет: нет открытых идей с известной целью.';
export const yearOfPrices = 'Цена за год';
export const yearAgo = 'Год назад';
export const consensus = 'Консенсус';
export const onDay = 'на';
export const openIdeas = 'Открытые идеи';
export const closedIdeasTitle = 'Закрытые идеи';
export const noOpenIdeas = 'Открытых идей по этой акции сейчас нет.';
export const noClosedIdeas = 'Закрытых идей пока нет.';
export const noDeals = 'Сделок инсайдеров пока не было.';
export const dealsCaption = 'Последние сделки инсайдеров по акции';
export const insider = 'Инсайдер';
export const deal = 'Сделка';
export const shares = 'Акций';
export const dealBuy = 'Покупка';
export const dealSell = 'Продажа';
export const dealOther = 'Прочее';
export const allStockDeals = (ticker: string) => `Все сделки инсайдеров по акции ${ticker}`;
export const closedIdeasCaption = 'Закрытые идеи по акции';
export const idea = 'Идея';
export const source = 'Источник';
export const published = 'Опубликована';
export const closedIdeasPages = 'Страницы закрытых идей';
export const latestShown = (shown: string, total: string) => `Показаны последние ${shown} из ${total}.`;
