/**
 * The generic validation rule set of docs/product/validation.md: required, requiredIf, requiredUnless, minLength,
 * maxLength, minValue, maxValue, between, alpha, alphaNum, numeric, integer, decimal, email, url,
 * ipAddress, macAddress, sameAs, and, or, not. Each rule is a predicate over a value and the
 * sibling values of the form; like the classic rule sets, every rule except the `required*` ones
 * lets an empty value pass so optional fields stay optional.
 */
import { normalizeUserUrl, WEB_PAGE_RULES } from '../urls';

export type Siblings = Readonly<Record<string, unknown>>;
export type Rule = (value: unknown, siblings?: Siblings) => boolean;

/**
 * Empty: undefined, null, blank string, empty array, empty object or invalid date. `false` is a
 * value (an unticked checkbox was answered), as in the classic rule sets.
 */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (value instanceof Date) return Number.isNaN(value.getTime());
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

function length(value: unknown): number {
  if (Array.isArray(value)) return value.length;
  if (typeof value === 'object' && value !== null) return Object.keys(value).length;
  return String(value).length;
}

const regexRule =
  (pattern: RegExp): Rule =>
  (value) =>
    isEmpty(value) || pattern.test(String(value));

export const required: Rule = (value) => !isEmpty(value);

/** Required when the sibling field (or predicate) holds. */
export const requiredIf =
  (condition: string | ((siblings: Siblings) => boolean)): Rule =>
  (value, siblings = {}) => {
    const active = typeof condition === 'string' ? !isEmpty(siblings[condition]) : condition(siblings);
    return active ? required(value) : true;
  };

/** Required unless the sibling field (or predicate) holds. */
export const requiredUnless =
  (condition: string | ((siblings: Siblings) => boolean)): Rule =>
  (value, siblings = {}) => {
    const active = typeof condition === 'string' ? !isEmpty(siblings[condition]) : condition(siblings);
    return active ? true : required(value);
  };

export const minLength =
  (min: number): Rule =>
  (value) =>
    isEmpty(value) || length(value) >= min;

export const maxLength =
  (max: number): Rule =>
  (value) =>
    isEmpty(value) || length(value) <= max;

/** docs/product/validation.md: maximum value rules allow no whitespace unless the value is a date. */
function comparable(value: unknown): number | null {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && !/\s/.test(value) && value !== '') {
    const n = Number(value);
    return Number.isNaN(n) ? null : n;
  }
  return null;
}

function toBound(bound: number | Date): number {
  return bound instanceof Date ? bound.getTime() : bound;
}

export const minValue =
  (min: number | Date): Rule =>
  (value) => {
    if (isEmpty(value)) return true;
    const n = comparable(value);
    return n !== null && n >= toBound(min);
  };

export const maxValue =
  (max: number | Date): Rule =>
  (value) => {
    if (isEmpty(value)) return true;
    const n = comparable(value);
    return n !== null && n <= toBound(max);
  };

export const between =
  (min: number | Date, max: number | Date): Rule =>
  (value) =>
    minValue(min)(value) && maxValue(max)(value);

export const alpha: Rule = /* @__PURE__ */ regexRule(/^[a-zA-Z]*$/);
/** docs/product/validation.md alphanumeric rule: Latin letters and digits only; empty passes. */
export const alphaNum: Rule = /* @__PURE__ */ regexRule(/^[a-zA-Z0-9]*$/);
export const numeric: Rule = /* @__PURE__ */ regexRule(/^\d*(\.\d+)?$/);
export const integer: Rule = /* @__PURE__ */ regexRule(/^-?\d+$/);
/** docs/product/validation.md decimal format: optional minus, digits, optional fraction. */
export const decimal: Rule = /* @__PURE__ */ regexRule(/^-?\d+(\.\d+)?$/);

const EMAIL_PATTERN =
  /^[^\s@"(),:;<>[\\\]]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}$/i;
export const email: Rule = /* @__PURE__ */ regexRule(EMAIL_PATTERN);

/**
 * An http(s) address, read with the URL parser (domain urls.ts): no spaces or backslashes, a host with
 * a dot (or localhost, or an IP address), no user name or password in it.
 */
export const url: Rule = (value) => {
  if (isEmpty(value)) return true;
  const href = normalizeUserUrl(String(value), WEB_PAGE_RULES);
  if (href === null) return false;
  const host = new URL(href).hostname;
  return host === 'localhost' || host.includes('.') || host.startsWith('[');
};

export const ipAddress: Rule = (value) => {
  if (isEmpty(value)) return true;
  const parts = String(value).split('.');
  return parts.length === 4 && parts.every((part) => /^(0|[1-9]\d{0,2})$/.test(part) && Number(part) <= 255);
};

/** Six hex pairs separated by the same ':' or '-' (or none). */
export const macAddress =
  (separator: ':' | '-' | '' = ':'): Rule =>
  (value) => {
    if (isEmpty(value)) return true;
    const parts = separator === '' ? (String(value).match(/.{1,2}/g) ?? []) : String(value).split(separator);
    return parts.length === 6 && parts.every((part) => /^[0-9a-f]{2}$/i.test(part));
  };

/** Equal to the sibling field (e.g. password confirmation). */
export const sameAs =
  (field: string): Rule =>
  (value, siblings = {}) =>
    value === siblings[field];

export const and =
  (...rules: Rule[]): Rule =>
  (value, siblings) =>
    rules.every((rule) => rule(value, siblings));

export const or =
  (...rules: Rule[]): Rule =>
  (value, siblings) =>
    rules.some((rule) => rule(value, siblings));

export const not =
  (rule: Rule): Rule =>
  (value, siblings) =>
    !rule(value, siblings);

/** A rule with the message shown when it fails. */
export interface RuleWithMessage {
  rule: Rule;
  message: string;
}

/** Runs field rules in order over a values object; returns field → messages of failed rules. */
export function validateFields(
  values: Siblings,
  schema: Readonly<Record<string, readonly RuleWithMessage[]>>,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [field, rules] of Object.entries(schema)) {
    const messages = rules.filter(({ rule }) => !rule(values[field], values)).map(({ message }) => message);
    if (messages.length > 0) errors[field] = [...new Set(messages)];
  }
  return errors;
}
