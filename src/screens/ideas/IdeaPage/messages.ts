/** Russian interface texts of IdeaPage, keyed by what they are (the area's shared ones: ../messages.ts). */
// Imported as a namespace: each text is its own export, and the screen's folder keeps its own texts so that
// a page loads only the texts it shows.
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
export const leagueBetLead = 'Поставьте монеты на исход идеи: верный прогноз вернет ставку ×1,8.';
export const leagueBetClosed = 'Идея закрыта, ставки больше не принимаются.';
export const yourBet = (choice: string) =>
  `Ваша ставка: «${choice}». Результат появится в разделе «Мои ставки», когда идея закроется.`;
export const ideaDescription = (source: string, company: string, ticker: string, target: string, horizon: string) =>
  `Инвестидея ${source} по акции ${company} (${ticker}): ${target}, горизонт до ${horizon}. Статус, график цены, история и голосование.`;
export const premiumIdea = 'премиум-идея';
export const targetOf = (price: string) => `цель ${price}`;
// Also in ../messages.ts (the idea card's and the feed's); kept here so the idea page does not load the
// area's shared texts.
export const premiumBadge = 'Премиум';
export const currentPrice = 'Текущая цена';
export const horizonUntilPrefix = 'до ';
export const believe = 'Верю ';
export const notBelieve = 'Не верю ';
export const inPortfolio = 'В портфеле';
export const addToPortfolio = 'В портфель';
export const betPlaced = 'Ставка сделана';
export const averageReturn = 'Средняя доходность';
export const ratingTitle = 'Рейтинг аналитиков';
export const independentAnalyst = 'Независимый аналитик';
