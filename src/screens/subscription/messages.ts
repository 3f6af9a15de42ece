/** Russian interface texts of the subscription screens, keyed by what they are; the components read them from here. */
// Imported as a namespace (`import * as subscriptionMessages from …`): each text is its own export, so a screen
// bundles only the texts it reads and a minifier shortens their names.
// CancelSteps
export const yearlyPaymentPrefix = ' при оплате за год (';
export const offerValidFor = 'Предложение действует еще';
export const timeLeft = (time: string) => `Осталось ${time}`;
export const accessKeptUntil = (date: string) => `PRO доступ сохранится до ${date}, дальнейших списаний не будет.`;
export const noFurtherCharges = 'Дальнейших списаний не будет.';
// CancelSubscriptionDialog
export const cancelTitle = 'Отмена подписки';
export const canceledTitle = 'Подписка отменена';
export const planUpdatedTitle = 'Тарифный план обновлен';
export const back = 'Назад';
export const continueAction = 'Продолжить';
export const continueCancel = 'Продолжить отмену';
export const stayWithUs = 'Останьтесь с нами: оплатите год со скидкой вместо отмены.';
export const noThanks = 'Нет, спасибо';
// CancelSubscriptionDialog, SubscriptionUpgradePage
export const updating = 'Обновляем...';
// CancelSubscriptionDialog
export const confirmCancelQuestion = 'Вы уверены, что хотите отменить подписку?';
export const canceling = 'Отменяем...';
export const goToSettings = 'Перейти в настройки';
// SubscriptionPage
export const bankCard = 'Банковская карта';
export const cardEndsWith = (type: string, last4: string) => `${type}, номер заканчивается на ${last4}`;
export const card = 'Карта';
export const term = 'Срок';
export const lifetimeNoRenewal = 'Бессрочно, продлевать не нужно';
export const investcoins = 'Монеты';
export const promocodeAccess = 'Доступ активирован промокодом, списаний нет.';
export const freePlanTitle = 'Бесплатный тариф';
export const noSubscription =
  'У Вас нет подписки. В PRO — расширенный поиск, полный инсайдер радар и неограниченный портфель.';
export const manageSubscription = 'Управление подпиской';
// SubscriptionSuccess
export const lifetimeAccessNote = 'Доступ бессрочный: продлевать подписку больше не нужно.';
export const accessUntil = (date: string) => `доступ до ${date}`;
export const proConnected = 'Поздравляем, PRO доступ подключен!';
export const goToIdeas = 'Перейти к идеям';
export const nowAvailable = 'Теперь Вам доступно:';
// SubscriptionUpgradePage
export const backToSubscription = 'Вернуться к подписке';
export const changePlanTitle = 'Изменение тарифного плана';
export const lifetimeNothingToUpgrade = 'У Вас PRO доступ навсегда — улучшать нечего.';
export const currentPlanPrefix = 'Текущий тариф: ';
export const paidUntilPrefix = ', оплачен до ';
export const lifetimePaymentReceived = 'Оплата получена, подключаем PRO доступ навсегда…';
export const completePayment = 'Завершите оплату в окне платежной системы.';
export const perYear = 'в год';
export const startsFromPrefix = 'Начнет действовать с ';
export const startsFromSuffix = ', когда закончится оплаченный период.';
export const oneTimePayment = 'разовый платеж';
export const startsAfterPayment = 'Начнет действовать сразу после оплаты.';
export const checkingPayment = 'Проверяем оплату...';
export const paying = 'Оплата...';
export const payByCard = 'Оплатить картой';
// Page heads (PageMeta of the app)
export const subscriptionTitle = 'Подписка';
export const upgradeTitle = 'Смена тарифа';
