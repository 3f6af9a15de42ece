/** Russian interface texts of the account screens, keyed by what they are; the components read them from here. */
// Imported as a namespace (`import * as accountMessages from …`): each text is its own export, so a screen
// bundles only the texts it reads and a minifier shortens their names.
// AccountNav
export const accountNav = 'Личный кабинет';
// ChangeEmailForm
export const changeEmailTitle = 'Изменение email';
export const newEmail = 'Новый email';
// ChangeEmailForm, ChangePasswordForm
export const currentPassword = 'Текущий пароль';
// ChangeNameForm
export const changeNameTitle = 'Изменение имени';
export const newName = 'Новое имя';
// ChangePasswordForm
export const newPassword = 'Новый пароль';
export const passwordHint = (min: number, max: number) => `От ${min} до ${max} символов, не самый распространенный`;
export const repeatPassword = 'Повторите пароль';
export const changePasswordTitle = 'Изменение пароля';
// NotificationSettings
export const newsletterIdeas = 'Подборка новых инвестиционных идей раз в неделю';
export const newsletterPortfolio = 'Изменения по идеям в Вашем портфеле';
export const newsletterService = 'Обновления и новые возможности сервиса';
export const newsletterContest = 'Итоги Ваших ставок в конкурсе';
export const emailsSentToPrefix = 'Письма приходят на ';
export const receiveEmails = 'Получать письма';
// PromocodeForm
export const promocode = 'Промокод';
export const promocodeUpgradeLead = 'Введите промокод, чтобы улучшить тарифный план.';
export const promocodeActivateLead = 'Введите промокод, чтобы активировать PRO доступ.';
export const activating = 'Активируем...';
// PurchasesTable
export const ideaPurchase = 'Покупка идеи';
export const openIdea = 'Открыть идею';
export const purchase = 'Покупка';
export const purchaseHistory = 'История покупок';
export const purchasesPagination = 'Страницы покупок';
// SettingsPage
export const vkontakte = 'ВКонтакте';
export const odnoklassniki = 'Одноклассники';
export const yandex = 'Яндекс';
export const accessUntil = (date: string) => `Доступ до ${date}`;
export const lifetimeAccess = 'Бессрочный доступ ко всем возможностям PRO';
export const subscriptionCanceledUntil = (accessUntil: string, date: string) =>
  `Подписка отменена. ${accessUntil} ${date}`;
export const proWithBot = 'PRO с ботом';
export const manageSubscription = 'Управление подпиской';
export const freePlan = 'Бесплатный';
export const freePlanLimits =
  'Ограниченный поиск, до 3 идей в портфеле и 20 сделок инсайдеров. В PRO — без ограничений.';
export const changeSubject = (subject: string) => `Изменить ${subject}`;
export const change = 'Изменить';
export const personalData = 'Личные данные';
export const loginVia = (provider: string) => `Вход через ${provider}`;
export const socialLogin = 'Вход через социальную сеть';
export const name = 'Имя';
export const nameSubject = 'имя';
export const password = 'Пароль';
export const passwordHidden = 'Пароль скрыт';
export const passwordSubject = 'пароль';
export const accountType = 'Тип аккаунта';
// AccountForm
export const currentValuePrefix = 'Сейчас: ';
// Also in src/domain/messages.ts; kept here so the screen does not load the whole shared MESSAGES object.
export const prizeCancel = 'Отмена';
export const surveySave = 'Сохранить';
export const surveySaving = 'Сохраняем...';
// Page heads (PageMeta of the app)
export const settingsTitle = 'Настройки';
export const purchasesTitle = 'Покупки';
