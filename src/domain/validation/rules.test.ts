import { describe, expect, it } from 'vitest';
import {
  alpha,
  alphaNum,
  and,
  between,
  decimal,
  email,
  integer,
  ipAddress,
  isEmpty,
  macAddress,
  maxLength,
  maxValue,
  minLength,
  minValue,
  not,
  numeric,
  or,
  required,
  requiredIf,
  requiredUnless,
  sameAs,
  url,
  validateFields,
  type Rule,
} from './rules';

const table = (rule: Rule, rows: [unknown, boolean][]) =>
  it.each(rows)('%j → %s', (value, expected) => expect(rule(value)).toBe(expected));

describe('isEmpty', () => {
  table(
    (v) => isEmpty(v),
    [
      [undefined, true],
      [null, true],
      ['', true],
      ['  ', true],
      [[], true],
      [{}, true],
      [new Date('nope'), true],
      [false, false],
      [0, false],
      ['a', false],
      [[1], false],
      [{ a: 1 }, false],
      [new Date(0), false],
    ],
  );
});

describe('required', () =>
  table(required, [
    ['', false],
    [null, false],
    ['x', true],
    [0, true],
    [false, true],
  ]));

describe('requiredIf / requiredUnless', () => {
  it('requiredIf a sibling field is filled', () => {
    expect(requiredIf('has_broker')('', { has_broker: 'yes' })).toBe(false);
    expect(requiredIf('has_broker')('', { has_broker: '' })).toBe(true);
    expect(requiredIf('has_broker')('')).toBe(true);
    expect(requiredIf((s) => s.kind === 'other')('', { kind: 'other' })).toBe(false);
    expect(requiredIf((s) => s.kind === 'other')('text', { kind: 'other' })).toBe(true);
  });
  it('requiredUnless a sibling field is filled', () => {
    expect(requiredUnless('email')('', { email: 'a@b.ru' })).toBe(true);
    expect(requiredUnless('email')('', { email: '' })).toBe(false);
    expect(requiredUnless((s) => s.skip === true)('', { skip: false })).toBe(false);
    expect(requiredUnless((s) => s.skip === true)('', { skip: true })).toBe(true);
  });
});

describe('minLength(4) / maxLength(6)', () => {
  table(minLength(4), [
    ['', true],
    ['abc', false],
    ['abcd', true],
    [[1, 2, 3, 4], true],
    [[1], false],
    [{ a: 1 }, false],
  ]);
  table(maxLength(6), [
    ['', true],
    ['abcdef', true],
    ['abcdefg', false],
    [[1, 2, 3, 4, 5, 6, 7], false],
    [123456, true],
  ]);
});

describe('minValue(10) / maxValue(100) — no whitespace unless a date', () => {
  table(minValue(10), [
    ['', true],
    [10, true],
    [9, false],
    ['10', true],
    [' 10', false],
    ['abc', false],
    [{}, true],
    [true, false],
  ]);
  table(maxValue(100), [
    [100, true],
    [101, false],
    ['100', true],
    ['1 00', false],
    ['50\n', false],
    [null, true],
  ]);
  it('dates compare by time (a date may not be whitespace-checked)', () => {
    const limit = new Date('2026-12-31T00:00:00Z');
    expect(maxValue(limit)(new Date('2026-12-01T00:00:00Z'))).toBe(true);
    expect(maxValue(limit)(new Date('2027-01-01T00:00:00Z'))).toBe(false);
    expect(minValue(limit)(new Date('2027-01-01T00:00:00Z'))).toBe(true);
  });
});

describe('between(0, 100)', () =>
  table(between(0, 100), [
    [0, true],
    [100, true],
    [-1, false],
    [101, false],
    ['55', true],
    ['', true],
  ]));

describe('alpha', () =>
  table(alpha, [
    ['', true],
    ['abcXYZ', true],
    ['abc1', false],
    ['абв', false],
  ]));

describe('alphaNum — «Latin letters and digits only; empty passes»', () =>
  table(alphaNum, [
    ['', true],
    [null, true],
    ['abc123', true],
    ['ABC', true],
    ['abc 123', false],
    ['abc_1', false],
    ['промо1', false],
    ['a-b', false],
  ]));

describe('numeric', () =>
  table(numeric, [
    ['', true],
    ['123', true],
    ['12.5', true],
    ['-1', false],
    ['1e3', false],
    ['12.', false],
  ]));

describe('integer', () =>
  table(integer, [
    ['', true],
    ['0', true],
    ['-15', true],
    ['1.5', false],
    ['--1', false],
    [42, true],
  ]));

describe('decimal — «optional minus, digits, optional fraction»', () =>
  table(decimal, [
    ['', true],
    ['0', true],
    ['42', true],
    ['-42', true],
    ['3.14', true],
    ['-0.5', true],
    ['.5', false],
    ['5.', false],
    ['+5', false],
    ['1,5', false],
    ['1.2.3', false],
    ['abc', false],
  ]));

describe('email', () =>
  table(email, [
    ['', true],
    ['anna@example.ru', true],
    ['a.b+c@mail.example.com', true],
    ['anna', false],
    ['anna@ru', false],
    ['an na@example.ru', false],
    ['anna@@example.ru', false],
  ]));

describe('url', () =>
  table(url, [
    ['', true],
    ['https://investradar.ru', true],
    ['http://investradar.ru/ideas?x=1#y', true],
    ['http://localhost:3000/a', true],
    ['http://127.0.0.1', true],
    ['investradar.ru', false],
    ['ftp://investradar.ru', false],
    ['https://inv radar.ru', false],
  ]));

describe('ipAddress', () =>
  table(ipAddress, [
    ['', true],
    ['192.168.0.1', true],
    ['255.255.255.255', true],
    ['256.1.1.1', false],
    ['1.2.3', false],
    ['01.2.3.4', false],
    ['a.b.c.d', false],
  ]));

describe('macAddress', () => {
  table(macAddress(), [
    ['', true],
    ['00:1A:2b:3C:4d:5E', true],
    ['00-1A-2B-3C-4D-5E', false],
    ['00:1A:2B:3C:4D', false],
    ['00:1A:2B:3C:4D:ZZ', false],
  ]);
  table(macAddress('-'), [['00-1A-2B-3C-4D-5E', true]]);
  table(macAddress(''), [
    ['001A2B3C4D5E', true],
    ['001A2B3C4D5', false],
  ]);
});

describe('sameAs', () => {
  it('equals the sibling field', () => {
    expect(sameAs('password')('secret', { password: 'secret' })).toBe(true);
    expect(sameAs('password')('secret', { password: 'other' })).toBe(false);
    expect(sameAs('password')('secret')).toBe(false);
  });
});

describe('and / or / not', () => {
  table(and(required, alphaNum, minLength(3)), [
    ['', false],
    ['ab', false],
    ['abc', true],
    ['ab c', false],
  ]);
  table(or(integer, alpha), [
    ['12', true],
    ['ab', true],
    ['a1', false],
  ]);
  table(not(alpha), [
    ['abc', false],
    ['123', true],
  ]);
});

describe('validateFields', () => {
  it('collects messages of failed rules per field, in order', () => {
    const values = { name: 'Ян', code: 'a b', password: 'x', password_confirmation: 'y' };
    expect(
      validateFields(values, {
        name: [
          { rule: required, message: 'Обязательное поле' },
          { rule: minLength(4), message: 'Неверное значение поля' },
        ],
        code: [{ rule: alphaNum, message: 'Только латиница и цифры' }],
        password_confirmation: [{ rule: sameAs('password'), message: 'Пароли не совпадают' }],
        password: [{ rule: required, message: 'Пароль не может быть пустым' }],
      }),
    ).toEqual({
      name: ['Неверное значение поля'],
      code: ['Только латиница и цифры'],
      password_confirmation: ['Пароли не совпадают'],
    });
  });
});
