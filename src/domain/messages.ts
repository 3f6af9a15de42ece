/**
 * The Russian texts the API server, the reference app and the screens share (a screen area keeps the
 * texts only it shows in src/screens/<area>/messages.ts, texts of several areas live in
 * src/screens/shared/messages.ts, default labels of the components in src/components/messages.ts;
 * a lint rule keeps Russian literals out of the .tsx files). Texts quoted from the spec keep its exact spelling
 * (including «еще» without «ё»); texts the spec does not give are marked in their group comment.
 */
export const MESSAGES = {
  // ── Product ──────────────────────────────────────────────────────────────────────────────────
  productName: 'Инвестрадар',

  // ── Generic errors and alerts (docs/product/errors.md) ──────────────────────────────────────────────────────
  genericError: 'Произошла ошибка. Попробуйте операцию позже.',
  errorHeading: 'Ошибка!',
  saved: 'Успешно сохранено!',
  linkCopied: 'Ссылка скопирована',

  // ── Validation (docs/product/validation.md) ─────────────────────────────────────────────────────────────────────
  invalidFieldValue: 'Неверное значение поля',
  passwordEmpty: 'Пароль не может быть пустым',
  passwordsMismatch: 'Пароли не совпадают',
  cancelReasonRequired: 'Пожалуйста укажите причину(ы) отмены подписки',
  surveyStartYearRequired: 'Пожалуйста укажите год когда вы начали инвестировать?',
  surveyAssetsRequired: 'Пожалуйста укажите какие активы используете в портфеле?',
  surveyReturnTargetRequired: 'Пожалуйста укажите цель по годовой доходности портфеля?',
  surveyBrokerRequired: 'Пожалуйста укажите брокера(ов) у которого у Вас есть счет(а)?',
  // Not given by the spec: messages of the generic rules and of forms the spec leaves open.
  fieldRequired: 'Обязательное поле',
  emailInvalid: 'Неверный формат email',
  urlInvalid: 'Неверный адрес ссылки',
  partnerUrlForeign: 'Ссылка должна вести на страницу Инвестрадара',
  promocodeRequired: 'Введите промокод',
  // Not given by the spec: the password policy (src/domain/password.ts) and re-authentication.
  passwordTooShort: 'Пароль должен содержать не менее 8 символов',
  passwordTooLong: 'Пароль должен содержать не более 128 символов',
  passwordTooCommon: 'Этот пароль слишком распространен, придумайте другой',
  currentPasswordRequired: 'Введите текущий пароль',
  currentPasswordWrong: 'Неверный текущий пароль',
  // Not given by the spec: a value with a control character (NUL, escape, line breaks in a one-line field…).
  controlCharacters: 'Поле содержит недопустимые символы',

  // ── Subscription: cancel, upgrade, overdue (docs/product/flows.md) ─────────────────────────────────────────
  subscriptionCanceled: 'Подписка была отменена.',
  lifetimeUpgradeSuccess: 'Поздравляем, Вы успешно оформили PRO доступ навсегда!',
  lifetimeUpgradeTimeout: 'Ошибка! Что-то пошло не по плану, попробуйте еще раз или обратитесь в поддержку!',
  upgradeInProgress: 'Подписка в процессе обновления',
  planUpgraded: 'Тарифный план был успешно обновлен.',
  payOverdue: 'Оплатить',
  payWithNewCard: 'Оплатить новой картой',
  // Not given by the spec (it describes them in English): the overdue banner texts.
  overdueBot: 'Очередной платеж для продления бота не прошел.',
  overduePro: 'Очередной платеж для продления PRO не прошел.',
  subscriptionActive: 'Активна',
  subscriptionCanceledStatus: 'Отменена',
  subscriptionOverdueStatus: 'Платеж просрочен',
  nextCharge: 'Следующее списание',
  accessUntil: 'Доступ сохранится до',
  noFurtherCharges: 'Списаний больше не будет',
  upgradeTariff: 'Улучшить тариф',
  cancelSubscription: 'Отменить подписку',
  confirmCancel: 'Подтвердить отмену',
  keepSubscription: 'Оставить подписку',
  acceptOffer: 'Принять предложение',
  retentionOfferTitle: 'Специальное предложение для Вас',
  featuresLostTitle: 'При отмене подписки Вы потеряете:',
  cancelReasonsTitle: 'Почему Вы решили отменить подписку?',
  nextCreditPrefix: 'Следующее начисление',
  onExpiryDate: 'в дату продления подписки',
  atStartOfNextMonth: 'в начале следующего месяца',
  upgradeToYear: 'Перейти на годовой тариф',
  upgradeToLifetime: 'PRO навсегда',

  // ── Promocode (docs/product/flows.md) ──────────────────────────────────────────────────────────────────────
  promocodeActivated: 'PRO доступ успешно активирован!',
  promocodeEnter: 'Ввести промокод',
  promocodeActivate: 'Активировать',

  // ── Prizes (docs/product/flows.md) ─────────────────────────────────────────────────────────────────────────
  prizeConfirm: 'Прекрасно, меняем!',
  prizeCancel: 'Отмена',
  prizeMerchFinish: 'Отличная сделка!',
  prizeSubscriptionFinish: 'Ваша подписка продлена!',
  prizeUnderstood: 'Понятно',
  becomePro: 'Стать PRO',
  close: 'Закрыть',
  // Not given by the spec: finish-modal descriptions and the free-delivery note of docs/product/overview.md.
  prizeMerchFinishDescription: 'Мы свяжемся с Вами, чтобы уточнить адрес доставки.',
  prizeSubscriptionFinishDescription: 'Срок действия PRO доступа увеличен.',
  prizeFreeDelivery: 'Бесплатная доставка по России',
  prizeConfirmTitle: 'Обменять монеты на приз?',

  // ── Permissions (docs/product/permissions.md) ────────────────────────────────────────────────────────────────────
  proOnly: 'Доступно для аккаунтов уровня PRO',
  connectPro: 'Подключить PRO',

  // ── Search (docs/product/screens.md) ─────────────────────────────────────────────────────────────────────────
  searchPlaceholder: 'Поиск по акциям и инсайдерам',
  nothingFound: 'Ничего не найдено',
  // Not given by the spec: the hints under «Ничего не найдено» and group titles.
  nothingFoundHint: 'Попробуйте изменить запрос: введите название компании, тикер или имя инсайдера.',
  searchStocks: 'Акции',
  searchInsiders: 'Инсайдеры',
  searchOpen: 'Открыть поиск',
  searchClose: 'Закрыть поиск',

  // ── Questionnaire (docs/product/screens.md) ──────────────────────────────────────────────────────────────────
  surveyGoToIdeas: 'Перейти к инвестидеям',
  surveySave: 'Сохранить',
  surveySaving: 'Сохраняем...',
  // Not given by the spec: heading, skip link and section titles.
  surveyHeading: 'Расскажите о себе, и мы подберем персональные инвестидеи',
  surveySkip: 'Пропустить',
  surveyAssetsTitle: 'Какие активы Вы используете в портфеле?',
  surveyReturnTargetTitle: 'Цель по годовой доходности портфеля',
  surveyBrokersTitle: 'У каких брокеров у Вас есть счета?',
  surveyStartYearTitle: 'Когда Вы начали инвестировать?',

  // ── Contest, coins, purchases (docs/product/screens.md) ──────────────────────────────────────────────────────
  ideaNotClosed: 'Идея еще не закрыта',
  purchasesEmpty: 'У Вас еще нет покупок',
  // Not given by the spec: the empty coin history (coins accrue monthly to PRO users).
  coinHistoryEmpty: 'Монеты начисляются ежемесячно пользователям PRO.',
  becomeProLink: 'Стать PRO',

  // ── Notifications (docs/product/screens.md) ──────────────────────────────────────────────────────────────────
  notificationsTitle: 'Настройки рассылки',
  // Not given by the spec: the four newsletter labels.
  notifyWeeklyNewsletter: 'Еженедельный обзор идей',
  notifyPortfolioEvents: 'События портфеля',
  notifyNews: 'Новости сервиса',
  notifyBets: 'Результаты ставок',

  // ── Bonus popup (docs/product/flows.md) — not given by the spec ────────────────────────────────────────────
  bonusTitle: 'Подарок за запуск бота',
  bonusText: 'Запустите бота в мессенджере и получите в подарок 500 монет.',
  bonusStartBot: 'Запустить бота',

  // ── Account menu and header (docs/product/screens.md) — labels not given by the spec ─────────────────────────
  menuProfile: 'Профиль',
  menuSettings: 'Настройки',
  menuBets: 'Мои ставки',
  menuNotifications: 'Уведомления',
  menuPrizes: 'Призы',
  menuPartners: 'Партнерам',
  menuAnalysts: 'Аналитикам',
  // Not given by the spec: the editor role's screen (issue #19).
  menuEditor: 'Редактор',
  menuPurchases: 'Покупки',
  logout: 'Выйти',
  login: 'Войти',
  register: 'Регистрация',
  proLink: 'PRO',
  menuIdeas: 'Идеи',
  menuRating: 'Рейтинг',
  menuInsiderRadar: 'Инсайдер радар',
  menuDeals: 'Сделки',
  menuBuybacks: 'Байбэки',
  menuLeague: 'Лига',
  menuBot: 'Бот',

  // ── Authentication — not given by the spec; the product needs them ───────────────────────────
  emailTaken: 'Пользователь с таким email уже зарегистрирован',
  invalidCredentials: 'Неверный email или пароль',
  sessionExpired: 'Сессия истекла, войдите снова',
  tooManyAttempts: 'Слишком много попыток, попробуйте позже',
  /** The per-account ceiling of sign-in failures (docs/security.md): devices that signed in before still can. */
  accountLoginLocked:
    'Вход в этот аккаунт временно ограничен: было слишком много неудачных попыток. Войдите с устройства, на котором Вы уже входили в аккаунт, или попробуйте позже.',
  notFound: 'Страница не найдена',
  loginRequired: 'Требуется вход',
  csrfInvalid: 'Недействительный токен безопасности, обновите страницу',
  crossSiteRequest: 'Запрос с другого сайта отклонён',
  forbidden: 'Недостаточно прав',
  badRequest: 'Некорректный запрос',
  notFoundEntity: 'Не найдено',
  serverError: 'Внутренняя ошибка сервера',
  registerToContinue: 'Зарегистрируйтесь, чтобы продолжить',
  subscriptionNotFound: 'Подписка не найдена',
  subscriptionAlreadyCanceled: 'Подписка уже отменена',
  promocodeInvalid: 'Промокод не найден или уже использован',
  promocodeAlreadyActive: 'У Вас уже активирован промокод',
  notEnoughCoins: 'Недостаточно монет для обмена',
  notEnoughCoinsDescription: 'Участвуйте в конкурсе и копите монеты, чтобы обменять их на этот приз.',
  prizeProOnly: 'Приз доступен только для PRO',
  prizeProOnlyDescription: 'Оформите PRO подписку, чтобы обменивать монеты на этот приз.',
  prizeNotFound: 'Приз не найден',
  portfolioLimitReached: 'Достигнут лимит идей в портфеле',
  ideaNotFound: 'Идея не найдена',
  alreadyBet: 'Вы уже сделали ставку на эту идею',

  // ── Ideas feed, stocks, forecasters — not given by the spec; the API needs them ──────────────
  stockNotFound: 'Акция не найдена',
  ideasFilterInvalid: 'Неверное значение фильтра',
  ideaVoteInvalid: 'Укажите believe, notbelieve или none',
  savedFilterNameRequired: 'Введите название набора фильтров',
  savedFilterNameTaken: 'Набор фильтров с таким названием уже есть',
  savedFiltersLimit: 'Можно сохранить не более 20 наборов фильтров',
  exportTooLarge: 'Слишком много идей для выгрузки, уточните фильтры',
} as const;

export type MessageKey = keyof typeof MESSAGES;
