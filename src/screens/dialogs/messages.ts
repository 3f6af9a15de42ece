/** Russian interface texts of the dialogs screens, keyed by what they are; the components read them from here. */
export const dialogsMessages = {
  // ApplicationFormDialog
  applicationTitle: 'Оставить заявку',
  applicationLead: 'Расскажите, чем мы можем помочь, — ответим в течение рабочего дня.',
  yourName: 'Ваше имя',
  emailOrPhone: 'Email или телефон',
  replyToHint: 'Куда прислать ответ',
  message: 'Сообщение',
  sendApplication: 'Отправить заявку',
  sending: 'Отправляем...',
  applicationSent: 'Заявка отправлена',
  applicationThanks: 'Спасибо! Мы свяжемся с Вами в ближайшее время.',
  // BonusPopup
  coinForms: { one: 'инвесткоин', few: 'инвесткоина', many: 'инвесткоинов' },
  asGift: 'в подарок',
  opensInNewTab: '(откроется в новой вкладке)',
  // PortfolioIdeaDeleteConfirm
  deleteIdeaTitle: 'Удалить идею из портфеля?',
  delete: 'Удалить',
  deleting: 'Удаляем...',
  deleteIdeaText: (name: string) => `Идея «${name}» исчезнет из Вашего портфеля вместе с уведомлениями о ней. Добавить ее снова можно из ленты идей.`,
  // Also in src/domain/messages.ts; kept here so the screen does not load the whole shared MESSAGES object.
  close: 'Закрыть',
} as const;
