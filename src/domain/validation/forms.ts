import type * as z from 'zod/mini';
import { MESSAGES } from '../messages';
import {
  issuesToErrors,
  updateEmailPayloadSchema,
  updateNamePayloadSchema,
  updatePasswordPayloadSchema,
} from '../schemas/account';
import { cancelReasonIds, type CancelReasonId } from '../schemas/subscription';

/** Field → messages, the same shape as the API's errors map. Form-level messages go under `form`. */
export type FieldErrors = Record<string, string[]>;

/** The one result shape of every form validator. */
export type FormValidation<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

const fail = <T>(field: string, message: string): FormValidation<T> => ({ ok: false, errors: { [field]: [message] } });

function fromSchema<S extends z.ZodMiniType>(schema: S, input: unknown): FormValidation<z.infer<S>> {
  const parsed = schema.safeParse(input);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, errors: issuesToErrors(parsed.error) };
}

/** All messages of a failed validation in field order, e.g. for alerts (docs/product/errors.md). */
export function errorMessages(errors: FieldErrors): string[] {
  return Object.values(errors).flat();
}

/** docs/product/validation.md change name: required, minimum length 4, trimmed; 'Неверное значение поля'. */
export function validateChangeName(name: unknown): FormValidation<string> {
  const result = fromSchema(updateNamePayloadSchema, { name });
  return result.ok ? { ok: true, value: result.value.name } : result;
}

/**
 * Whether the form asks for the current password: true for every account that has one; false (the
 * default) for an account without one (social login). The server decides either way.
 */
export interface ReauthOptions {
  requireCurrentPassword?: boolean;
}

const missingCurrent = (value: unknown, options: ReauthOptions): boolean =>
  options.requireCurrentPassword === true && (typeof value !== 'string' || value.length === 0);

/** Adds 'Введите текущий пароль' in front of the other errors when the current password is needed and missing. */
function withCurrentPassword<T>(
  result: FormValidation<T>,
  currentPassword: unknown,
  options: ReauthOptions,
): FormValidation<T> {
  if (!missingCurrent(currentPassword, options)) return result;
  const errors = { current_password: [MESSAGES.currentPasswordRequired], ...(result.ok ? {} : result.errors) };
  return { ok: false, errors };
}

/**
 * docs/product/validation.md change password: both fields required ('Пароль не может быть пустым'); confirmation must equal
 * password ('Пароли не совпадают'). Issue #12: the new password follows the policy (password.ts: 8–128
 * characters, not trimmed; the common-password list is the server's) and the current password confirms it.
 */
export function validateChangePassword(
  input: { current_password?: unknown; password: unknown; password_confirmation: unknown },
  options: ReauthOptions = {},
): FormValidation<{ current_password?: string; password: string; password_confirmation: string }> {
  return withCurrentPassword(fromSchema(updatePasswordPayloadSchema, input), input.current_password, options);
}

/** docs/product/validation.md change email: email type and required; issue #12: confirmed with the current password. */
export function validateChangeEmail(
  email: unknown,
  currentPassword?: unknown,
  options: ReauthOptions = {},
): FormValidation<string> {
  const checked: FormValidation<string> =
    typeof email !== 'string' || email.trim() === ''
      ? fail('email', MESSAGES.fieldRequired)
      : (() => {
          const result = fromSchema(updateEmailPayloadSchema, { email, current_password: currentPassword });
          return result.ok ? { ok: true as const, value: result.value.email } : result;
        })();
  return withCurrentPassword(checked, currentPassword, options);
}

/** docs/product/validation.md promocode: required text. */
export function validatePromocode(code: unknown): FormValidation<string> {
  if (typeof code !== 'string' || code.trim() === '') return fail('code', MESSAGES.promocodeRequired);
  return { ok: true, value: code.trim() };
}

/** docs/product/flows.md, docs/product/validation.md cancel: at least one reason, else 'Пожалуйста укажите причину(ы) отмены подписки'. */
export function validateCancelReasons(reasons: readonly number[]): FormValidation<CancelReasonId[]> {
  const known = [...new Set(reasons)].filter((id): id is CancelReasonId =>
    (cancelReasonIds as readonly number[]).includes(id),
  );
  if (known.length === 0) return fail('reason', MESSAGES.cancelReasonRequired);
  return { ok: true, value: known.sort((a, b) => a - b) };
}

/**
 * docs/product/validation.md partner link: a valid http(s) URL, otherwise the copy button is disabled. Given the
 * site's origin, the link must lead to a page of the site (_ours_: the partner cookie is set only by our pages, so a
 * link to another site credits nothing); a path such as `/ideas` is read as a page of the site. Several origins: the
 * addresses the site answers on (its public one first, which completes a path; the one the page was opened on).
 */
export function isValidPartnerUrl(url: string, siteOrigin?: string | readonly string[]): boolean {
  return resolvePartnerUrl(url, siteOrigin).problem === null;
}

/** Why an address cannot carry the partner parameter, or its absolute form when it can. */
function resolvePartnerUrl(
  url: string,
  siteOrigin?: string | readonly string[],
): { problem: 'invalid' | 'foreign'; resolved?: undefined } | { problem: null; resolved: string } {
  const trimmed = url.trim();
  const sites = (typeof siteOrigin === 'string' ? [siteOrigin] : (siteOrigin ?? []))
    .map(parseHttpUrl)
    .filter((parsed): parsed is URL => parsed !== null);
  const site = sites[0] ?? null;
  const absolute = site && /^\/(?![/\\])\S*$/.test(trimmed) ? `${site.origin}${trimmed}` : trimmed;
  if (!/^https?:\/\/[^\s]+$/i.test(absolute)) return { problem: 'invalid' };
  const parsed = parseHttpUrl(absolute);
  if (!parsed) return { problem: 'invalid' };
  if (site) {
    if (!sites.some((known) => known.host === parsed.host)) return { problem: 'foreign' };
  } else if (!parsed.hostname.includes('.')) {
    return { problem: 'invalid' };
  }
  return { problem: null, resolved: absolute };
}

function parseHttpUrl(value: string): URL | null {
  try {
    const parsed = new URL(value);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed : null;
  } catch {
    return null;
  }
}

/** Name of the query parameter that carries the partner's campaign id. */
export const PARTNER_LINK_PARAM = 'partner';

/**
 * docs/product/validation.md partner link: the partner parameter is appended with ? or & as appropriate. A fragment
 * stays at the end. Returns errors for an invalid URL, or for one outside the site when its origin is given.
 */
export function validatePartnerLink(
  url: string,
  campaignId: string,
  siteOrigin?: string | readonly string[],
): FormValidation<string> {
  const checked = resolvePartnerUrl(url, siteOrigin);
  if (checked.problem === 'foreign') return fail('url', MESSAGES.partnerUrlForeign);
  if (checked.problem) return fail('url', MESSAGES.urlInvalid);
  const trimmed = checked.resolved;
  const hashAt = trimmed.indexOf('#');
  const base = hashAt === -1 ? trimmed : trimmed.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : trimmed.slice(hashAt);
  const separator = !base.includes('?') ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&';
  return { ok: true, value: `${base}${separator}${PARTNER_LINK_PARAM}=${encodeURIComponent(campaignId)}${hash}` };
}

/** The questionnaire answers as the form holds them (see survey.ts for the wire format). */
export interface SurveyFormAnswers {
  when_invest_start: string | null;
  which_actives_you_use: readonly string[];
  brokers_where_you_have_accounts: readonly string[];
  annual_return_target_currency: string;
  annual_return_target_value: number | string | null;
}

/**
 * docs/product/validation.md questionnaire, checked in this order; the first failure is the one alert, no call made:
 * (1) start year, (2) assets, (3) return target zero or empty, (4) broker.
 */
export function validateSurvey(answers: SurveyFormAnswers): FormValidation<SurveyFormAnswers> {
  if (!answers.when_invest_start) return fail('when_invest_start', MESSAGES.surveyStartYearRequired);
  if (answers.which_actives_you_use.length === 0) return fail('which_actives_you_use', MESSAGES.surveyAssetsRequired);
  const target = answers.annual_return_target_value;
  if (target === null || target === '' || Number(target) === 0 || Number.isNaN(Number(target))) {
    return fail('annual_return_target_value', MESSAGES.surveyReturnTargetRequired);
  }
  if (answers.brokers_where_you_have_accounts.length === 0) {
    return fail('brokers_where_you_have_accounts', MESSAGES.surveyBrokerRequired);
  }
  return { ok: true, value: answers };
}
