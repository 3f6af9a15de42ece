import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import {
  loginPayloadSchema,
  registerPayloadSchema,
  updateEmailPayloadSchema,
  updateNamePayloadSchema,
  updatePasswordPayloadSchema,
} from './account';
import { hasControlCharacter, multilineText, text } from './common';
import { promocodePayloadSchema } from './subscription';
import { surveyPayloadSchema } from './survey';
import { searchQuerySchema } from './search';

/** NUL, other C0 characters, the line breaks and tab, DEL and the C1 range (U+0080–U+009F). */
const CONTROL = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\b',
  '\t',
  '\n',
  '\r',
  '\u000b',
  '\u001b',
  '\u001f',
  '\u007f',
  '\u0080',
  '\u0085',
  '\u009f',
];
/** Not control characters: printable neighbours of the ranges and other spaces. */
const ALLOWED = [' ', '~', '\u00a0', '\u00a1', 'ё', '€', '\u2028', '😀'];

const validRegister = { name: 'Иван Петров', email: 'ivan@example.ru', password: 'register-pass-1' };
const validSurvey = {
  when_invest_start: ['2020'],
  which_actives_you_use: ['stocks'],
  brokers_where_you_have_accounts: ['tinkoff'],
  annual_return_target_currency: ['rub'],
  annual_return_target_value: [20],
};

function errorsOf(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}

describe('control characters', () => {
  it.each(CONTROL.map((c) => [JSON.stringify(c), c]))('%s is a control character of a one-line value', (_label, c) => {
    expect(hasControlCharacter(`ab${c}cd`)).toBe(true);
    expect(text().safeParse(`ab${c}cd`).success).toBe(false);
  });

  it.each(ALLOWED.map((c) => [JSON.stringify(c), c]))('%s is not', (_label, c) => {
    expect(hasControlCharacter(`ab${c}cd`)).toBe(false);
    expect(text().safeParse(`ab${c}cd`).success).toBe(true);
  });

  it('a multi-line text takes tab, LF and CR, and refuses NUL, escape, DEL and C1', () => {
    for (const c of ['\t', '\n', '\r', '\r\n'])
      expect(multilineText().safeParse(`строка${c}вторая`).success).toBe(true);
    for (const c of ['\u0000', '\u000b', '\u000c', '\u001b', '\u007f', '\u0085']) {
      expect(hasControlCharacter(`a${c}b`, true)).toBe(true);
      expect(multilineText().safeParse(`a${c}b`).success).toBe(false);
    }
  });

  it('the one message is the Russian «Поле содержит недопустимые символы»', () => {
    expect(MESSAGES.controlCharacters).toBe('Поле содержит недопустимые символы');
    expect(errorsOf(text().safeParse('a\u0000'))).toEqual([['', MESSAGES.controlCharacters]]);
  });
});

describe('payload schemas refuse control characters with one message under the field', () => {
  const cases: Array<[string, { safeParse: (v: unknown) => never }, Record<string, unknown>, string]> = [
    ['register name', registerPayloadSchema as never, { ...validRegister, name: 'Иван\u0000Петров' }, 'name'],
    ['register email', registerPayloadSchema as never, { ...validRegister, email: 'ivan\u0000@example.ru' }, 'email'],
    [
      'register password',
      registerPayloadSchema as never,
      { ...validRegister, password: 'register\u001bpass' },
      'password',
    ],
    ['login email', loginPayloadSchema as never, { email: 'ivan@example.ru\u0085', password: 'x' }, 'email'],
    [
      'login password',
      loginPayloadSchema as never,
      { email: 'ivan@example.ru', password: 'demo\u000012345' },
      'password',
    ],
    [
      'update-name (line break at the end is not trimmed away)',
      updateNamePayloadSchema as never,
      { name: 'Мария Соколова\n' },
      'name',
    ],
    ['update-name (tab)', updateNamePayloadSchema as never, { name: 'Мария\tСоколова' }, 'name'],
    [
      'update-email',
      updateEmailPayloadSchema as never,
      { email: '\u0000a@example.ru', current_password: 'demo12345' },
      'email',
    ],
    [
      'update-email current password',
      updateEmailPayloadSchema as never,
      { email: 'a@example.ru', current_password: 'demo\u007f12345' },
      'current_password',
    ],
    [
      'update-pwd password',
      updatePasswordPayloadSchema as never,
      { current_password: 'demo12345', password: 'new\u0000password1', password_confirmation: 'new\u0000password1' },
      'password',
    ],
    [
      'update-pwd confirmation',
      updatePasswordPayloadSchema as never,
      { current_password: 'demo12345', password: 'new-password1', password_confirmation: 'new\u009fpassword1' },
      'password_confirmation',
    ],
    [
      'survey key',
      surveyPayloadSchema as never,
      { ...validSurvey, which_actives_you_use: ['stocks\u0000'] },
      'which_actives_you_use.0',
    ],
    [
      'survey single key',
      surveyPayloadSchema as never,
      { ...validSurvey, when_invest_start: ['\r2020'] },
      'when_invest_start.0',
    ],
    [
      'survey value as a string',
      surveyPayloadSchema as never,
      { ...validSurvey, annual_return_target_value: ['20\u0000'] },
      'annual_return_target_value.0',
    ],
    ['promocode', promocodePayloadSchema as never, { code: 'PROMO\u0000' }, 'code'],
    ['search query', searchQuerySchema as never, { query: 'сбер\u0000' }, 'query'],
  ];

  it.each(cases)('%s', (_label, schema, payload, field) => {
    const result = (schema as unknown as { safeParse: (v: unknown) => { success: boolean } }).safeParse(payload);
    expect(result.success).toBe(false);
    expect(errorsOf(result as never)).toContainEqual([field, MESSAGES.controlCharacters]);
    // The rule aborts that value's checks: no second message for the same field.
    expect(errorsOf(result as never).filter(([path]) => path === field)).toHaveLength(1);
  });

  it('the same payloads without the character pass', () => {
    expect(registerPayloadSchema.safeParse(validRegister).success).toBe(true);
    expect(surveyPayloadSchema.safeParse(validSurvey).success).toBe(true);
    expect(updateNamePayloadSchema.safeParse({ name: '  Мария Соколова  ' }).success).toBe(true);
  });
});
