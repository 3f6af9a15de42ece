/** Russian interface texts of SubscriptionPlans, keyed by what they are (the pages area's shared ones: ../messages.ts). */
// Imported as a namespace (`import * as subscriptionPlansMessages from …`): each text is its own export, so a screen
// bundles only the texts it reads and a minifier shortens their names.
export const yourPlan = 'Ваш тариф';
export const paymentFaqTitle = 'Вопросы об оплате';
export const faqCancelQuestion = 'Можно ли отменить подписку?';
export const faqCancelAnswer =
  'Да, в любой момент в настройках подписки. Доступ сохранится до конца оплаченного периода, списаний больше не будет.';
export const faqLifetimeQuestion = 'Чем PRO навсегда отличается от подписки?';
export const faqLifetimeAnswer =
  'Это разовый платеж вместо регулярных списаний: все возможности PRO без срока действия.';
export const faqHowToPayQuestion = 'Как оплатить?';
export const faqHowToPayAnswerPrefix =
  'Банковской картой в рублях. Данные карты вводятся в защищенной форме платежного партнера и не передаются сервису «';
export const faqBotOnlyQuestion = 'Нужен только бот в мессенджере?';
export const faqBotOnlyAnswerPrefix = 'Для бота есть отдельная подписка —';
export const botPlansLink = 'тарифы бота';
export const faqBotOnlyAnswerSuffix = '. В PRO бот уже включен.';
export const proPeriodLegend = 'Срок подписки PRO';
export const periodPrice = (cost: string, period: string) => `, ${cost} за ${period}`;
export const connectProFor = (period: string) => `Подключить PRO на ${period}`;
export const lifetimeProTitle = 'У Вас PRO доступ навсегда';
export const lifetimeProText = 'Все возможности сервиса уже открыты, платить больше не нужно.';
export const promocodeProUntil = (date: string) => `PRO по промокоду до ${date}`;
export const choosePlanToKeepAccess = 'Чтобы сохранить доступ после этой даты, выберите тариф.';
export const plansLead =
  'Идеи брокеров, радар инсайдеров и рейтинг аналитиков — бесплатно с ограничениями или полностью в PRO.';
export const freePlanTitle = 'Бесплатный';
export const freePlanText = 'Чтобы познакомиться с сервисом';
export const freeForever = 'бесплатно навсегда';
export const proPlanText = 'Все возможности сервиса с оплатой за период';
export const priceFrom = (price: string) => `от ${price}`;
export const manageSubscription = 'Управлять подпиской';
export const forever = 'Навсегда';
export const lifetimePlanText = 'Все возможности PRO за один платеж — без продлений и списаний';
export const oneTime = 'один раз';
export const switchToLifetime = 'Перейти на PRO навсегда';
export const buyLifetime = 'Купить PRO навсегда';
// Page head (PageMeta of the app)
export const plansDescription =
  'Тарифы Инвестрадара: бесплатный доступ, PRO на 1, 3 или 12 месяцев и PRO навсегда — идеи брокеров, радар инсайдеров и рейтинг аналитиков без ограничений.';
