import { issuesToErrors, MESSAGES } from '@investradar/ui/domain';
import { z } from 'zod';

// zod's own messages (wrong types and the like in schemas without a custom message) in Russian.
z.config(z.locales.ru());

export type ErrorsMap = Record<string, string[]>;

/** An error that becomes a JSON answer `{ success: false, message, errors? }` with its status. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly errors: ErrorsMap | undefined;
  readonly extra: Record<string, unknown> | undefined;
  /** Response headers that belong to the error (Retry-After of a 429). */
  headers: Record<string, string> = {};

  constructor(statusCode: number, message: string, errors?: ErrorsMap, extra?: Record<string, unknown>) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.errors = errors;
    this.extra = extra;
  }
}

export const unauthorized = () => new ApiError(401, MESSAGES.loginRequired);
export const notFound = () => new ApiError(404, MESSAGES.notFoundEntity);
export const forbidden = (message: string = MESSAGES.forbidden) => new ApiError(403, message);

/** 422 with the errors map; the message is the first field message so a plain alert says something useful. */
export function invalid(errors: ErrorsMap): ApiError {
  const first = Object.values(errors).flat()[0] ?? MESSAGES.badRequest;
  return new ApiError(422, first, errors);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Validates a request body with a domain schema. Unknown fields are dropped by zod's object
 * parsing; a body that is not an object at all (array, string, null) is a bad request.
 */
export function parseBody<S extends z.core.$ZodType>(schema: S, body: unknown): z.output<S> {
  const input = body === undefined ? {} : body;
  if (!isPlainObject(input)) throw invalid({ form: [MESSAGES.badRequest] });
  const parsed = z.safeParse(schema, input);
  if (!parsed.success) throw invalid(issuesToErrors(parsed.error));
  return parsed.data;
}

/** Path or query parameters: a failure means the addressed thing does not exist. */
export function parseParams<S extends z.core.$ZodType>(schema: S, params: unknown): z.output<S> {
  const parsed = z.safeParse(schema, params);
  if (!parsed.success) throw notFound();
  return parsed.data;
}

/** RFC 5321 limit; the domain's email schema does not cap the length, and the column is unbounded. */
export const MAX_EMAIL_LENGTH = 254;

export function assertEmailLength(email: string): void {
  if (email.length > MAX_EMAIL_LENGTH) throw invalid({ email: [MESSAGES.emailInvalid] });
}

/** Largest value of a PostgreSQL integer column: bigger ids cannot exist, and must not reach SQL. */
export const MAX_DB_ID = 2_147_483_647;

/** A path id: digits only, within the integer range; anything else means "no such thing" (404). */
export function parseId(value: unknown): number {
  if (typeof value !== 'string' || !/^\d{1,10}$/.test(value)) throw notFound();
  const id = Number(value);
  if (id < 1 || id > MAX_DB_ID) throw notFound();
  return id;
}
