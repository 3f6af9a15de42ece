import { describe, expect, it } from 'vitest';
import {
  errorMessages,
  isValidPartnerUrl,
  validateCancelReasons,
  validateChangeEmail,
  validateChangeName,
  validateChangePassword,
  validatePartnerLink,
  validatePromocode,
  validateSurvey,
  type SurveyFormAnswers,
} from './forms';

describe("change name — «required, minimum length 4, trimmed; error 'Неверное значение поля'»", () => {
  it.each([
    ['Анна', 'Анна'],
    ['  Иван Петров  ', 'Иван Петров'],
    ['abcd', 'abcd'],
  ])('%j is accepted as %j', (input, value) => {
    expect(validateChangeName(input)).toEqual({ ok: true, value });
  });
  it.each([[''], ['   '], ['Ян'], ['  abc  '], [null], [undefined], [1234]])('%j is rejected', (input) => {
    expect(validateChangeName(input)).toEqual({ ok: false, errors: { name: ['Неверное значение поля'] } });
  });
});

// Issue #12: passwords are no longer trimmed and follow the policy (password.test.ts); the current
// password confirms the change.
describe('change password — «both fields required; confirmation must equal password»', () => {
  it('accepts equal passwords as typed', () => {
    expect(
      validateChangePassword({ current_password: 'old', password: ' secret-1 ', password_confirmation: ' secret-1 ' }),
    ).toEqual({
      ok: true,
      value: { current_password: 'old', password: ' secret-1 ', password_confirmation: ' secret-1 ' },
    });
  });
  it("empty fields: 'Пароль не может быть пустым'", () => {
    const result = validateChangePassword({ current_password: 'old', password: '  ', password_confirmation: '' });
    expect(result).toEqual({
      ok: false,
      errors: { password: ['Пароль не может быть пустым'], password_confirmation: ['Пароль не может быть пустым'] },
    });
  });
  it("different passwords: 'Пароли не совпадают'", () => {
    expect(
      validateChangePassword({ current_password: 'old', password: 'secret-1', password_confirmation: 'secret-2' }),
    ).toEqual({
      ok: false,
      errors: { password_confirmation: ['Пароли не совпадают'] },
    });
  });
  it('non-string input is empty', () => {
    const result = validateChangePassword(
      { password: undefined, password_confirmation: 5 },
      { requireCurrentPassword: false },
    );
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(errorMessages(result.errors)).toEqual(['Пароль не может быть пустым', 'Пароль не может быть пустым']);
  });
});

describe('change email — «email type and required; no further checks»', () => {
  it('accepts an address, trimmed', () => {
    expect(validateChangeEmail(' anna@example.ru ', 'old-password')).toEqual({ ok: true, value: 'anna@example.ru' });
  });
  it.each([[''], ['  '], [null]])('%j is required', (input) => {
    expect(validateChangeEmail(input, 'old-password')).toEqual({ ok: false, errors: { email: ['Обязательное поле'] } });
  });
  it.each([['anna'], ['anna@'], ['@example.ru'], ['an na@example.ru']])('%j is not an email', (input) => {
    expect(validateChangeEmail(input, 'old-password')).toEqual({
      ok: false,
      errors: { email: ['Неверный формат email'] },
    });
  });
});

describe('promocode — «required text»', () => {
  it('accepts a code', () => expect(validatePromocode(' PRO2026 ')).toEqual({ ok: true, value: 'PRO2026' }));
  it.each([[''], ['   '], [undefined]])('%j is rejected', (input) => {
    expect(validatePromocode(input)).toEqual({ ok: false, errors: { code: ['Введите промокод'] } });
  });
});

describe('cancel — «at least one reason»', () => {
  it("no reason: 'Пожалуйста укажите причину(ы) отмены подписки'", () => {
    expect(validateCancelReasons([])).toEqual({
      ok: false,
      errors: { reason: ['Пожалуйста укажите причину(ы) отмены подписки'] },
    });
  });
  it('unknown ids do not count; duplicates collapse; sorted', () => {
    expect(validateCancelReasons([9, 0])).toMatchObject({ ok: false });
    expect(validateCancelReasons([8, 2, 2, 42])).toEqual({ ok: true, value: [2, 8] });
  });
});

describe('partner link — «a valid http(s) URL; the partner parameter is appended with ? or &»', () => {
  it.each([
    ['https://investradar.ru/ideas', 'https://investradar.ru/ideas?partner=novikova-2026'],
    ['https://investradar.ru/ideas?tab=new', 'https://investradar.ru/ideas?tab=new&partner=novikova-2026'],
    ['http://investradar.ru/?', 'http://investradar.ru/?partner=novikova-2026'],
    ['https://investradar.ru/?a=1&', 'https://investradar.ru/?a=1&partner=novikova-2026'],
    ['https://investradar.ru/plans#pro', 'https://investradar.ru/plans?partner=novikova-2026#pro'],
    ['  https://investradar.ru  ', 'https://investradar.ru?partner=novikova-2026'],
  ])('%s → %s', (input, expected) => {
    expect(validatePartnerLink(input, 'novikova-2026')).toEqual({ ok: true, value: expected });
  });
  it('encodes the campaign id', () => {
    expect(validatePartnerLink('https://a.ru', 'a b&c')).toEqual({ ok: true, value: 'https://a.ru?partner=a%20b%26c' });
  });
  it.each([
    '',
    'investradar.ru',
    'ftp://investradar.ru',
    'javascript:alert(1)',
    'https://',
    'https://localhost',
    'https://inv radar.ru',
  ])('%j is invalid (copy disabled)', (input) => {
    expect(isValidPartnerUrl(input)).toBe(false);
    expect(validatePartnerLink(input, 'x')).toEqual({ ok: false, errors: { url: ['Неверный адрес ссылки'] } });
  });
  it('a malformed URL that passes the scheme check is rejected', () => {
    expect(isValidPartnerUrl('http://[::1')).toBe(false);
  });
});

describe('partner link on a given site — only pages of the site carry the partner parameter', () => {
  it.each([
    ['http://localhost:5173', 'http://localhost:5173/ideas', 'http://localhost:5173/ideas?partner=p1'],
    ['https://investradar.ru', 'https://investradar.ru/rating', 'https://investradar.ru/rating?partner=p1'],
    ['https://investradar.ru', '/ideas?tab=new', 'https://investradar.ru/ideas?tab=new&partner=p1'],
    ['https://investradar.ru', '/', 'https://investradar.ru/?partner=p1'],
  ])('on %s: %s → %s', (site, input, expected) => {
    expect(isValidPartnerUrl(input, site)).toBe(true);
    expect(validatePartnerLink(input, 'p1', site)).toEqual({ ok: true, value: expected });
  });
  it.each(['https://evil.example/ideas', 'https://investradar.ru.evil.example/', 'http://localhost:5174/ideas'])(
    '%s leads elsewhere: «Ссылка должна вести на страницу Инвестрадара»',
    (input) => {
      const site = input.includes('localhost') ? 'http://localhost:5173' : 'https://investradar.ru';
      expect(isValidPartnerUrl(input, site)).toBe(false);
      expect(validatePartnerLink(input, 'p1', site)).toEqual({
        ok: false,
        errors: { url: ['Ссылка должна вести на страницу Инвестрадара'] },
      });
    },
  );
  it('several addresses of one site: any of them, the first completing a path', () => {
    const sites = ['http://localhost:5173', 'http://127.0.0.1:5173'];
    expect(isValidPartnerUrl('http://127.0.0.1:5173/rating', sites)).toBe(true);
    expect(validatePartnerLink('/rating', 'p1', sites)).toEqual({
      ok: true,
      value: 'http://localhost:5173/rating?partner=p1',
    });
    expect(isValidPartnerUrl('http://127.0.0.2:5173/rating', sites)).toBe(false);
  });
  it.each(['//evil.example/x', '/\\evil.example/x', 'ideas', 'ftp://investradar.ru/'])('%j is invalid', (input) => {
    expect(validatePartnerLink(input, 'p1', 'https://investradar.ru')).toEqual({
      ok: false,
      errors: { url: ['Неверный адрес ссылки'] },
    });
  });
});

describe('questionnaire — checked in the spec order, each failure an alert', () => {
  const complete: SurveyFormAnswers = {
    when_invest_start: '2019',
    which_actives_you_use: ['stocks'],
    brokers_where_you_have_accounts: ['tinkoff'],
    annual_return_target_currency: 'rub',
    annual_return_target_value: 30,
  };
  const cases: [string, Partial<SurveyFormAnswers>, string, string][] = [
    [
      '(1) no start year',
      {
        when_invest_start: null,
        which_actives_you_use: [],
        annual_return_target_value: 0,
        brokers_where_you_have_accounts: [],
      },
      'when_invest_start',
      'Пожалуйста укажите год когда вы начали инвестировать?',
    ],
    [
      '(2) no assets',
      { which_actives_you_use: [], annual_return_target_value: 0, brokers_where_you_have_accounts: [] },
      'which_actives_you_use',
      'Пожалуйста укажите какие активы используете в портфеле?',
    ],
    [
      '(3) return target zero',
      { annual_return_target_value: 0, brokers_where_you_have_accounts: [] },
      'annual_return_target_value',
      'Пожалуйста укажите цель по годовой доходности портфеля?',
    ],
    [
      '(3) return target empty',
      { annual_return_target_value: '' },
      'annual_return_target_value',
      'Пожалуйста укажите цель по годовой доходности портфеля?',
    ],
    [
      '(3) return target null',
      { annual_return_target_value: null },
      'annual_return_target_value',
      'Пожалуйста укажите цель по годовой доходности портфеля?',
    ],
    [
      '(3) return target not a number',
      { annual_return_target_value: 'abc' },
      'annual_return_target_value',
      'Пожалуйста укажите цель по годовой доходности портфеля?',
    ],
    [
      '(4) no broker',
      { brokers_where_you_have_accounts: [] },
      'brokers_where_you_have_accounts',
      'Пожалуйста укажите брокера(ов) у которого у Вас есть счет(а)?',
    ],
  ];
  it.each(cases)('%s', (_name, patch, field, message) => {
    expect(validateSurvey({ ...complete, ...patch })).toEqual({ ok: false, errors: { [field]: [message] } });
  });
  it('a complete questionnaire passes', () => {
    expect(validateSurvey(complete)).toEqual({ ok: true, value: complete });
    expect(validateSurvey({ ...complete, annual_return_target_value: '40' }).ok).toBe(true);
  });
});
