/** Russian interface texts of the portfolio screens, keyed by what they are; the components read them from here. */
export const portfolioMessages = {
  // PortfolioIdea
  removeIdea: (name: string) => `Убрать из портфеля: ${name}`,
  remove: 'Убрать',
  openingPrice: 'Цена открытия',
  currentPrice: 'Текущая',
  // PortfolioPage
  ideaForms: { one: 'идеи', few: 'идей', many: 'идей' },
  title: 'Портфель идей',
  guestTitle: 'Соберите свой портфель идей',
  guestText: 'Добавляйте идеи брокеров в портфель и получайте уведомления, когда идея достигает цели, закрывается или у нее меняется целевая цена. Портфель доступен после входа.',
  proOnly: 'Портфель идей с уведомлениями о событиях входит в PRO доступ.',
  ideasCountPrefix: 'Идей в портфеле: ',
  ofSeparator: ' из ',
  onFreePlanSuffix: ' на бесплатном тарифе',
  stillEmpty: 'Пока пусто',
  averagePotential: 'Средний потенциал открытых идей:',
  limitReachedTitle: 'В портфеле максимум идей для бесплатного тарифа',
  limitReachedPrefix: 'На бесплатном тарифе в портфеле может быть не больше ',
  limitReachedSuffix: '. С PRO портфель не ограничен — добавляйте сколько угодно идей и получайте уведомления по каждой.',
  emptyTitle: 'В портфеле пока нет идей',
  goToIdeas: 'Перейти к идеям',
  emptyText: 'Добавляйте идеи из ленты кнопкой «В портфель» — мы сообщим, когда идея достигнет цели или закроется.',
  // PortfolioUpdates
  updates: 'Обновления',
  newSuffix: ' новых',
  noUpdates: 'Событий по идеям портфеля пока не было.',
  withProfit: 'С прибылью',
  withLoss: 'С убытком',
} as const;
