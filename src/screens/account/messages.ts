/** Russian interface texts of the account screens, keyed by what they are; the components read them from here. */
export const accountMessages = {
  // AccountNav
  accountNav: 'Личный кабинет',
  // ChangeEmailForm
  changeEmailTitle: 'Изменение email',
  newEmail: 'Новый email',
  // ChangeEmailForm, ChangePasswordForm
  currentPassword: 'Текущий пароль',
  // ChangeNameForm
  changeNameTitle: 'Изменение имени',
  newName: 'Новое имя',
  // ChangePasswordForm
  newPassword: 'Новый пароль',
  passwordHint: (min: number, max: number) => `От ${min} до ${max} символов, не самый распространенный`,
  repeatPassword: 'Повторите пароль',
  changePasswordTitle: 'Изменение пароля',
  // NotificationSettings
  newsletterIdeas: 'Подборка новых инвестиционных идей раз в неделю',
  newsletterPortfolio: 'Изменения по идеям в Вашем портфеле',
  newsletterService: 'Обновления и новые возможности сервиса',
  newsletterContest: 'Итоги Ваших ставок в конкурсе',
  emailsSentToPrefix: 'Письма приходят на ',
  receiveEmails: 'Получать письма',
  // PromocodeForm
  promocode: 'Промокод',
  promocodeUpgradeLead: 'Введите промокод, чтобы улучшить тарифный план.',
  promocodeActivateLead: 'Введите промокод, чтобы активировать PRO доступ.',
  activating: 'Активируем...',
  // PurchasesTable
  ideaPurchase: 'Покупка идеи',
  openIdea: 'Открыть идею',
  purchase: 'Покупка',
  purchaseHistory: 'История покупок',
  purchasesPagination: 'Страницы покупок',
  // SettingsPage
  vkontakte: 'ВКонтакте',
  odnoklassniki: 'Одноклассники',
  yandex: 'Яндекс',
  accessUntil: (date: string) => `Доступ до ${date}`,
  lifetimeAccess: 'Бессрочный доступ ко всем возможностям PRO',
  subscriptionCanceledUntil: (accessUntil: string, date: string) => `Подписка отменена. ${accessUntil} ${date}`,
  proWithBot: 'PRO с ботом',
  manageSubscription: 'Управление подпиской',
  freePlan: 'Бесплатный',
  freePlanLimits: 'Ограниченный поиск, до 3 идей в портфеле и 20 сделок инсайдеров. В PRO — без ограничений.',
  changeSubject: (subject: string) => `Изменить ${subject}`,
  change: 'Изменить',
  personalData: 'Личные данные',
  loginVia: (provider: string) => `Вход через ${provider}`,
  socialLogin: 'Вход через социальную сеть',
  name: 'Имя',
  nameSubject: 'имя',
  password: 'Пароль',
  passwordHidden: 'Пароль скрыт',
  passwordSubject: 'пароль',
  accountType: 'Тип аккаунта',
  // AccountForm
  currentValuePrefix: 'Сейчас: ',
  // Also in src/domain/messages.ts; kept here so the screen does not load the whole shared MESSAGES object.
  prizeCancel: 'Отмена',
  surveySave: 'Сохранить',
  surveySaving: 'Сохраняем...',
} as const;
