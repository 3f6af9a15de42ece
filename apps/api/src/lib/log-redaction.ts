import type { FastifyServerOptions } from 'fastify';

/**
 * What the server log may never carry: passwords, password hashes, session ids, anti-forgery and
 * email tokens. They reach a log line in three ways, each closed here for every logger the app builds:
 *
 * - a failed query: drizzle's error puts the statement's parameters (an email, an argon2 hash, a
 *   session id's hash…) into its `message`, `stack` and `params`, and PostgreSQL's `detail` repeats
 *   the conflicting value — the error serializer keeps the SQL text and the error codes only;
 * - request logging: the URL's query string (`/api/account/verify-email?token=…`) — token-like
 *   query values are replaced, and headers (cookies, X-XSRF-TOKEN) are never logged;
 * - a log call with such a field — `redact` censors them by name.
 */
const SECRET_QUERY_KEYS =
  /^(token|_token|password|password_confirmation|current_password|session|ir_session|xsrf-token|x-xsrf-token)$/i;

export const REDACTED = '[redacted]';

export const REDACT_PATHS = [
  'password',
  'password_confirmation',
  'current_password',
  'passwordHash',
  'password_hash',
  'token',
  '_token',
  'params',
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.password_confirmation',
  '*.current_password',
  '*.passwordHash',
  '*.password_hash',
  '*.token',
  '*._token',
  '*.params',
];

/** Error fields that name what failed without repeating the values involved. */
const SAFE_ERROR_FIELDS = [
  'code',
  'statusCode',
  'severity',
  'constraint',
  'table',
  'column',
  'schema',
  'routine',
  'query',
] as const;

/** drizzle's DrizzleQueryError: "Failed query: <sql>\nparams: <values>". */
function withoutParams(text: string): string {
  const at = text.indexOf('\nparams:');
  return at === -1 ? text : text.slice(0, at);
}

export interface SerializedError {
  type: string;
  message: string;
  stack?: string;
  cause?: SerializedError | string;
  [field: string]: unknown;
}

export function serializeError(error: unknown, depth = 0): SerializedError | string {
  if (!(error instanceof Error)) return typeof error === 'string' ? withoutParams(error) : `[${typeof error}]`;
  const type = error.constructor?.name || error.name;
  const message = withoutParams(error.message);
  const out: SerializedError = { type, message };
  if (typeof error.stack === 'string') {
    const frames = error.stack.indexOf('\n    at ');
    out.stack = `${error.name}: ${message}${frames === -1 ? '' : error.stack.slice(frames)}`;
  }
  const record = error as unknown as Record<string, unknown>;
  for (const field of SAFE_ERROR_FIELDS) {
    const value = record[field];
    if (typeof value === 'string' || typeof value === 'number') out[field] = value;
  }
  if (error.cause !== undefined && depth < 4) out.cause = serializeError(error.cause, depth + 1);
  return out;
}

/** A URL with token-like query values replaced. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const parts = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const key = eq === -1 ? pair : pair.slice(0, eq);
      let name = key;
      try {
        name = decodeURIComponent(key);
      } catch {
        // an undecodable key is kept as it is
      }
      return eq !== -1 && SECRET_QUERY_KEYS.test(name) ? `${key}=${REDACTED}` : pair;
    });
  return `${url.slice(0, q)}?${parts.join('&')}`;
}

interface LoggedRequest {
  method: string;
  url: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's default request fields, with the URL redacted. */
function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.hostname,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

type LoggerOption = FastifyServerOptions['logger'];

/** The app's logger settings with the serializers and redaction above (false stays false). */
export function withLogRedaction(logger: LoggerOption): LoggerOption {
  if (!logger) return false;
  const base = logger === true ? {} : logger;
  return {
    ...base,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: { ...base.serializers, req: serializeRequest, err: serializeError },
  } as LoggerOption;
}
