/** Russian interface texts of TelegramPlans, keyed by what they are (the pages area's shared ones: ../messages.ts). */
// Imported as a namespace (`import * as telegramPlansMessages from …`): each text is its own export, so a screen
// bundles only the texts it reads and a minifier shortens their names.
export const telegramNewIdeas = 'Новые идеи брокеров в момент публикации';
export const telegramPortfolioEvents = 'События Вашего портфеля: цель достигнута, идея закрыта';
export const telegramWeeklySummary = 'Итоги недели и результаты ставок';
export const telegramLead =
  'Идеи, сделки инсайдеров и события портфеля — сообщением в мессенджер, как только они появились.';
export const botInYourPro = 'Бот уже входит в Ваш PRO';
export const botInYourProText =
  'Отдельная подписка не нужна: все уведомления бота доступны, пока действует PRO доступ.';
export const firstWeeksFree = (weeks: number) => `Первые ${weeks} недели — бесплатно`;
export const botTrialPrefix = 'На бесплатном тарифе бот работает ';
export const botTrialSuffix =
  ' недели. Чтобы получать уведомления дальше, выберите подписку на бота или PRO, в который бот входит.';
export const botSubscription = 'Подписка на бота';
export const botForPrefix = 'Бот на ';
export const botPlanPrice = (cost: string, period: string) => `${cost} за ${period}, `;
export const autoRenewal = 'продление автоматически';
export const connectBotFor = (period: string) => `Подключить бота на ${period}`;
export const botInPro = 'Бот в составе PRO';
export const botInProText =
  'Бот включен во все тарифы PRO вместе с расширенным поиском, полным радаром инсайдеров и статистикой аналитиков.';
export const allPlans = 'Все тарифы';
export const compareWithPro = 'Сравнить с PRO';
// Page head (PageMeta of the app)
export const telegramPlansTitle = 'Тарифы Telegram-бота';
export const telegramPlansDescription =
  'Подписка на Telegram-бот Инвестрадара: новые идеи, сделки инсайдеров и события портфеля сообщением. В PRO бот уже включен.';
