import {
  issuesToErrors,
  loginPayloadSchema,
  MESSAGES,
  registerPayloadSchema,
  type FormValidation,
  type LoginPayload,
  type RegisterPayload,
} from '../../../domain';

/*
 * The auth forms validate with the domain's payload schemas, so a form rejects exactly what the
 * server rejects. The messages are the schemas' (name: 'Неверное значение поля', password: 'Пароль не
 * может быть пустым'); only an empty email says 'Обязательное поле' instead of the format message.
 */

export type LoginValues = { email: string; password: string };
export type RegisterValues = { name: string; email: string; password: string };

function requireEmail(email: string, errors: Record<string, string[]>) {
  if (email.trim() === '') errors.email = [MESSAGES.fieldRequired];
  return errors;
}

export function validateLogin(values: LoginValues): FormValidation<LoginPayload> {
  const parsed = loginPayloadSchema.safeParse(values);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, errors: requireEmail(values.email, issuesToErrors(parsed.error)) };
}

export function validateRegister(values: RegisterValues): FormValidation<RegisterPayload> {
  const parsed = registerPayloadSchema.safeParse(values);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, errors: requireEmail(values.email, issuesToErrors(parsed.error)) };
}
