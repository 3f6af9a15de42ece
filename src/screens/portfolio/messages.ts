/** Russian interface texts of the portfolio screens, keyed by what they are; the components read them from here. */
// Imported as a namespace (`import * as portfolioMessages from …`): each text is its own export, so a screen
// bundles only the texts it reads and a minifier shortens their names.
// PortfolioIdea
export const removeIdea = (name: string) => `Убрать из портфеля: ${name}`;
export const remove = 'Убрать';
export const openingPrice = 'Цена открытия';
export const currentPrice = 'Текущая';
// PortfolioPage
export const ideaForms = { one: 'идеи', few: 'идей', many: 'идей' } as const;
export const title = 'Портфель идей';
export const guestTitle = 'Соберите свой портфель идей';
export const guestText =
  'Добавляйте идеи брокеров в портфель и получайте уведомления, когда идея достигает цели, закрывается или у нее меняется целевая цена. Портфель доступен после входа.';
export const proOnly = 'Портфель идей с уведомлениями о событиях входит в PRO доступ.';
export const ideasCountPrefix = 'Идей в портфеле: ';
export const ofSeparator = ' из ';
export const onFreePlanSuffix = ' на бесплатном тарифе';
export const stillEmpty = 'Пока пусто';
export const averagePotential = 'Средний потенциал открытых идей:';
export const limitReachedTitle = 'В портфеле максимум идей для бесплатного тарифа';
export const limitReachedPrefix = 'На бесплатном тарифе в портфеле может быть не больше ';
export const limitReachedSuffix =
  '. С PRO портфель не ограничен — добавляйте сколько угодно идей и получайте уведомления по каждой.';
export const emptyTitle = 'В портфеле пока нет идей';
export const goToIdeas = 'Перейти к идеям';
export const emptyText =
  'Добавляйте идеи из ленты кнопкой «В портфель» — мы сообщим, когда идея достигнет цели или закроется.';
// PortfolioUpdates
export const updates = 'Обновления';
export const newSuffix = ' новых';
export const noUpdates = 'Событий по идеям портфеля пока не было.';
export const withProfit = 'С прибылью';
export const withLoss = 'С убытком';
