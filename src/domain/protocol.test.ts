import { describe, expect, it } from 'vitest';
import {
  AJAX_HEADER,
  AJAX_HEADER_VALUE,
  errorRedirect,
  formOutcome,
  promocodeOutcome,
  XSRF_COOKIE,
  XSRF_HEADER,
} from './protocol';

describe('HTTP defaults (docs/product/calls.md)', () => {
  it('cookie XSRF-TOKEN as header X-XSRF-TOKEN, AJAX marker', () => {
    expect([XSRF_COOKIE, XSRF_HEADER, AJAX_HEADER, AJAX_HEADER_VALUE]).toEqual([
      'XSRF-TOKEN',
      'X-XSRF-TOKEN',
      'X-Requested-With',
      'XMLHttpRequest',
    ]);
  });
});

describe('error catalogue (docs/product/errors.md)', () => {
  it.each([
    [404, '/404'],
    [401, '/auth/login?error_session_expired=1'],
    [500, null],
    [422, null],
  ])('HTTP %d → %s', (status, path) => {
    expect(errorRedirect(status)).toBe(path);
  });

  it('update with success=false and errors map: each message shown as an alert', () => {
    expect(
      formOutcome({
        success: false,
        errors: { name: ['Неверное значение поля'], email: ['Неверный формат email', ''] },
      }),
    ).toEqual({
      success: false,
      alerts: ['Неверное значение поля', 'Неверный формат email'],
      redirect: null,
    });
  });
  it.each([
    ['without errors map', { success: false }],
    ['with an empty errors map', { success: false, errors: {} }],
    ['request failed', null],
  ])("%s: 'Произошла ошибка. Попробуйте операцию позже.'", (_name, result) => {
    expect(formOutcome(result)).toEqual({
      success: false,
      alerts: ['Произошла ошибка. Попробуйте операцию позже.'],
      redirect: null,
    });
  });
  it('on success any message is alerted and the user goes to settings', () => {
    expect(formOutcome({ success: true, message: 'Имя изменено' })).toEqual({
      success: true,
      alerts: ['Имя изменено'],
      redirect: '/account/settings',
    });
    expect(formOutcome({ success: true })).toEqual({ success: true, alerts: [], redirect: '/account/settings' });
  });

  it("promocode success: 'PRO доступ успешно активирован!', then the account is reloaded", () => {
    expect(promocodeOutcome({ success: true })).toEqual({
      success: true,
      alert: 'PRO доступ успешно активирован!',
      reloadAccount: true,
    });
  });
  it('promocode failure: server error_description in a form-errors block', () => {
    expect(promocodeOutcome({ success: false, error_description: 'Промокод не найден' })).toEqual({
      success: false,
      errors: ['Промокод не найден'],
    });
    expect(promocodeOutcome(null)).toEqual({
      success: false,
      errors: ['Произошла ошибка. Попробуйте операцию позже.'],
    });
  });
});
