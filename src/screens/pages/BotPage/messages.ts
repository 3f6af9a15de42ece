/** Russian interface texts of BotPage, keyed by what they are (the pages area's shared ones: ../messages.ts). */
// Imported as a namespace (`import * as botPageMessages from …`): each text is its own export, so a screen
// bundles only the texts it reads and a minifier shortens their names.
export const botNewIdeas = 'Новые идеи';
export const botNewIdeasText =
  'Сообщение в момент публикации идеи: тикер, целевая цена, срок и потенциальная доходность.';
export const botInsiderDealsText = 'Крупные покупки и продажи руководителей компаний в день раскрытия.';
export const botPortfolioEventsText = 'Идея достигла цели, закрыта или у нее изменилась целевая цена.';
export const botWeeklySummary = 'Итоги недели';
export const botWeeklySummaryText = 'Короткий обзор лучших идей и результатов Ваших ставок в конкурсе.';
export const botStep1 = 'Нажмите «Открыть бота» — бот откроется в Telegram.';
export const botStep2 = 'Нажмите «Старт» в чате с ботом.';
export const botStep3 = 'Бот пришлет ссылку для привязки аккаунта — откройте ее, и уведомления начнут приходить.';
export const botIncludedTitle = 'Бот включен в Ваш тариф';
export const botIncludedText = 'Все уведомления бота доступны без доплаты, пока действует PRO доступ.';
export const botTrialTitle = (weeks: number) => `${weeks} недели бесплатно`;
export const botTrialText = (weeks: number) =>
  `На бесплатном тарифе бот работает ${weeks} недели. Дальше — отдельная подписка на бота или PRO, в который бот уже входит.`;
export const accountNeededTitle = 'Нужен аккаунт';
export const accountNeededText = (weeks: number) =>
  `Бот присылает уведомления по Вашему аккаунту. Зарегистрируйтесь — и ${weeks} недели бот работает бесплатно.`;
export const inMessengerSuffix = ' в мессенджере';
export const botLead =
  'Бот присылает новые идеи, сделки инсайдеров и события Вашего портфеля сразу, как они появляются, — не нужно заходить на сайт.';
export const botPlans = 'Тарифы бота';
export const botAlreadyConnected = 'Бот уже подключен к Вашему аккаунту.';
export const whatBotSends = 'Что присылает бот';
export const howToConnect = 'Как подключить';
// Page head (PageMeta of the app)
export const botTitle = 'Telegram-бот';
export const botDescription =
  'Telegram-бот Инвестрадара: новые инвестиционные идеи, закрытия идей и сделки инсайдеров приходят сообщением, как только появляются.';
