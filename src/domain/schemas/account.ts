import * as z from 'zod/mini';
import { MESSAGES } from '../messages';
import { NAME_MIN_LENGTH } from '../constants';
import { enteredPasswordProblem, newPasswordProblem, passwordCheck } from '../password';
import { pure } from '../pure';
import { text } from './common';
import { notificationsSchema } from './user';

/**
 * Payloads of the account calls (docs/product/calls.md) with the spec's validation rules (docs/product/validation.md) and messages, so
 * the server rejects exactly what the forms reject.
 */

/** Name: required, trimmed, at least 4 characters; 'Неверное значение поля'. */
const nameSchema = /* @__PURE__ */ pure(() =>
  text({ error: MESSAGES.invalidFieldValue }).check(
    z.trim(),
    z.minLength(NAME_MIN_LENGTH, { error: MESSAGES.invalidFieldValue }),
    z.maxLength(100, { error: MESSAGES.invalidFieldValue }),
  ),
);

/** Email: trimmed, email format. */
const emailSchema = /* @__PURE__ */ pure(() =>
  z.pipe(text({ error: MESSAGES.emailInvalid }).check(z.trim()), z.email({ error: MESSAGES.emailInvalid })),
);

/** Password offered to sign in: as typed (not trimmed), not empty, at most 128 characters (password.ts). */
const passwordSchema = /* @__PURE__ */ pure(() =>
  text({ error: MESSAGES.passwordEmpty }).check(passwordCheck((v) => enteredPasswordProblem(v))),
);

/**
 * A password being chosen (registration, change): the policy of password.ts without the common-password
 * list, which the server checks after parsing (it holds the list).
 */
const newPasswordSchema = /* @__PURE__ */ pure(() =>
  text({ error: MESSAGES.passwordEmpty }).check(passwordCheck((v) => newPasswordProblem(v))),
);

/**
 * The current password that confirms a sensitive change (re-authentication). Optional in the schema:
 * an account signed up through a social network has none, and the server decides whether it is needed.
 */
const currentPasswordSchema = /* @__PURE__ */ pure(() =>
  z.optional(
    text({ error: MESSAGES.currentPasswordRequired }).check(
      passwordCheck((v) => enteredPasswordProblem(v, MESSAGES.currentPasswordRequired)),
    ),
  ),
);

/** POST /api/account/update-name — required, trimmed, at least 4 characters. */
export const updateNamePayloadSchema = /* @__PURE__ */ pure(() => z.object({ name: nameSchema }));
export type UpdateNamePayload = z.infer<typeof updateNamePayloadSchema>;

/**
 * POST /api/account/update-email — email type, required; `current_password` confirms the change (the
 * server requires it from every account that has a password).
 */
export const updateEmailPayloadSchema = /* @__PURE__ */ pure(() =>
  z.object({ email: emailSchema, current_password: currentPasswordSchema }),
);
export type UpdateEmailPayload = z.infer<typeof updateEmailPayloadSchema>;

/**
 * POST /api/account/update-pwd — the new password follows the policy (password.ts, not trimmed), the
 * confirmation is required and equals it ('Пароли не совпадают'); `current_password` confirms the change.
 */
export const updatePasswordPayloadSchema = /* @__PURE__ */ pure(() =>
  z
    .object({
      current_password: currentPasswordSchema,
      password: newPasswordSchema,
      password_confirmation: text({ error: MESSAGES.passwordEmpty }).check(
        z.minLength(1, { error: MESSAGES.passwordEmpty }),
      ),
    })
    .check(
      z.refine((v) => v.password === v.password_confirmation, {
        error: MESSAGES.passwordsMismatch,
        path: ['password_confirmation'],
      }),
    ),
);
export type UpdatePasswordPayload = z.infer<typeof updatePasswordPayloadSchema>;

/** POST /api/account/update-notifications — the four flags. */
export const updateNotificationsPayloadSchema = notificationsSchema;
export type UpdateNotificationsPayload = z.infer<typeof updateNotificationsPayloadSchema>;

/** Answer of the name/email/password updates: success flag, errors map, message. */
export const formResultSchema = /* @__PURE__ */ pure(() =>
  z.object({
    success: z.boolean(),
    errors: z.optional(z.record(text(), z.array(text()))),
    message: z.optional(text()),
  }),
);
export type FormResult = z.infer<typeof formResultSchema>;

/**
 * Auth forms: not in the spec's call table but the product needs them. Name follows the change-name
 * rule (min 4, trimmed); a new password follows the policy (password.ts), the sign-in one only its
 * maximum, so accounts whose password predates the policy can still sign in.
 */
export const registerPayloadSchema = /* @__PURE__ */ pure(() =>
  z.object({ name: nameSchema, email: emailSchema, password: newPasswordSchema }),
);
export type RegisterPayload = z.infer<typeof registerPayloadSchema>;

export const loginPayloadSchema = /* @__PURE__ */ pure(() =>
  z.object({ email: emailSchema, password: passwordSchema }),
);
export type LoginPayload = z.infer<typeof loginPayloadSchema>;

/**
 * Turns a zod error (classic or mini) into the API's errors map (field → messages). Issues without
 * a path go under `form`.
 */
export function issuesToErrors(error: z.core.$ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : 'form';
    const list = (errors[key] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return errors;
}
