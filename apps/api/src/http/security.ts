// Sessions, anti-forgery tokens and security headers on every request, installed on the root instance (no plugin
// encapsulation) so the hooks cover every route, including the not-found handler.
import { MESSAGES } from '@investradar/ui/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { clearCookie, parseCookies, setCookie } from './cookies';
import { ApiError } from '../lib/errors';
import { createCsrfToken, randomToken, sha256, signValue, verifyCsrfToken, verifySignedValue } from '../lib/tokens';
import type { SessionLookup, UserRow } from '../features/account';

export const SESSION_COOKIE = 'ir_session';
/**
 * Pre-session id of a visitor: what a guest's anti-forgery token is bound to. Signed by the server
 * (`<id>.<HMAC>`), so only ids it issued count: a value someone else chose (set into the victim's
 * browser to know its binding) is ignored and replaced on the next page or API read.
 */
export const GUEST_COOKIE = 'ir_guest';
const GUEST_PURPOSE = 'guest';
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';
/** Form field accepted instead of the header on routes with `config.csrfFormField` (POST /logout). */
export const CSRF_FORM_FIELD = '_token';
/** Laravel's status for a stale anti-forgery token; the SPA reloads the token and retries. */
export const CSRF_STATUS = 419;

const GUEST_TTL_S = 365 * 24 * 60 * 60;
/** Session and guest ids are 32–43 characters; a longer cookie value is not ours and is never looked up. */
export const MAX_COOKIE_ID_LENGTH = 100;

/**
 * Content-Security-Policy of every answer. Scripts come only from this origin (no 'unsafe-inline', no
 * 'unsafe-eval'); a server-rendered page adds the nonce of its own answer, which React puts on the
 * small inline scripts that reveal streamed parts of the page (contentSecurityPolicy(nonce)). Styles
 * allow inline: the scroll lock of overlays (react-remove-scroll, under Radix) injects a <style>
 * element. Images and videos may come from other https hosts (social avatars, review videos); nothing
 * may frame the site.
 */
export function contentSecurityPolicy(nonce?: string, extra: CspSources = {}): string {
  const list = (sources: string[] | undefined) => (sources?.length ? ` ${sources.join(' ')}` : '');
  return [
    "default-src 'self'",
    `script-src 'self'${nonce ? ` 'nonce-${nonce}'` : ''}${list(extra.script)}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "media-src 'self' https:",
    "font-src 'self' data:",
    `connect-src 'self'${list(extra.connect)}`,
    ...(extra.frame?.length ? [`frame-src${list(extra.frame)}`] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Hosts a third party's widget needs on our pages, added to the policy above. */
export interface CspSources {
  script?: string[];
  connect?: string[];
  frame?: string[];
}

/**
 * CloudPayments' card widget (PAYMENTS_PROVIDER=cloudpayments): its script, the frame it opens over
 * the page (3-D Secure runs inside it) and its API. The sandbox needs none: its widget is our own page.
 */
export const CLOUDPAYMENTS_CSP: CspSources = Object.freeze({
  script: ['https://widget.cloudpayments.ru'],
  connect: ['https://api.cloudpayments.ru'],
  frame: ['https://widget.cloudpayments.ru'],
});
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/**
 * On every answer: no MIME sniffing, no referrer to other sites, no framing (clickjacking), no
 * window of another site keeps a handle on ours (window.opener), and the content policy above.
 */
export const SECURITY_HEADERS = Object.freeze({
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'content-security-policy': CONTENT_SECURITY_POLICY,
});
/** …and on every /api/ answer also: never stored by the browser or a proxy. */
export const API_HEADERS = Object.freeze({ ...SECURITY_HEADERS, 'cache-control': 'no-store' });
/** Production only: browsers go to https for two years, subdomains included (a dev server on http stays reachable). */
export const HSTS_HEADER = Object.freeze({ 'strict-transport-security': 'max-age=63072000; includeSubDomains' });
/** Status of a state-changing request another site sent (Origin or Sec-Fetch-Site). */
export const CROSS_SITE_STATUS = 403;

/** What a signed-in browser's anti-forgery token is bound to. */
export const sessionBinding = (idHash: string) => `s:${idHash}`;
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface AuthState {
  user: UserRow;
  sessionIdHash: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthState | null;
    /** `s:<session hash>` or `g:<guest id hash>`; null for a first-time visitor. */
    csrfBinding: string | null;
    /**
     * The signed-in user a state-changing request acts for, kept even after logout clears `auth`:
     * what they had in memory is dropped when the answer goes out (read-your-writes, app.ts).
     */
    writerId: number | null;
  }
  interface FastifyContextConfig {
    csrfFormField?: boolean;
    /**
     * A call made by another server, not by a browser (payment notifications, the Telegram bot, the
     * operator's jobs): no cookies and no CSRF token. Such a route MUST authenticate every request
     * itself (a signature of the raw body or a shared secret compared in constant time).
     */
    serverToServer?: boolean;
  }
}

/** Where signed-in sessions come from: the database, optionally with a synchronous memory in front. */
export interface SessionSource {
  findValid(rawId: string): Promise<SessionLookup | undefined>;
  peek?(rawId: string): SessionLookup | undefined;
}

export interface SecurityOptions {
  secret: string;
  secureCookies: boolean;
  /** Production: adds Strict-Transport-Security to every answer. */
  hsts?: boolean;
  /** Third-party hosts the pages' content policy allows (the card widget's). */
  csp?: CspSources;
  /**
   * Origin a browser may post from besides the request's own (scheme + Host, from X-Forwarded-* with
   * trustProxy): PUBLIC_URL, for a proxy that terminates TLS without TRUST_PROXY.
   */
  publicUrl?: string;
  sessions: SessionSource;
  /**
   * Called as the answer to a signed-in user's state-changing request goes out (before the client can
   * send its next request): what was kept in memory about that user is stale now.
   */
  onWriteAnswered?: (userId: number) => void;
}

export function installSecurity(app: FastifyInstance, options: SecurityOptions) {
  const { secret, secureCookies, sessions } = options;
  const baseCookie = { path: '/', sameSite: 'lax', secure: secureCookies } as const;
  const pagePolicy = options.csp ? { 'content-security-policy': contentSecurityPolicy(undefined, options.csp) } : {};
  const pageHeaders = Object.freeze({ ...SECURITY_HEADERS, ...pagePolicy, ...(options.hsts ? HSTS_HEADER : {}) });
  const apiHeaders = options.hsts ? Object.freeze({ ...API_HEADERS, ...HSTS_HEADER }) : API_HEADERS;
  const publicOrigin = options.publicUrl ? originOf(options.publicUrl) : undefined;

  /**
   * Whether a state-changing request comes from another site, by what the browser says: `Origin`
   * when sent, else `Sec-Fetch-Site`. A request with neither (curl, a server) passes here and still
   * needs its token.
   */
  function fromAnotherSite(request: FastifyRequest): boolean {
    const origin = request.headers.origin;
    if (origin !== undefined) {
      // "null" (a sandboxed frame, a redirect across sites, file://) is never ours.
      const claimed = originOf(origin);
      if (claimed === undefined) return true;
      return claimed !== originOf(`${request.protocol}://${request.host}`) && claimed !== publicOrigin;
    }
    const site = request.headers['sec-fetch-site'];
    return site !== undefined && site !== 'same-origin' && site !== 'none';
  }

  // A token is a pure function of (secret, binding, nonce), so a verified pair stays verified: the
  // browser sends the same token with every request, and this spares an HMAC per request.
  const verified = new LRUCache<string, string>({ max: 100_000 });
  function tokenValid(binding: string, token: unknown): boolean {
    if (typeof token !== 'string') return false;
    if (verified.get(token) === binding) return true;
    if (!verifyCsrfToken(secret, binding, token)) return false;
    verified.set(token, binding);
    return true;
  }

  function setCsrfCookie(reply: FastifyReply, binding: string) {
    // Readable by the page's JS on purpose: the SPA copies it into the X-XSRF-TOKEN header.
    setCookie(reply, CSRF_COOKIE, createCsrfToken(secret, binding), { ...baseCookie, httpOnly: false });
  }

  function startGuest(request: FastifyRequest, reply: FastifyReply): string {
    const guestId = randomToken(24);
    setCookie(reply, GUEST_COOKIE, signValue(secret, GUEST_PURPOSE, guestId), {
      ...baseCookie,
      httpOnly: true,
      maxAge: GUEST_TTL_S,
    });
    request.csrfBinding = `g:${sha256(guestId)}`;
    return request.csrfBinding;
  }

  /** Makes sure the browser holds a token valid for its current binding (session or guest). */
  function ensureCsrfCookie(request: FastifyRequest, reply: FastifyReply) {
    const binding = request.csrfBinding ?? startGuest(request, reply);
    if (!tokenValid(binding, request.cookies[CSRF_COOKIE])) setCsrfCookie(reply, binding);
  }

  app.decorateRequest('auth', null);
  app.decorateRequest('csrfBinding', null);
  app.decorateRequest('writerId', null);
  app.decorateRequest('cookies', null as unknown as Record<string, string | undefined>);

  function applySession(
    request: FastifyRequest,
    reply: FastifyReply,
    found: SessionLookup | undefined,
    rawId?: string,
  ) {
    if (found) {
      request.auth = { user: found.user, sessionIdHash: found.idHash };
      request.csrfBinding = sessionBinding(found.idHash);
      // The sliding expiry moved (at most hourly): the browser's cookie follows, or it would end the
      // session at the expiry set at login however active the user is.
      if (found.renewed && rawId)
        setCookie(reply, SESSION_COOKIE, rawId, { ...baseCookie, httpOnly: true, expires: found.expiresAt });
    } else {
      clearCookie(reply, SESSION_COOKIE, { ...baseCookie, httpOnly: true });
    }
  }

  function finishRequest(request: FastifyRequest, reply: FastifyReply) {
    if (request.auth && UNSAFE_METHODS.has(request.method)) request.writerId = request.auth.user.id;
    if (!request.csrfBinding) {
      // Only an id this server issued: a hand-made one leaves the visitor without a binding, so a read
      // gives it a new id (and token) and a write is refused (419).
      const guestId = verifySignedValue(secret, GUEST_PURPOSE, request.cookies[GUEST_COOKIE], MAX_COOKIE_ID_LENGTH);
      if (guestId) request.csrfBinding = `g:${sha256(guestId)}`;
    }
    // Any API read or page load hands out a token, so the SPA has one before its first POST.
    if ((request.method === 'GET' || request.method === 'HEAD') && wantsCsrfCookie(request))
      ensureCsrfCookie(request, reply);
  }

  // Callback style: a session found in memory settles the request without a promise.
  app.addHook('onRequest', (request, reply, done) => {
    // Headers of every answer, set first so a route or plugin may still replace them.
    reply.headers(request.url.startsWith('/api/') ? apiHeaders : pageHeaders);
    request.cookies = parseCookies(request.headers.cookie);
    const rawSession = request.cookies[SESSION_COOKIE];
    if (rawSession && rawSession.length <= MAX_COOKIE_ID_LENGTH) {
      const known = sessions.peek?.(rawSession);
      if (!known) {
        sessions.findValid(rawSession).then((found) => {
          applySession(request, reply, found, rawSession);
          finishRequest(request, reply);
          done();
        }, done);
        return;
      }
      applySession(request, reply, known);
    } else if (rawSession) applySession(request, reply, undefined);
    finishRequest(request, reply);
    done();
  });

  const csrfCheck = (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
    if (!UNSAFE_METHODS.has(request.method)) return done();
    if (fromAnotherSite(request)) return done(new ApiError(CROSS_SITE_STATUS, MESSAGES.crossSiteRequest));
    let token: unknown = request.headers[CSRF_HEADER];
    if (token === undefined && request.routeOptions.config.csrfFormField && isRecord(request.body)) {
      token = request.body[CSRF_FORM_FIELD];
    }
    const binding = request.csrfBinding;
    if (!binding || !tokenValid(binding, token)) return done(new ApiError(CSRF_STATUS, MESSAGES.csrfInvalid));
    done();
  };
  const writeAnswered = (
    request: FastifyRequest,
    _reply: FastifyReply,
    payload: unknown,
    done: (error: null, payload: unknown) => void,
  ) => {
    if (request.writerId !== null) options.onWriteAnswered?.(request.writerId);
    done(null, payload);
  };
  // The token check and the write notice belong to state-changing routes only, so they are hooks of
  // those routes: reads (most requests) run neither. Unknown routes answer 404 whatever the method.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((method) => UNSAFE_METHODS.has(method))) return;
    if (route.config?.serverToServer) return;
    route.preHandler = [csrfCheck, ...asList(route.preHandler)];
    route.onSend = [...asList(route.onSend), writeAnswered];
  });

  return {
    /** After login or registration: the new session cookie and a token bound to it. */
    startSession(reply: FastifyReply, session: { id: string; idHash: string; expiresAt: Date }) {
      setCookie(reply, SESSION_COOKIE, session.id, { ...baseCookie, httpOnly: true, expires: session.expiresAt });
      clearCookie(reply, GUEST_COOKIE, { ...baseCookie, httpOnly: true });
      setCsrfCookie(reply, sessionBinding(session.idHash));
    },
    /** After logout: no session; a fresh guest binding with its own token. */
    endSession(request: FastifyRequest, reply: FastifyReply) {
      clearCookie(reply, SESSION_COOKIE, { ...baseCookie, httpOnly: true });
      request.auth = null;
      setCsrfCookie(reply, startGuest(request, reply));
    },
    ensureCsrfCookie,
  };
}
export type Security = ReturnType<typeof installSecurity>;

function wantsCsrfCookie(request: FastifyRequest): boolean {
  return request.url.startsWith('/api/') || (request.headers.accept ?? '').includes('text/html');
}

/** `scheme://host[:port]` in URL's normal form (lower case, default port dropped); undefined when not a URL. */
function originOf(value: string): string | undefined {
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

function asList<T>(value: T | T[] | undefined): T[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function requireAuth(request: FastifyRequest): AuthState {
  if (!request.auth) throw new ApiError(401, MESSAGES.loginRequired);
  return request.auth;
}
