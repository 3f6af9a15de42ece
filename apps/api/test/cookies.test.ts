import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { clearCookie, parseCookies, setCookie } from '../src/http/cookies';

describe('cookies (http/cookies.ts)', () => {
  it('parses the Cookie header, and an absent one as no cookies', () => {
    expect(parseCookies('a=1; b=x%20y')).toEqual({ a: '1', b: 'x y' });
    expect(parseCookies(undefined)).toEqual({});
  });

  it('writes one Set-Cookie line per name, the last call winning, with its attributes', async () => {
    const app = Fastify();
    app.get('/', (_request, reply) => {
      setCookie(reply, 'ir_session', 'first', { path: '/', httpOnly: true, sameSite: 'lax' });
      setCookie(reply, 'XSRF-TOKEN', 'tok.en', { path: '/', sameSite: 'lax', secure: true });
      clearCookie(reply, 'ir_session', { path: '/', httpOnly: true, sameSite: 'lax' });
      return reply.send({ ok: true });
    });
    const response = await app.inject({ method: 'GET', url: '/' });
    const lines = response.headers['set-cookie'] as string[];
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      /^ir_session=; Max-Age=0; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax$/,
    );
    expect(lines[1]).toBe('XSRF-TOKEN=tok.en; Path=/; Secure; SameSite=Lax');
    await app.close();
  });
});
