import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { enteredPasswordProblem, newPasswordProblem, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password';
import { loginPayloadSchema, registerPayloadSchema, updatePasswordPayloadSchema } from './schemas/account';
import { validateChangeEmail, validateChangePassword } from './validation/forms';

const COMMON = new Set(['password123', 'qwerty123']);
const isCommon = (p: string) => COMMON.has(p.toLowerCase());

// Issue #12 item 6: 8–128 characters, taken as typed, not a common password.
describe('newPasswordProblem', () => {
  const cases: Array<[string, unknown, string | null]> = [
    ['not a string', 12345678, MESSAGES.passwordEmpty],
    ['empty', '', MESSAGES.passwordEmpty],
    ['one character', 'x', MESSAGES.passwordTooShort],
    ['7 characters', 'abcdefg', MESSAGES.passwordTooShort],
    ['7 characters padded with spaces to 9 are 9', ' abcdefg ', null],
    ['8 spaces', '        ', MESSAGES.passwordEmpty],
    ['exactly 8', 'abcdefgh', null],
    ['exactly 128', 'a'.repeat(128), null],
    ['129', 'a'.repeat(129), MESSAGES.passwordTooLong],
    ['300', 'a'.repeat(300), MESSAGES.passwordTooLong],
    ['8 emoji are 8 characters', '🔒'.repeat(8), null],
    ['7 emoji are 7 (14 UTF-16 units)', '🔒'.repeat(7), MESSAGES.passwordTooShort],
    ['common', 'password123', MESSAGES.passwordTooCommon],
    ['common in another case', 'Qwerty123', MESSAGES.passwordTooCommon],
    ['uncommon', 'радар-инвест-7', null],
  ];
  it.each(cases)('%s', (_name, password, expected) => {
    expect(newPasswordProblem(password, isCommon)).toBe(expected);
  });

  it('without a list it checks the lengths only', () => {
    expect(newPasswordProblem('password123')).toBeNull();
  });

  it('the messages name the limits', () => {
    expect(MESSAGES.passwordTooShort).toContain(String(PASSWORD_MIN_LENGTH));
    expect(MESSAGES.passwordTooLong).toContain(String(PASSWORD_MAX_LENGTH));
  });
});

describe('enteredPasswordProblem (sign-in, current password)', () => {
  const cases: Array<[string, unknown, string | null]> = [
    ['empty', '', MESSAGES.passwordEmpty],
    ['short passwords predating the policy still sign in', 'x', null],
    ['128', 'a'.repeat(128), null],
    ['129', 'a'.repeat(129), MESSAGES.passwordTooLong],
  ];
  it.each(cases)('%s', (_name, password, expected) => {
    expect(enteredPasswordProblem(password)).toBe(expected);
  });
});

describe('the schemas use the one policy', () => {
  const cases: Array<[string, { success: boolean; errors?: unknown }, unknown]> = [
    [
      'register: short',
      { success: false, errors: { password: [MESSAGES.passwordTooShort] } },
      registerPayloadSchema.safeParse({ name: 'Иван Петров', email: 'a@b.ru', password: 'x' }),
    ],
    [
      'register: spaces are kept',
      { success: true },
      registerPayloadSchema.safeParse({ name: 'Иван Петров', email: 'a@b.ru', password: '  12345678  ' }),
    ],
    [
      'login: 300 characters',
      { success: false, errors: { password: [MESSAGES.passwordTooLong] } },
      loginPayloadSchema.safeParse({ email: 'a@b.ru', password: 'y'.repeat(300) }),
    ],
    [
      'update-pwd: 300 characters',
      { success: false, errors: { password: [MESSAGES.passwordTooLong] } },
      updatePasswordPayloadSchema.safeParse({
        current_password: 'old',
        password: 'y'.repeat(300),
        password_confirmation: 'y'.repeat(300),
      }),
    ],
  ];
  it.each(cases)('%s', (_name, expected, parsed) => {
    const result = parsed as { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } };
    expect(result.success).toBe(expected.success);
    if (expected.errors) {
      const errors: Record<string, string[]> = {};
      for (const issue of result.error!.issues) (errors[issue.path.join('.')] ??= []).push(issue.message);
      expect(errors).toEqual(expected.errors);
    }
  });

  it('register keeps the password as typed', () => {
    expect(registerPayloadSchema.parse({ name: 'Иван Петров', email: 'a@b.ru', password: ' 12345678 ' }).password).toBe(
      ' 12345678 ',
    );
  });
});

const REQUIRED = { requireCurrentPassword: true };

describe('form validators ask for the current password', () => {
  const cases: Array<
    [
      string,
      Parameters<typeof validateChangePassword>[0],
      Parameters<typeof validateChangePassword>[1],
      Record<string, string[]> | null,
    ]
  > = [
    [
      'missing current',
      { password: 'new-password-1', password_confirmation: 'new-password-1' },
      REQUIRED,
      { current_password: [MESSAGES.currentPasswordRequired] },
    ],
    [
      'all fine',
      { current_password: 'old', password: 'new-password-1', password_confirmation: 'new-password-1' },
      REQUIRED,
      null,
    ],
    [
      'no password to confirm (social login)',
      { password: 'new-password-1', password_confirmation: 'new-password-1' },
      { requireCurrentPassword: false },
      null,
    ],
    [
      'missing current comes first, then the policy',
      { current_password: '', password: 'short', password_confirmation: 'short' },
      REQUIRED,
      { current_password: [MESSAGES.currentPasswordRequired], password: [MESSAGES.passwordTooShort] },
    ],
    [
      'mismatch',
      { current_password: 'old', password: 'new-password-1', password_confirmation: 'new-password-2' },
      {},
      { password_confirmation: [MESSAGES.passwordsMismatch] },
    ],
    [
      'too long',
      { current_password: 'old', password: 'z'.repeat(129), password_confirmation: 'z'.repeat(129) },
      {},
      { password: [MESSAGES.passwordTooLong] },
    ],
  ];
  it.each(cases)('change password: %s', (_name, input, options, errors) => {
    const result = validateChangePassword(input, options);
    expect(result.ok ? null : result.errors).toEqual(errors);
  });

  it.each([
    [
      'missing current',
      'new@example.ru',
      undefined,
      REQUIRED,
      { current_password: [MESSAGES.currentPasswordRequired] },
    ],
    ['with current', 'new@example.ru', 'old-password', REQUIRED, null],
    ['social login', 'new@example.ru', undefined, { requireCurrentPassword: false }, null],
    [
      'bad email and no current',
      'nope',
      '',
      REQUIRED,
      { current_password: [MESSAGES.currentPasswordRequired], email: [MESSAGES.emailInvalid] },
    ],
  ] as const)('change email: %s', (_name, email, current, options, errors) => {
    const result = validateChangeEmail(email, current, options);
    expect(result.ok ? null : result.errors).toEqual(errors);
  });
});
