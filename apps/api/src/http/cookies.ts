// Cookies without a framework plugin: parsed once per request by the session hook (http/security.ts)
// and written as Set-Cookie headers by the `cookie` package. The Fastify plugin would add an onSend hook
// to every answer, reads included; here only an answer that sets a cookie does any cookie work.
import { parseCookie, stringifySetCookie, type SetCookie } from 'cookie';
import type { FastifyReply } from 'fastify';

export type CookieOptions = Omit<SetCookie, 'name' | 'value'>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's cookies (set by the session hook before any handler runs). */
    cookies: Record<string, string | undefined>;
  }
}

export function parseCookies(header: string | undefined): Record<string, string | undefined> {
  return header ? parseCookie(header) : {};
}

/** Set-Cookie lines of each answer, one per cookie name: a later call for the same name replaces it. */
const pending = new WeakMap<FastifyReply, Map<string, string>>();

export function setCookie(reply: FastifyReply, name: string, value: string, options: CookieOptions): void {
  let lines = pending.get(reply);
  if (!lines) pending.set(reply, (lines = new Map()));
  lines.set(name, stringifySetCookie({ name, value, ...options }));
  reply.removeHeader('set-cookie');
  reply.header('set-cookie', [...lines.values()]);
}

/** Tells the browser to drop the cookie (empty, expired, same path). */
export function clearCookie(reply: FastifyReply, name: string, options: CookieOptions): void {
  setCookie(reply, name, '', { ...options, expires: new Date(0), maxAge: 0 });
}
