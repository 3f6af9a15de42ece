import * as z from 'zod/mini';
import { MESSAGES } from '../messages';
import { NAME_MIN_LENGTH } from '../constants';
import { pure } from '../pure';
import { requiredText } from './common';
import { notificationsSchema } from './user';

/**
 * Payloads of the account calls (spec §7) with the spec's validation rules (§5) and messages, so
 * the server rejects exactly what the forms reject.
 */

/** Name: required, trimmed, at least 4 characters; 'Неверное значение поля'. */
const nameSchema = /* @__PURE__ */ pure(() => z
  .string({ error: MESSAGES.invalidFieldValue })
  .check(
    z.trim(),
    z.minLength(NAME_MIN_LENGTH, { error: MESSAGES.invalidFieldValue }),
    z.maxLength(100, { error: MESSAGES.invalidFieldValue }),
  ));

/** Email: trimmed, email format. */
const emailSchema = /* @__PURE__ */ pure(() => z.pipe(
  z.string({ error: MESSAGES.emailInvalid }).check(z.trim()),
  z.email({ error: MESSAGES.emailInvalid }),
));

/** Password for sign-in and registration: not empty (trimmed), bounded. */
const passwordSchema = /* @__PURE__ */ pure(() => requiredText(MESSAGES.passwordEmpty).check(z.maxLength(200, { error: MESSAGES.invalidFieldValue })));

/** POST /api/account/update-name — required, trimmed, at least 4 characters. */
export const updateNamePayloadSchema = /* @__PURE__ */ pure(() => z.object({ name: nameSchema }));
export type UpdateNamePayload = z.infer<typeof updateNamePayloadSchema>;

/** POST /api/account/update-email — email type, required. */
export const updateEmailPayloadSchema = /* @__PURE__ */ pure(() => z.object({ email: emailSchema }));
export type UpdateEmailPayload = z.infer<typeof updateEmailPayloadSchema>;

/** POST /api/account/update-pwd — both fields required and trimmed; confirmation equals password. */
export const updatePasswordPayloadSchema = /* @__PURE__ */ pure(() => z
  .object({
    password: requiredText(MESSAGES.passwordEmpty),
    password_confirmation: requiredText(MESSAGES.passwordEmpty),
  })
  .check(
    z.refine((v) => v.password === v.password_confirmation, {
      error: MESSAGES.passwordsMismatch,
      path: ['password_confirmation'],
    }),
  ));
export type UpdatePasswordPayload = z.infer<typeof updatePasswordPayloadSchema>;

/** POST /api/account/update-notifications — the four flags. */
export const updateNotificationsPayloadSchema = notificationsSchema;
export type UpdateNotificationsPayload = z.infer<typeof updateNotificationsPayloadSchema>;

/** Answer of the name/email/password updates: success flag, errors map, message. */
export const formResultSchema = /* @__PURE__ */ pure(() => z.object({
  success: z.boolean(),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
  message: z.optional(z.string()),
}));
export type FormResult = z.infer<typeof formResultSchema>;

/**
 * Auth forms: not in the spec's call table but the product needs them. Name follows the change-name
 * rule (min 4, trimmed); password follows the change-password rule (not empty).
 */
export const registerPayloadSchema = /* @__PURE__ */ pure(() => z.object({ name: nameSchema, email: emailSchema, password: passwordSchema }));
export type RegisterPayload = z.infer<typeof registerPayloadSchema>;

export const loginPayloadSchema = /* @__PURE__ */ pure(() => z.object({ email: emailSchema, password: passwordSchema }));
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
