/** Russian interface texts of the ideas screens, keyed by what they are; the components read them from here. */
// Imported as a namespace (`import * as ideasMessages from …`): each text is its own export, so a screen
// bundles only the texts it reads and a minifier shortens their names.
// BestForecasters
export const availableInPro = 'доступно в PRO';
export const brokerHeader = 'Брокер';
export const analystHeader = 'Аналитик';
export const successfulIdeasHeader = 'Успешные идеи';
export const averageYieldHeader = 'Средняя доходность';
export const ideasHeader = 'Идей';
export const openIdeasSuffix = ' откр.';
export const ratingCaption = 'Рейтинг аналитиков по успешности идей';
export const ratingEmpty = 'В рейтинге пока нет аналитиков с закрытыми идеями.';
export const ratingTitle = 'Рейтинг аналитиков';
export const ratingLead =
  'Кто из аналитиков брокеров чаще достигает целевых цен. Учитываются закрытые идеи: успешная — цель достигнута в срок.';
export const fullStatsTitle = 'Полная статистика аналитиков — в PRO';
export const openFullStats = 'Открыть полную статистику';
export const freeStatsPrefix = 'Бесплатно видна успешность первых ';
export const analystForms = { one: 'аналитика', few: 'аналитиков', many: 'аналитиков' } as const;
export const freeStatsSuffix = '. В PRO — успешность и средняя доходность всех аналитиков и число их открытых идей.';
export const hiddenInPro = (count: string) => ` Ещё ${count} в рейтинге — в PRO.`;
export const ratingPeriod = 'Период рейтинга';
export const ratingUpdatedDaily = 'в рейтинге. Статистика обновляется раз в сутки.';
// IdeaCard
export const premiumBadge = 'Премиум';
export const currentPrice = 'Текущая цена';
export const inPremiumIdea = 'В премиум-идее';
export const horizonUntilPrefix = 'до ';
export const forecastsClosed = 'Прогнозы закрыты';
export const believe = 'Верю ';
export const notBelieve = 'Не верю ';
export const betPlaced = 'Ставка сделана';
export const inPortfolio = 'В портфеле';
export const addToPortfolio = 'В портфель';
// IdeasFeed
export const feedTitle = 'Инвестиционные идеи';
export const feedLead = 'Идеи брокеров и аналитиков с целевой ценой, сроком и потенциальной доходностью.';
export const filtersRegion = 'Фильтры идей';
export const searchingIdeas = 'Ищем идеи…';
// IdeasFeed, IdeasFilters
export const filters = 'Фильтры';
// IdeasFeed
export const showPrefix = 'Показать ';
export const loadingIdeas = 'Загружаем идеи…';
export const emptyTitle = 'Идей по выбранным фильтрам не найдено';
export const emptyText = 'Попробуйте расширить условия: выбрать больше брокеров или другой горизонт.';
export const resetFilters = 'Сбросить фильтры';
export const viewAnalystRating = 'Посмотреть рейтинг аналитиков';
export const pagination = 'Страницы идей';
// IdeasFilters
export const afterRegistration = 'После регистрации';
export const reset = 'Сбросить';
export const filtersChanged = (count: number) => `Изменено фильтров: ${count}`;
export const defaultFilters = 'Фильтры по умолчанию';
// IdeasFeed: one analyst's ideas (a name in the rating)
export const analystIdeasPrefix = 'Идеи аналитика ';
export const analystNumber = (id: number) => `№ ${id}`;
export const allIdeas = 'Все идеи';
// Page heads (PageMeta of the app): /, /ideas, /rating
export const homeTitle = 'Инвестиционные идеи брокеров и аналитиков';
export const feedDescription =
  'Лента инвестиционных идей брокеров и аналитиков: целевые цены, потенциальная доходность и горизонт, фильтры по статусу, брокеру и типу актива, голосование «Верю» и «Не верю».';
export const ratingDescription =
  'Рейтинг аналитиков и брокеров по успешности инвестиционных идей за месяц, квартал, год и всё время: доля идей, достигших цели, и средняя доходность.';
// RatingPage
export const periodMonth = 'Месяц';
export const periodQuarter = '3 месяца';
export const periodYear = 'Год';
export const periodAll = 'Всё время';
export const kindAnalysts = 'Аналитики';
export const kindBrokers = 'Брокеры';
export const whomToShow = 'Кого показывать';
export const ratingPagination = 'Страницы рейтинга';
// Filter options of the feed (ideasFilterOptions)
export const statusOpen = 'Открытые';
export const statusClosed = 'Закрытые';
export const statusAll = 'Все';
export const fromPercent = (value: number) => `от ${value} %`;
export const fromValue = (value: number) => `от ${value}`;
export const horizonMonth = 'До месяца';
export const horizonQuarter = '1–3 месяца';
export const horizonHalfYear = '3–6 месяцев';
export const horizonYear = '6–12 месяцев';
export const horizonTwoYears = '1–2 года';
export const currencyRub = 'Рубли';
export const currencyUsd = 'Доллары';
export const anyRating = 'Любой';
export const periodAllTime = 'За всё время';
export const periodLastMonth = 'За месяц';
export const periodLastQuarter = 'За 3 месяца';
export const periodLastYear = 'За год';
export const sortNewest = 'Сначала новые';
export const sortOldest = 'Сначала старые';
export const sortPotential = 'По потенциалу';
export const sortHorizon = 'По горизонту';
// toIdeaSummary: an idea without a broker
export const independentAnalyst = 'Независимый аналитик';
// Notices of the app's ideas actions
export const ideaNotFound = 'Идея не найдена';
// PriceChart
export const chartPrice = 'Цена';
export const chartSinceOpening = 'Цена с открытия идеи';
export const chartPointsCaption = 'Цены идеи по датам';
export const chartEvent = 'Событие';
// IdeaPage
export const breadcrumbs = 'Навигационная цепочка';
export const crumbIdeas = 'Идеи';
export const directionLong = 'Рост';
export const directionShort = 'Падение';
export const openedOn = ' · открыта ';
export const startPrice = 'Цена открытия';
export const closePrice = 'Цена закрытия';
export const targetInPremium = 'в премиум-идее';
export const resultNow = 'Результат сейчас';
export const priceDynamics = 'Динамика цены';
export const pointOpening = 'Открытие';
export const pointLastPrice = 'Последняя цена';
export const aboutIdea = 'Об идее';
export const lockedDescription = 'Целевая цена и описание премиум-идеи открываются после покупки.';
export const assetType = 'Тип актива';
export const risk = 'Риск';
export const forIis = 'Для ИИС';
export const yes = 'Да';
export const no = 'Нет';
export const growthFactors = 'Факторы роста';
export const statusHistory = 'История статусов';
export const actionsAndAnalyst = 'Действия и аналитик';
export const voteQuestion = 'Верите, что цель будет достигнута в срок?';
export const votesClosed = 'Идея закрыта, прогнозы больше не принимаются.';
export const analystOf = (broker: string) => `Аналитик, ${broker}`;
export const brokerRole = 'Брокер';
export const ratingPlace = 'Место в рейтинге';
export const closedIdeas = 'Закрытых идей';
export const successfulIdeas = 'Успешных';
export const inPro = 'в PRO';
export const noRecord = 'У аналитика пока нет закрытых идей в рейтинге.';
export const limitedRecord = 'Полная статистика аналитика — в PRO.';
export const leagueBet = 'Ставка в лиге';
export const leagueBetLead = 'Поставьте инвесткоины на исход идеи: верный прогноз вернет ставку ×1,8.';
export const leagueBetClosed = 'Идея закрыта, ставки больше не принимаются.';
export const yourBet = (choice: string) =>
  `Ваша ставка: «${choice}». Результат появится в разделе «Мои ставки», когда идея закроется.`;
export const ideaDescription = (source: string, company: string, ticker: string, target: string, horizon: string) =>
  `Инвестидея ${source} по акции ${company} (${ticker}): ${target}, горизонт до ${horizon}. Статус, график цены, история и голосование.`;
export const premiumIdea = 'премиум-идея';
export const targetOf = (price: string) => `цель ${price}`;
// StockPage
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
