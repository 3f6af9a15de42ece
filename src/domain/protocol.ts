import { MESSAGES } from './messages';
import { pure } from './pure';
import { ROUTES } from './routes';
import type { FormResult } from './schemas/account';
import type { PromocodeResponse } from './schemas/subscription';

/** docs/product/calls.md: the HTTP defaults send cookie XSRF-TOKEN as header X-XSRF-TOKEN, plus an AJAX marker. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
export const AJAX_HEADER = 'X-Requested-With';
export const AJAX_HEADER_VALUE = 'XMLHttpRequest';

export const SESSION_EXPIRED_PATH = /* @__PURE__ */ pure(() => `${ROUTES.login}?error_session_expired=1`);

/** docs/product/errors.md: HTTP 404 → /404; HTTP 401 → /auth/login?error_session_expired=1. */
export function errorRedirect(status: number): string | null {
  if (status === 404) return ROUTES.notFound;
  if (status === 401) return SESSION_EXPIRED_PATH;
  return null;
}

export interface FormOutcome {
  success: boolean;
  /** Each shown as an alert. */
  alerts: string[];
  /** Where the user goes next (settings after a successful update). */
  redirect: string | null;
}

/**
 * docs/product/errors.md name or email update: success=false with an errors map → each message alerted; without an
 * errors map, or the request failed (null) → 'Произошла ошибка. Попробуйте операцию позже.'. On
 * success any message is alerted and the user goes to settings.
 */
export function formOutcome(result: FormResult | null | undefined): FormOutcome {
  if (!result) return { success: false, alerts: [MESSAGES.genericError], redirect: null };
  if (result.success)
    return { success: true, alerts: result.message ? [result.message] : [], redirect: ROUTES.settings };
  const messages = Object.values(result.errors ?? {})
    .flat()
    .filter((message) => message !== '');
  return { success: false, alerts: messages.length > 0 ? messages : [MESSAGES.genericError], redirect: null };
}

/**
 * docs/product/flows.md, docs/product/errors.md promocode: success alerts 'PRO доступ успешно активирован!' and reloads the account;
 * failure shows the server's error_description in the form-errors block (headed 'Ошибка!').
 */
export function promocodeOutcome(
  response: PromocodeResponse | null | undefined,
): { success: true; alert: string; reloadAccount: true } | { success: false; errors: string[] } {
  if (response?.success) return { success: true, alert: MESSAGES.promocodeActivated, reloadAccount: true };
  return { success: false, errors: [response?.error_description || MESSAGES.genericError] };
}
