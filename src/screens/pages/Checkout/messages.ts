/** Russian interface texts of Checkout, keyed by what they are (the pages area's shared ones: ../messages.ts). */
// Imported as a namespace (`import * as checkoutMessages from …`): each text is its own export, so a screen
// bundles only the texts it reads and a minifier shortens their names.
export const checkoutBotNewIdeas = 'Новые идеи в мессенджере в момент публикации';
export const portfolioEvents = 'События Вашего портфеля';
export const chooseAnotherPlan = '← Выбрать другой тариф';
export const lifetimeCheckoutTitle = 'Оформление PRO навсегда';
export const checkoutTitle = 'Оформление подписки';
export const yourOrder = 'Ваш заказ';
export const term = 'Срок';
export const lifetime = 'Бессрочно';
export const perMonthEquivalent = 'В пересчете на месяц';
export const saving = 'Выгода';
export const renewal = 'Продление';
export const renewalNotRequired = 'Не требуется — разовый платеж';
export const renewalAutomatic = (period: string) => `Автоматически раз в ${period}`;
export const month = 'месяц';
export const whatIsIncluded = 'Что входит';
export const payment = 'Оплата';
export const toPay = 'К оплате';
export const withoutDiscountPrefix = 'Без скидки: ';
export const payByCardPrefix = 'Банковской картой в рублях (';
export const cardDataSecurePrefix =
  '). Данные карты вводятся в защищенной форме платежного партнера и не передаются сервису «';
export const receiptTo = (email: string) => ` Чек придет на ${email}.`;
export const paymentFailed = 'Оплата не прошла';
export const openingPayment = 'Открываем оплату...';
export const payPrefix = 'Оплатить ';
export const payAcceptTermsPrefix = 'Нажимая «Оплатить», Вы принимаете условия';
export const payAcceptTermsSuffix =
  ' и соглашаетесь на автоматическое продление. Отменить продление можно в любой момент в настройках подписки.';
// CheckoutPlanNotFound
export const choosePlan = 'Выбрать тариф';
// An account that already has what it is buying
export const proActiveTitle = 'PRO уже подключен';
export const proActiveUntil = (date: string) =>
  `Доступ действует до ${date}. Оплата продлит его: новый срок добавится к текущему.`;
export const proActiveNoEnd = 'Оплата продлит доступ: новый срок добавится к текущему.';
export const lifetimeActiveTitle = 'У Вас PRO навсегда';
export const lifetimeActiveText = 'Оплачивать ничего не нужно: доступ уже бессрочный.';
