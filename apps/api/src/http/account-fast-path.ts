// GET /api/account is the app's most frequent call (every page load and every tab focus asks it). When
// everything its answer needs is already in memory (the signed-in session, an anti-forgery token that
// is valid for it, the encoded account view), the answer is written straight to the Node response,
// before Fastify builds its request and reply objects and runs the lifecycle: about a third of the
// server's time per request. Anything else (no or unknown session, a token to hand out, a view to load,
// a query string, another method) returns false and goes through Fastify as usual, so this path never
// decides anything Fastify would decide differently: it only repeats, byte for byte, the answer
// Fastify would give (http/security.ts headers, routes/account.ts body). test/account-fast-path.test.ts
// compares the two over real HTTP.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseCookies } from './cookies';
import { API_HEADERS, CSRF_COOKIE, MAX_COOKIE_ID_LENGTH, SESSION_COOKIE, sessionBinding } from './security';

export const ACCOUNT_PATH = '/api/account';
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

export interface AccountFastPathDeps {
  /** A signed-in session from memory only (no database, no promise). */
  peekSession(rawId: string): { idHash: string; user: { id: number } } | undefined;
  /** Whether the token cookie is valid for the binding, so that Fastify would not send a new one. */
  tokenValid(binding: string, token: unknown): boolean;
  /** The encoded answer of a user from memory only. */
  peekView(userId: number): Buffer | undefined;
}

export interface AccountFastPath {
  /** Answers and returns true, or returns false without touching the response. */
  handle(request: IncomingMessage, response: ServerResponse): boolean;
  /** Answers given by this path (tests). */
  readonly hits: number;
}

export function createAccountFastPath(deps: AccountFastPathDeps): AccountFastPath {
  // writeHead takes a flat [name, value, …] list: validated once and written, without the per-header
  // bookkeeping of setHeader. The /api/ headers in the order the security hook sets them, then the
  // route's type; only the length changes between answers.
  const staticHeaders = [...Object.entries(API_HEADERS).flat(), 'content-type', JSON_CONTENT_TYPE];
  let hits = 0;
  return {
    handle(request, response) {
      if (request.method !== 'GET' || request.url !== ACCOUNT_PATH) return false;
      const cookieHeader = request.headers.cookie;
      if (!cookieHeader) return false;
      const cookies = parseCookies(cookieHeader);
      const rawSession = cookies[SESSION_COOKIE];
      if (!rawSession || rawSession.length > MAX_COOKIE_ID_LENGTH) return false;
      const session = deps.peekSession(rawSession);
      if (!session || !deps.tokenValid(sessionBinding(session.idHash), cookies[CSRF_COOKIE])) return false;
      const body = deps.peekView(session.user.id);
      if (!body) return false;
      response.writeHead(200, [...staticHeaders, 'content-length', String(body.length)]);
      response.end(body);
      hits += 1;
      return true;
    },
    get hits() {
      return hits;
    },
  };
}
