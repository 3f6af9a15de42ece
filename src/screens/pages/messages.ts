/** Russian interface texts shared by several pages screens; each screen keeps its own in its folder's messages.ts, so one page loads only its texts. */
export const pagesMessages = {
  botInTelegram: 'Бот в Telegram',
  openBot: 'Открыть бота',
  insiderDealsOnDisclosure: 'Сделки инсайдеров в день раскрытия',
  plans: 'Тарифы',
  connect: 'Подключить',
  perMonth: 'в месяц',
} as const;
