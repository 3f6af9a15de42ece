import * as z from 'zod/mini';
import { MESSAGES } from './messages';

/**
 * The one password policy of the product (issue #12 item 6), used by registration, the password
 * change and sign-in, and by the forms before they call: 8 to 128 characters, taken exactly as typed
 * (never trimmed: a space is a character like any other), and not one of the most common passwords.
 *
 * The list of common passwords is not part of the domain entry (it would add ~40 KB for every
 * consumer): whoever checks it passes a predicate in — the API loads its list file once
 * (apps/api/src/lib/common-passwords.ts); the screens check the lengths and leave the list to the server.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Answers whether a password is among the common ones (case-insensitively is the caller's choice). */
export type CommonPasswordCheck = (password: string) => boolean;

/**
 * The first rule a new password breaks, as its Russian message, or null when it may be chosen.
 * Order: empty (or only spaces), too short, too long, too common.
 */
export function newPasswordProblem(password: unknown, isCommon?: CommonPasswordCheck): string | null {
  if (typeof password !== 'string' || password.trim() === '') return MESSAGES.passwordEmpty;
  // Code points, not UTF-16 units: an emoji is one character for the person typing it.
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return MESSAGES.passwordTooShort;
  if (length > PASSWORD_MAX_LENGTH) return MESSAGES.passwordTooLong;
  if (isCommon?.(password)) return MESSAGES.passwordTooCommon;
  return null;
}

/**
 * A password offered to sign in or to confirm who you are: not empty and within the maximum, as
 * typed. The minimum and the list apply only when a password is chosen, so accounts whose password
 * predates the policy can still sign in (and then change it).
 */
export function enteredPasswordProblem(
  password: unknown,
  emptyMessage: string = MESSAGES.passwordEmpty,
): string | null {
  if (typeof password !== 'string' || password.length === 0) return emptyMessage;
  if ([...password].length > PASSWORD_MAX_LENGTH) return MESSAGES.passwordTooLong;
  return null;
}

/** A zod check from one of the functions above: one issue with its message, never several. */
export function passwordCheck(problem: (value: string) => string | null) {
  return z.superRefine<string>((value, ctx) => {
    const message = problem(value);
    if (message) ctx.issues.push({ code: 'custom', message, input: value });
  });
}
