/** Russian interface texts shared by several pages screens; each screen keeps its own in its folder's messages.ts, so one page loads only its texts. */
// Imported as a namespace (`import * as pagesMessages from …`): each text is its own export, so a screen
// bundles only the texts it reads and a minifier shortens their names.
export const botInTelegram = 'Бот в Telegram';
export const openBot = 'Открыть бота';
export const insiderDealsOnDisclosure = 'Сделки инсайдеров в день раскрытия';
export const plans = 'Тарифы';
export const connect = 'Подключить';
export const perMonth = 'в месяц';
// Page heads (PageMeta of the app)
export const plansDescription =
  'Тарифы Инвестрадара: бесплатный доступ, PRO на 1, 3 или 12 месяцев и PRO навсегда — идеи брокеров, радар инсайдеров и рейтинг аналитиков без ограничений.';
export const telegramPlansTitle = 'Тарифы Telegram-бота';
export const telegramPlansDescription =
  'Подписка на Telegram-бот Инвестрадара: новые идеи, сделки инсайдеров и события портфеля сообщением. В PRO бот уже включен.';
export const termsTitle = 'Публичная оферта';
export const termsDescription =
  'Публичная оферта Инвестрадара: условия доступа к сервису, тарифы и оплата, автопродление и отмена подписки, инвесткоины и призы, реквизиты исполнителя.';
export const botTitle = 'Telegram-бот';
export const botDescription =
  'Telegram-бот Инвестрадара: новые инвестиционные идеи, закрытия идей и сделки инсайдеров приходят сообщением, как только появляются.';
export const leagueTitle = 'Лига инвестидей: правила и рейтинг';
export const leagueDescription =
  'Конкурс прогнозов Инвестрадара: ставьте инвесткоины на идеи аналитиков, выигрывайте за верный прогноз и обменивайте монеты на PRO и призы.';
/** The {product} of /konkurs-liga-{product} as its rules name it («Лига инвестидей»). */
export const leagueProductTitle = 'инвестидей';
// CheckoutPlanNotFound
export const choosePlan = 'Выбрать тариф';
