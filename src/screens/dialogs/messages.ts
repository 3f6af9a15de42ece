/** Russian interface texts of the dialogs screens, keyed by what they are; the components read them from here. */
// Imported as a namespace (`import * as dialogsMessages from …`): each text is its own export, so a screen
// bundles only the texts it reads and a minifier shortens their names.
// ApplicationFormDialog
export const applicationTitle = 'Оставить заявку';
export const applicationLead = 'Расскажите, чем мы можем помочь, — ответим в течение рабочего дня.';
export const yourName = 'Ваше имя';
export const emailOrPhone = 'Email или телефон';
export const replyToHint = 'Куда прислать ответ';
export const message = 'Сообщение';
export const sendApplication = 'Отправить заявку';
export const sending = 'Отправляем...';
export const applicationSent = 'Заявка отправлена';
export const applicationThanks = 'Спасибо! Мы свяжемся с Вами в ближайшее время.';
// BonusPopup
export const coinForms = { one: 'монета', few: 'монеты', many: 'монет' } as const;
export const asGift = 'в подарок';
export const opensInNewTab = '(откроется в новой вкладке)';
// PortfolioIdeaDeleteConfirm
export const deleteIdeaTitle = 'Удалить идею из портфеля?';
export const deleteAction = 'Удалить';
export const deleting = 'Удаляем...';
export const deleteIdeaText = (name: string) =>
  `Идея «${name}» исчезнет из Вашего портфеля вместе с уведомлениями о ней. Добавить ее снова можно из ленты идей.`;
// Also in src/domain/messages.ts; kept here so the screen does not load the whole shared MESSAGES object.
export const close = 'Закрыть';
