/** Russian interface texts of NotFound, keyed by what they are (the pages area's shared ones: ../messages.ts). */
export const notFoundMessages = {
  ideasSection: 'Инвестиционные идеи',
  ideasSectionText: 'Идеи брокеров и аналитиков с целевой ценой и сроком',
  analystRatingSection: 'Рейтинг аналитиков',
  analystRatingSectionText: 'Кто чаще других достигает целевых цен',
  insiderDealsSectionText: 'Сделки руководителей и крупных акционеров компаний',
  plansSectionText: 'Что даёт PRO доступ и сколько он стоит',
  notFoundText: 'Возможно, ссылка устарела или в адресе есть опечатка. Проверьте адрес, воспользуйтесь поиском по акциям и инсайдерам или перейдите в один из разделов.',
  siteSections: 'Разделы сайта',
  toHome: 'На главную',
} as const;
