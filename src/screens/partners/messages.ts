/** Russian interface texts of the partners screens, keyed by what they are; the components read them from here. */
// Imported as a namespace (`import * as partnersMessages from …`): each text is its own export, so a screen
// bundles only the texts it reads and a minifier shortens their names.
// PartnersPage
export const title = 'Партнерская программа';
export const lead = 'Делитесь ссылками на Инвестрадар и получайте вознаграждение за сделки приглашенных пользователей.';
export const linkBuilder = 'Конструктор ссылок';
export const pageAddress = 'Адрес страницы';
export const pageAddressHint = 'Вставьте ссылку на любую страницу сайта, начиная с http:// или https://';
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
