/** Russian interface texts of NotFound, keyed by what they are (the pages area's shared ones: ../messages.ts). */
// Imported as a namespace (`import * as notFoundMessages from …`): each text is its own export, so a screen
// bundles only the texts it reads and a minifier shortens their names.
export const ideasSection = 'Инвестиционные идеи';
export const ideasSectionText = 'Идеи брокеров и аналитиков с целевой ценой и сроком';
export const analystRatingSection = 'Рейтинг аналитиков';
export const analystRatingSectionText = 'Кто чаще других достигает целевых цен';
export const insiderDealsSectionText = 'Сделки руководителей и крупных акционеров компаний';
export const plansSectionText = 'Что даёт PRO доступ и сколько он стоит';
export const notFoundText =
  'Возможно, ссылка устарела или в адресе есть опечатка. Проверьте адрес, воспользуйтесь поиском по акциям и инсайдерам или перейдите в один из разделов.';
export const siteSections = 'Разделы сайта';
export const toHome = 'На главную';
