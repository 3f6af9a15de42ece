/** Russian interface texts of the partners screens, keyed by what they are; the components read them from here. */
export const partnersMessages = {
  // PartnersPage
  title: 'Партнерская программа',
  lead: 'Делитесь ссылками на Инвестрадар и получайте вознаграждение за сделки приглашенных пользователей.',
  linkBuilder: 'Конструктор ссылок',
  pageAddress: 'Адрес страницы',
  pageAddressHint: 'Вставьте ссылку на любую страницу сайта, начиная с http:// или https://',
  yourPartnerLink: 'Ваша партнерская ссылка',
  copyLink: 'Скопировать ссылку',
  statistics: 'Статистика',
  statisticsFor: (month: string) => `Статистика за ${month}`,
  previousMonth: 'Предыдущий месяц',
  nextMonth: 'Следующий месяц',
  loadingStatistics: 'Загружаем статистику…',
  noDataForMonth: 'За этот месяц данных нет.',
  total: 'Итого',
  conversion: 'Конверсия',
  visitors: 'Посетители',
  registrations: 'Регистрации',
  reward: 'Вознаграждение',
} as const;
