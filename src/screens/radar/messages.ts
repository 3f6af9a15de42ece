/** Russian interface texts of the radar screens, keyed by what they are; the components read them from here. */
// Imported as a namespace (`import * as radarMessages from …`): each text is its own export, so a screen
// bundles only the texts it reads and a minifier shortens their names.
// InsiderBuybacks, InsiderDeals
export const all = 'Все';
// InsiderBuybacks
export const activeFilter = 'Действующие';
export const completedFilter = 'Завершенные';
export const russia = 'Россия';
export const usa = 'США';
export const status = 'Статус';
export const market = 'Рынок';
// InsiderBuybacks, InsiderProfile
export const company = 'Компания';
// InsiderBuybacks, InsiderDeals, InsiderProfile
export const shares = 'Акций';
export const price = 'Цена';
// InsiderBuybacks
export const buybackDate = 'Дата выкупа';
export const disclosed = 'Раскрыт';
export const announced = 'Объявлена';
export const programVolume = 'Объем программы';
export const capitalShare = 'Доля капитала';
export const term = 'Срок';
export const noTerm = 'Без срока';
export const activeStatus = 'Действует';
export const completedStatus = 'Завершена';
export const buybacksTitle = (radar: string) => `${radar}: байбэки`;
export const buybacksLead =
  'Обратный выкуп акций: компания сама покупает свои бумаги — часто признак того, что менеджмент считает их недооцененными. Выкупы по данным раскрытий эмитентов.';
export const programsLead =
  'Программы обратного выкупа акций: компания сама покупает свои бумаги — часто признак того, что менеджмент считает их недооцененными.';
// InsiderBuybacks, InsiderDeals
export const updatingList = 'Обновляем список…';
// InsiderBuybacks
export const buybacksCaption = 'Обратные выкупы акций';
export const buybacksFilteredEmpty = 'Выкупов с такими фильтрами не найдено. Попробуйте изменить или сбросить фильтры.';
export const buybacksEmpty = 'Выкупов пока нет.';
export const programsCaption = 'Программы обратного выкупа';
export const programsFilteredEmpty = 'Программ с такими фильтрами не найдено.';
export const programsEmpty = 'Программ обратного выкупа пока нет.';
export const buybacksPagination = 'Страницы байбэков';
// InsiderDeals
export const allTime = 'За все время';
export const week = 'За неделю';
export const month = 'За месяц';
export const quarter = 'За квартал';
export const anyAmount = 'Любая';
export const from100k = 'от 100 тыс. $';
export const from1m = 'от 1 млн $';
export const from10m = 'от 10 млн $';
export const dealType = 'Тип сделки';
export const period = 'Период';
export const insider = 'Инсайдер';
// InsiderDeals, InsiderProfile
export const ticker = 'Тикер';
export const deal = 'Сделка';
export const dealDate = 'Дата сделки';
// InsiderDeals
export const disclosedDeal = 'Раскрыта';
export const insiderDealsTitle = (name: string) => `Сделки инсайдера: ${name}`;
export const dealsTitle = (radar: string) => `${radar}: сделки`;
export const dealsLead =
  'Покупки и продажи акций руководителями, членами советов директоров и крупными акционерами — по данным обязательного раскрытия.';
export const oneInsiderShown = 'Показаны сделки одного инсайдера.';
export const insiderPage = 'Страница инсайдера';
export const allDeals = 'Все сделки';
export const preparingFile = 'Готовим файл...';
export const exportToExcel = 'Выгрузить в Excel';
export const insiderDealsCaption = (name: string) => `Сделки инсайдера ${name}`;
export const dealsFilteredEmpty = 'Сделок с такими фильтрами не найдено. Попробуйте изменить или сбросить фильтры.';
// InsiderDeals, InsiderProfile
export const dealsEmpty = 'Сделок пока нет.';
// InsiderDeals
export const dealsPagination = 'Страницы сделок';
// InsiderProfile
export const position = 'Должность';
export const lastDisclosure = 'Последнее раскрытие';
export const dealTypes = 'Тип сделок';
export const dealsCount = 'Сделок';
export const totalPrefix = '. Всего ';
export const inDisclosuresSuffix = ' в раскрытиях.';
export const insiderDealsInRadar = 'Сделки инсайдера в радаре';
export const positions = 'Должности';
export const insiderPositions = 'Должности инсайдера';
export const positionsNotDisclosed = 'Должности не раскрыты.';
export const dealTotals = 'Итоги по сделкам';
export const dealTotalsByType = 'Итоги по типам сделок';
export const recentDeals = 'Последние сделки';
export const recentInsiderDeals = 'Последние сделки инсайдера';
// RadarPage
export const filtersAndSorting = 'Фильтры и сортировка';
export const resetFiltersPrefix = 'Сбросить фильтры (';
export const amountFrom = 'Сумма от';
export const amountTo = 'Сумма до';
export const dealDateFrom = 'Дата сделки с';
export const dealDateTo = 'Дата сделки по';
export const amountAndDates = 'Сумма и даты';
export const dateFormatPlaceholder = 'ДД.ММ.ГГГГ';
export const dateInvalid = 'Введите дату в формате ДД.ММ.ГГГГ';
export const amountInvalid = 'Введите сумму целым числом, например 100000';
export const dateRangeReversed = 'Эта дата раньше даты «с»';
export const amountPlaceholder = 'например, 100000';
export const apply = 'Применить';
export const freeLatestShown = (deals: string) => `Бесплатно показаны последние ${deals}`;
export const morePrefix = 'Еще ';
export const moreInProSuffix = ' — в полном радаре инсайдеров с фильтрами, сортировкой и выгрузкой в Excel в PRO.';
// cells
export const clusterBuyHint =
  'Кластерная покупка: несколько инсайдеров компании купили акции в течение нескольких дней';
export const cluster = 'Кластер';
// Page heads (PageMeta of the app)
export const dealsPageTitle = 'Сделки инсайдеров';
export const dealsOf = (title: string, insider: string) => `${title}: ${insider}`;
export const dealsDescription =
  'Радар инсайдеров: покупки и продажи акций руководителями, директорами и крупными акционерами компаний по данным раскрытий, с кластерными покупками.';
export const buybacksPageTitle = 'Обратные выкупы акций';
export const buybacksDescription =
  'Радар инсайдеров: обратные выкупы — компании покупают собственные акции. Даты, объемы и цены выкупов по данным раскрытий эмитентов.';
export const insiderTitle = (name: string) => `${name} — сделки инсайдера`;
export const insiderDescription = (name: string, company: string | null) =>
  `${name}${company ? `, ${company}` : ''}: должности, итоги и последние сделки с акциями по данным раскрытий — в радаре инсайдеров.`;
// A deal of the issuer itself (no insider named): its position
export const issuer = 'Эмитент';
