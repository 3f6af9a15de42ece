/** Russian interface texts of the partners screens, keyed by what they are; the components read them from here. */
// Imported as a namespace (`import * as partnersMessages from …`): each text is its own export, so a screen
// bundles only the texts it reads and a minifier shortens their names.
// PartnersPage
export const title = 'Партнерская программа';
export const lead = 'Делитесь ссылками на Инвестрадар и получайте вознаграждение за сделки приглашенных пользователей.';
export const linkBuilder = 'Конструктор ссылок';
export const pageAddress = 'Адрес страницы';
export const pageAddressHint = 'Вставьте ссылку на любую страницу сайта или ее путь, например /ideas';
export const yourPartnerLink = 'Ваша партнерская ссылка';
export const copyLink = 'Скопировать ссылку';
export const statistics = 'Статистика';
export const statisticsFor = (month: string) => `Статистика за ${month}`;
export const previousMonth = 'Предыдущий месяц';
export const nextMonth = 'Следующий месяц';
export const loadingStatistics = 'Загружаем статистику…';
export const noDataForMonth = 'За этот месяц данных нет.';
export const total = 'Итого';
export const conversion = 'Конверсия';
export const visitors = 'Посетители';
export const registrations = 'Регистрации';
export const reward = 'Вознаграждение';
// PartnersPage: what the statistics do not count (docs/security.md, Partner crediting)
export const countingRules =
  'Посетитель засчитывается один раз в день. Регистрации с Ваших устройств, на Ваш же почтовый ящик или с Вашего адреса не засчитываются.';
export const exclusionReasons = {
  unsigned_cookie: 'с партнерской меткой, которую не выдавал сервис',
  own_account: 'из Вашего аккаунта',
  own_device: 'с Ваших устройств',
  own_mailbox: 'на Ваш же почтовый ящик',
  own_address: 'с Вашего адреса и почтового домена',
} as const;
export const excludedPrefix = 'Не засчитано';
export const registrationForms = { one: 'регистрация', few: 'регистрации', many: 'регистраций' } as const;
