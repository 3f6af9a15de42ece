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
export const ratingCaptionBrokers = 'Рейтинг брокеров по успешности идей';
export const ratingEmpty = 'В рейтинге пока нет аналитиков с закрытыми идеями.';
export const ratingEmptyBrokers = 'В рейтинге пока нет брокеров с закрытыми идеями.';
export const ratingTitle = 'Рейтинг аналитиков';
export const ratingTitleBrokers = 'Рейтинг брокеров';
export const scoreHeader = 'Балл';
export const howScoreWorks = 'Как считается балл';
export const scoreExplained =
  'Место — по баллу: это доля успешных идей с поправкой на их число. Пока закрытых идей мало, балл ближе к среднему по всем, поэтому 2 успешные идеи из 2 не обгоняют 30 из 40.';
export const scoreTooltip = (weight: string) =>
  `Балл = (успешные идеи + ${weight} × средняя доля успешных по всем) ÷ (закрытые идеи + ${weight}), в процентах. Чем больше закрытых идей, тем ближе балл к собственной доле успешных.`;
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
// toIdeaSummary: an idea without a broker
export const independentAnalyst = 'Независимый аналитик';
