/**
 * The HTTP client of the app (docs/product/calls.md): every call carries the anti-forgery header taken from the
 * `XSRF-TOKEN` cookie and the AJAX marker, objects go out as JSON, and nothing times out. Answers are
 * parsed with the domain's zod schemas, so a server that drifts from the contract fails loudly here
 * instead of deep inside a screen. A 401 sends the user to the login page with the session-expired
 * notice and a 404 to /404 (docs/product/errors.md).
 */

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'X-XSRF-TOKEN';
export const SESSION_EXPIRED_URL = '/auth/login?error_session_expired=1';
export const NOT_FOUND_URL = '/404';

/** Anything with zod's `parse`: the domain schemas, one loaded on first use, or a hand-written parser in tests. */
export type Parser<T> = { parse(input: unknown): T | Promise<T> };

export type ApiClientOptions = {
  /** Moves the user to an in-app address (the router's navigate); defaults to a full page load. */
  redirect?: (to: string) => void;
  fetch?: typeof fetch;
  /** The raw cookie string; read on every call because the server may rotate the token. */
  cookies?: () => string;
};

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  /**
   * Status codes this call handles itself instead of the global 401/404 redirects — e.g. a failed
   * login must show its message on the form, not bounce to "session expired".
   */
  handle?: readonly number[];
  /**
   * Sent even when the page goes away right after (fetch `keepalive`): for a state change the user
   * does not wait for, such as closing a popup and following a link at once. Small bodies only
   * (browsers cap a page's keepalive bodies at 64 KiB together).
   */
  keepalive?: boolean;
};

/** A non-2xx answer (or a network failure, status 0) with whatever JSON the server sent. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  /** True when the global handler already moved the user elsewhere: callers show nothing more. */
  readonly redirected: boolean;

  constructor(status: number, body: unknown, redirected = false, message?: string) {
    super(message ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.redirected = redirected;
  }
}

/** The answer did not match the domain schema. */
export class ApiContractError extends Error {
  readonly path: string;
  constructor(path: string, cause: unknown) {
    super(`Unexpected answer from ${path}`, { cause });
    this.name = 'ApiContractError';
    this.path = path;
  }
}

export function readCookie(name: string, cookieString: string): string | undefined {
  for (const part of cookieString.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() !== name) continue;
    const raw = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

export function csrfToken(cookieString: string): string | undefined {
  return readCookie(CSRF_COOKIE, cookieString);
}

function withQuery(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '') continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export type ApiClient = {
  request<T>(path: string, parser: Parser<T>, options?: RequestOptions): Promise<T>;
  /** The current anti-forgery token, for plain form posts such as POST /logout. */
  csrfToken(): string | undefined;
};

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const cookies = options.cookies ?? (() => (typeof document === 'undefined' ? '' : document.cookie));
  const redirect = options.redirect ?? ((to: string) => window.location.assign(to));

  async function request<T>(path: string, parser: Parser<T>, requestOptions: RequestOptions = {}): Promise<T> {
    const { method = 'GET', body, query, handle = [], keepalive } = requestOptions;
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
    };
    const token = csrfToken(cookies());
    if (token) headers[CSRF_HEADER] = token;
    let payload: string | undefined;
    if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }

    let response: Response;
    try {
      // No AbortSignal on purpose: the spec's HTTP defaults have no timeout.
      response = await doFetch(withQuery(path, query), {
        method,
        headers,
        body: payload,
        credentials: 'same-origin',
        ...(keepalive ? { keepalive } : {}),
      });
    } catch (error) {
      throw new ApiError(0, undefined, false, error instanceof Error ? error.message : 'Network error');
    }

    const data = await readBody(response);
    if (!response.ok) {
      if (!handle.includes(response.status)) {
        if (response.status === 401) {
          redirect(SESSION_EXPIRED_URL);
          throw new ApiError(401, data, true);
        }
        if (response.status === 404) {
          redirect(NOT_FOUND_URL);
          throw new ApiError(404, data, true);
        }
      }
      throw new ApiError(response.status, data);
    }
    try {
      return await parser.parse(data);
    } catch (error) {
      throw new ApiContractError(path, error);
    }
  }

  return { request, csrfToken: () => csrfToken(cookies()) };
}
