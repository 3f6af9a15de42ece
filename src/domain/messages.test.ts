import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';

// Every quoted Russian text of the spec, with the section it comes from. If a constant drifts from
// the spec's wording, this table fails.
const SPEC_TEXTS: [keyof typeof MESSAGES, string, string][] = [
  ['genericError', 'Произошла ошибка. Попробуйте операцию позже.', 'docs/product/errors.md'],
  ['errorHeading', 'Ошибка!', 'docs/product/errors.md generic form error block'],
  ['saved', 'Успешно сохранено!', 'docs/product/errors.md newsletter save success'],
  ['linkCopied', 'Ссылка скопирована', 'docs/product/validation.md partner link'],
  ['invalidFieldValue', 'Неверное значение поля', 'docs/product/validation.md change name'],
  ['passwordEmpty', 'Пароль не может быть пустым', 'docs/product/validation.md change password'],
  ['passwordsMismatch', 'Пароли не совпадают', 'docs/product/validation.md change password'],
  ['cancelReasonRequired', 'Пожалуйста укажите причину(ы) отмены подписки', 'docs/product/flows.md cancel flow'],
  [
    'surveyStartYearRequired',
    'Пожалуйста укажите год когда вы начали инвестировать?',
    'docs/product/validation.md questionnaire (1)',
  ],
  [
    'surveyAssetsRequired',
    'Пожалуйста укажите какие активы используете в портфеле?',
    'docs/product/validation.md questionnaire (2)',
  ],
  [
    'surveyReturnTargetRequired',
    'Пожалуйста укажите цель по годовой доходности портфеля?',
    'docs/product/validation.md questionnaire (3)',
  ],
  [
    'surveyBrokerRequired',
    'Пожалуйста укажите брокера(ов) у которого у Вас есть счет(а)?',
    'docs/product/validation.md questionnaire (4)',
  ],
  ['subscriptionCanceled', 'Подписка была отменена.', 'docs/product/flows.md cancel flow'],
  ['lifetimeUpgradeSuccess', 'Поздравляем, Вы успешно оформили PRO доступ навсегда!', 'docs/product/flows.md upgrade'],
  [
    'lifetimeUpgradeTimeout',
    'Ошибка! Что-то пошло не по плану, попробуйте еще раз или обратитесь в поддержку!',
    'docs/product/flows.md upgrade',
  ],
  ['upgradeInProgress', 'Подписка в процессе обновления', 'docs/product/flows.md upgrade'],
  ['planUpgraded', 'Тарифный план был успешно обновлен.', 'docs/product/flows.md upgrade'],
  ['payOverdue', 'Оплатить', 'docs/product/flows.md subscription banner'],
  ['payWithNewCard', 'Оплатить новой картой', 'docs/product/flows.md subscription'],
  ['promocodeActivated', 'PRO доступ успешно активирован!', 'docs/product/flows.md promocode'],
  ['prizeConfirm', 'Прекрасно, меняем!', 'docs/product/flows.md prize exchange'],
  ['prizeMerchFinish', 'Отличная сделка!', 'docs/product/flows.md prize exchange'],
  ['prizeSubscriptionFinish', 'Ваша подписка продлена!', 'docs/product/flows.md prize exchange'],
  ['prizeUnderstood', 'Понятно', 'docs/product/flows.md prize exchange'],
  ['becomePro', 'Стать PRO', 'docs/product/flows.md prize exchange'],
  ['close', 'Закрыть', 'docs/product/flows.md prize exchange'],
  ['proOnly', 'Доступно для аккаунтов уровня PRO', 'docs/product/permissions.md'],
  ['searchPlaceholder', 'Поиск по акциям и инсайдерам', 'docs/product/screens.md search'],
  ['nothingFound', 'Ничего не найдено', 'docs/product/screens.md search'],
  ['surveyGoToIdeas', 'Перейти к инвестидеям', 'docs/product/screens.md questionnaire'],
  ['surveySave', 'Сохранить', 'docs/product/screens.md questionnaire'],
  ['surveySaving', 'Сохраняем...', 'docs/product/screens.md questionnaire'],
  ['ideaNotClosed', 'Идея еще не закрыта', 'docs/product/screens.md bets'],
  ['purchasesEmpty', 'У Вас еще нет покупок', 'docs/product/screens.md purchases'],
  ['notificationsTitle', 'Настройки рассылки', 'docs/product/screens.md notifications'],
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
