import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';

// Every quoted Russian text of the spec, with the section it comes from. If a constant drifts from
// the spec's wording, this table fails.
const SPEC_TEXTS: [keyof typeof MESSAGES, string, string][] = [
  ['genericError', 'Произошла ошибка. Попробуйте операцию позже.', '§8'],
  ['errorHeading', 'Ошибка!', '§8 generic form error block'],
  ['saved', 'Успешно сохранено!', '§8 newsletter save success'],
  ['linkCopied', 'Ссылка скопирована', '§5 partner link'],
  ['invalidFieldValue', 'Неверное значение поля', '§5 change name'],
  ['passwordEmpty', 'Пароль не может быть пустым', '§5 change password'],
  ['passwordsMismatch', 'Пароли не совпадают', '§5 change password'],
  ['cancelReasonRequired', 'Пожалуйста укажите причину(ы) отмены подписки', '§4 cancel flow'],
  ['surveyStartYearRequired', 'Пожалуйста укажите год когда вы начали инвестировать?', '§5 questionnaire (1)'],
  ['surveyAssetsRequired', 'Пожалуйста укажите какие активы используете в портфеле?', '§5 questionnaire (2)'],
  ['surveyReturnTargetRequired', 'Пожалуйста укажите цель по годовой доходности портфеля?', '§5 questionnaire (3)'],
  ['surveyBrokerRequired', 'Пожалуйста укажите брокера(ов) у которого у Вас есть счет(а)?', '§5 questionnaire (4)'],
  ['subscriptionCanceled', 'Подписка была отменена.', '§4 cancel flow'],
  ['lifetimeUpgradeSuccess', 'Поздравляем, Вы успешно оформили PRO доступ навсегда!', '§4 upgrade'],
  [
    'lifetimeUpgradeTimeout',
    'Ошибка! Что-то пошло не по плану, попробуйте еще раз или обратитесь в поддержку!',
    '§4 upgrade',
  ],
  ['upgradeInProgress', 'Подписка в процессе обновления', '§4 upgrade'],
  ['planUpgraded', 'Тарифный план был успешно обновлен.', '§4 upgrade'],
  ['payOverdue', 'Оплатить', '§4 subscription banner'],
  ['payWithNewCard', 'Оплатить новой картой', '§4 subscription'],
  ['promocodeActivated', 'PRO доступ успешно активирован!', '§4 promocode'],
  ['prizeConfirm', 'Прекрасно, меняем!', '§4 prize exchange'],
  ['prizeMerchFinish', 'Отличная сделка!', '§4 prize exchange'],
  ['prizeSubscriptionFinish', 'Ваша подписка продлена!', '§4 prize exchange'],
  ['prizeUnderstood', 'Понятно', '§4 prize exchange'],
  ['becomePro', 'Стать PRO', '§4 prize exchange'],
  ['close', 'Закрыть', '§4 prize exchange'],
  ['proOnly', 'Доступно для аккаунтов уровня PRO', '§6'],
  ['searchPlaceholder', 'Поиск по акциям и инсайдерам', '§2 search'],
  ['nothingFound', 'Ничего не найдено', '§2 search'],
  ['surveyGoToIdeas', 'Перейти к инвестидеям', '§2 questionnaire'],
  ['surveySave', 'Сохранить', '§2 questionnaire'],
  ['surveySaving', 'Сохраняем...', '§2 questionnaire'],
  ['ideaNotClosed', 'Идея еще не закрыта', '§2 bets'],
  ['purchasesEmpty', 'У Вас еще нет покупок', '§2 purchases'],
  ['notificationsTitle', 'Настройки рассылки', '§2 notifications'],
];

describe('MESSAGES quote the spec exactly', () => {
  it.each(SPEC_TEXTS)('%s = «%s» (%s)', (key, text) => {
    expect(MESSAGES[key]).toBe(text);
  });
});

describe('product texts the spec does not give', () => {
  it.each([
    ['emailTaken', 'Пользователь с таким email уже зарегистрирован'],
    ['invalidCredentials', 'Неверный email или пароль'],
    ['sessionExpired', 'Сессия истекла, войдите снова'],
    ['tooManyAttempts', 'Слишком много попыток, попробуйте позже'],
    ['notFound', 'Страница не найдена'],
    ['loginRequired', 'Требуется вход'],
    ['csrfInvalid', 'Недействительный токен безопасности, обновите страницу'],
    ['crossSiteRequest', 'Запрос с другого сайта отклонён'],
  ] as const)('%s = «%s»', (key, text) => {
    expect(MESSAGES[key]).toBe(text);
  });

  it('every message is non-empty Russian text without stray whitespace', () => {
    for (const [key, text] of Object.entries(MESSAGES)) {
      expect(text, key).toBe(text.trim());
      expect(text.length, key).toBeGreaterThan(0);
      if (key !== 'proLink') expect(text, key).toMatch(/[А-Яа-яЁё]/);
    }
  });
});
