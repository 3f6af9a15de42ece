/** Russian interface texts shared by several pages screens; each screen keeps its own in its folder's messages.ts, so one page loads only its texts. */
// Imported as a namespace (`import * as pagesMessages from …`): each text is its own export, so a screen
// bundles only the texts it reads and a minifier shortens their names.
export const botInTelegram = 'Бот в Telegram';
export const openBot = 'Открыть бота';
export const insiderDealsOnDisclosure = 'Сделки инсайдеров в день раскрытия';
export const plans = 'Тарифы';
export const connect = 'Подключить';
export const perMonth = 'в месяц';
