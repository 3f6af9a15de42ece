import type { FastifyInstance } from 'fastify';
// Issue #12: cross-site state-changing requests refused by Origin / Sec-Fetch-Site, the absolute
// session lifetime and the renewed session cookie, and the headers of every answer.
import { MESSAGES } from '@investradar/ui/domain';
import { eq } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { insecurePublicUrlWarning } from '../src/config';
import { sessions, users } from '../src/db/schema';
import {
  createSessionsRepository,
  SESSION_MAX_AGE_MS,
  SESSION_TTL_MS,
} from '../src/features/account/sessions.repository';
import { Agent, describeOnDatabases, TEST_DATABASE_URL } from './support';
import { createPostgresDatabase, listeningPort, run } from './security-processes';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const CROSS_SITE_ERROR = { success: false, message: MESSAGES.crossSiteRequest };

describeOnDatabases('cross-site requests', (ctx) => {
  async function nameOf(email: string): Promise<string | undefined> {
    const [row] = await ctx.db.select({ name: users.name }).from(users).where(eq(users.email, email));
    return row?.name;
  }

  it('refuses a state-changing request whose Origin is another site, even with a valid token; the name stays', async () => {
    const agent = await ctx.signedIn('partner@investradar.ru');
    const before = await nameOf('partner@investradar.ru');
    for (const origin of ['https://evil.example', 'http://localhost:8080', 'https://localhost', 'null', 'not a url']) {
      const response = await agent.post('/api/account/update-name', { name: 'Взломщик' }, { headers: { origin } });
      expect(response.statusCode, origin).toBe(403);
      expect(response.json(), origin).toEqual(CROSS_SITE_ERROR);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    }
    expect(await nameOf('partner@investradar.ru')).toBe(before);
  });

  it('without Origin, refuses Sec-Fetch-Site cross-site and same-site; passes same-origin and none', async () => {
    const agent = await ctx.signedIn('partner@investradar.ru');
    for (const site of ['cross-site', 'same-site']) {
      const response = await agent.post(
        '/api/account/update-name',
        { name: 'Взломщик' },
        { headers: { 'sec-fetch-site': site } },
      );
      expect(response.statusCode, site).toBe(403);
      expect(response.json(), site).toEqual(CROSS_SITE_ERROR);
    }
    for (const site of ['same-origin', 'none']) {
      const response = await agent.post(
        '/api/account/update-name',
        { name: `Партнёр ${site}` },
        { headers: { 'sec-fetch-site': site } },
      );
      expect(response.statusCode, site).toBe(200);
      expect(await nameOf('partner@investradar.ru')).toBe(`Партнёр ${site}`);
    }
  });

  it('Origin decides over Sec-Fetch-Site when both are sent', async () => {
    const agent = await ctx.signedIn('partner@investradar.ru');
    const own = await agent.post(
      '/api/account/update-name',
      { name: 'Партнёр' },
      { headers: { origin: 'http://localhost', 'sec-fetch-site': 'cross-site' } },
    );
    expect(own.statusCode).toBe(200);
    const foreign = await agent.post(
      '/api/account/update-name',
      { name: 'Взломщик' },
      { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' } },
    );
    expect(foreign.statusCode).toBe(403);
  });

  it("passes the request's own origin (Host, default port or not, any case) and PUBLIC_URL's origin", async () => {
    const agent = await ctx.signedIn('partner@investradar.ru');
    const origins: [string, Record<string, string>][] = [
      ['http://localhost', {}],
      ['http://LOCALHOST:80', {}],
      ['http://app.example:3000', { host: 'app.example:3000' }],
      // The test app's PUBLIC_URL, whatever the Host.
      ['https://investradar.test', {}],
    ];
    for (const [origin, headers] of origins) {
      const response = await agent.post(
        '/api/account/update-name',
        { name: 'Партнёр' },
        { headers: { origin, ...headers } },
      );
      expect(response.statusCode, origin).toBe(200);
    }
  });

  it('a request without Origin or Sec-Fetch-Site (a non-browser client) passes here and still needs its token', async () => {
    const agent = await ctx.signedIn('partner@investradar.ru');
    expect((await agent.post('/api/account/update-name', { name: 'Партнёр' })).statusCode).toBe(200);
    const noToken = await agent.post('/api/account/update-name', { name: 'Партнёр' }, { csrf: false });
    expect(noToken.statusCode).toBe(419);
    // Same origin without a token: still 419.
    const sameOriginNoToken = await agent.post(
      '/api/account/update-name',
      { name: 'Партнёр' },
      { csrf: false, headers: { origin: 'http://localhost' } },
    );
    expect(sameOriginNoToken.statusCode).toBe(419);
  });

  it('covers login, register and the logout form post; reads are not checked', async () => {
    const agent = new Agent(() => ctx.app);
    await agent.get('/api/account', { origin: 'https://evil.example' });
    const login = await agent.post(
      '/api/auth/login',
      { email: 'free@investradar.ru', password: 'demo12345' },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(login.statusCode).toBe(403);
    expect(agent.cookies.get('ir_session')).toBeUndefined();
    const register = await agent.post(
      '/api/auth/register',
      { name: 'Чужой', email: 'cross-site@example.ru', password: 'secret-pass-12' },
      { headers: { 'sec-fetch-site': 'cross-site' } },
    );
    expect(register.statusCode).toBe(403);
    expect(await nameOf('cross-site@example.ru')).toBeUndefined();

    const signedIn = await ctx.signedIn('free@investradar.ru');
    const logout = await signedIn.request({
      method: 'POST',
      url: '/logout',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      payload: `_token=${encodeURIComponent(signedIn.csrfToken!)}`,
      csrf: false,
    });
    expect(logout.statusCode).toBe(403);
    expect((await signedIn.account()).email).toBe('free@investradar.ru');
  });

  it('behind a proxy: with TRUST_PROXY the forwarded scheme and host make the own origin; without it they are ignored', async () => {
    const proxied = { origin: 'https://app.example', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'app.example' };
    const trusting = await ctx.buildApp({ trustProxy: true });
    const behindProxy = new Agent(() => trusting);
    await behindProxy.get('/api/account');
    expect(
      (
        await behindProxy.post(
          '/api/auth/login',
          { email: 'free@investradar.ru', password: 'demo12345' },
          { headers: proxied },
        )
      ).statusCode,
    ).toBe(200);

    const direct = await ctx.buildApp();
    const notTrusting = new Agent(() => direct);
    await notTrusting.get('/api/account');
    const refused = await notTrusting.post(
      '/api/auth/login',
      { email: 'free@investradar.ru', password: 'demo12345' },
      { headers: proxied },
    );
    expect(refused.statusCode).toBe(403);
    // …unless PUBLIC_URL names that origin.
    const withPublicUrl = await ctx.buildApp({ publicUrl: 'https://app.example' });
    const named = new Agent(() => withPublicUrl);
    await named.get('/api/account');
    expect(
      (
        await named.post(
          '/api/auth/login',
          { email: 'free@investradar.ru', password: 'demo12345' },
          { headers: proxied },
        )
      ).statusCode,
    ).toBe(200);
  });
});

describeOnDatabases('security headers', (ctx) => {
  it('Cross-Origin-Opener-Policy on every answer (API, errors, pages), no HSTS outside production', async () => {
    for (const [method, url] of [
      ['GET', '/api/account'],
      ['GET', '/api/nope'],
      ['GET', '/nope'],
      ['POST', '/api/account/update-name'],
    ] as const) {
      const response = await ctx.app.inject({ method, url });
      expect(response.headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('a Content-Security-Policy on every answer: scripts from this origin only, no eval, no framing', async () => {
    for (const [method, url] of [
      ['GET', '/api/account'],
      ['GET', '/api/nope'],
      ['GET', '/nope'],
      ['POST', '/api/account/update-name'],
    ] as const) {
      const policy = String((await ctx.app.inject({ method, url })).headers['content-security-policy']);
      const directives = new Map(
        policy
          .split(';')
          .map((d) => d.trim().split(/\s+/))
          .map(([name, ...values]) => [name, values]),
      );
      expect(directives.get('script-src'), url).toEqual(["'self'"]);
      expect(directives.get('frame-ancestors'), url).toEqual(["'none'"]);
      expect(directives.get('object-src'), url).toEqual(["'none'"]);
      expect(policy, url).not.toContain('unsafe-eval');
    }
  });

  it('with the real card widget (CloudPayments), pages allow its script, frame and API and nothing else', async () => {
    const policyOf = async (app: FastifyInstance, url: string) =>
      new Map(
        String((await app.inject({ method: 'GET', url })).headers['content-security-policy'])
          .split(';')
          .map((d) => d.trim().split(/\s+/))
          .map(([name, ...values]) => [name, values]),
      );
    const cloud = await ctx.buildApp({
      money: {
        settings: {
          provider: 'cloudpayments',
          publicId: 'pk_test',
          apiSecret: 'secret',
          apiUrl: 'https://api.cloudpayments.ru',
        },
      },
    });
    const page = await policyOf(cloud, '/nope');
    expect(page.get('script-src')).toEqual(["'self'", 'https://widget.cloudpayments.ru']);
    expect(page.get('frame-src')).toEqual(['https://widget.cloudpayments.ru']);
    expect(page.get('connect-src')).toEqual(["'self'", 'https://api.cloudpayments.ru']);
    expect(page.get('frame-ancestors')).toEqual(["'none'"]);
    // The sandbox (the default) keeps the strict policy: no frame-src at all (default-src 'self').
    const sandbox = await policyOf(ctx.app, '/nope');
    expect(sandbox.get('script-src')).toEqual(["'self'"]);
    expect(sandbox.has('frame-src')).toBe(false);
  });

  it('Strict-Transport-Security in production on every answer', async () => {
    const production = await ctx.buildApp({ production: true });
    for (const [method, url] of [
      ['GET', '/api/account'],
      ['GET', '/api/health'],
      ['GET', '/nope'],
      ['POST', '/api/account/update-name'],
    ] as const) {
      const response = await production.inject({ method, url });
      expect(response.headers['strict-transport-security'], url).toBe('max-age=63072000; includeSubDomains');
      expect(response.headers['cross-origin-opener-policy'], url).toBe('same-origin');
    }
  });

  it('the signed-in account answered from memory carries them too', async () => {
    const production = await ctx.buildApp({ production: true });
    const agent = new Agent(() => production);
    await agent.login('pro@investradar.ru');
    await production.readCache.settle();
    await agent.get('/api/account');
    const fromMemory = await agent.get('/api/account');
    expect(fromMemory.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(fromMemory.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  });
});

describeOnDatabases('session lifetime', (ctx) => {
  /** A session of `email` whose times are set in the database before any request uses it. */
  async function sessionWith(
    email: string,
    times: { createdAgoMs: number; lastSeenAgoMs: number; expiresInMs: number },
  ) {
    const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const session = await createSessionsRepository(ctx.db).create(row!.id, {});
    const now = Date.now();
    await ctx.db
      .update(sessions)
      .set({
        createdAt: new Date(now - times.createdAgoMs),
        lastSeenAt: new Date(now - times.lastSeenAgoMs),
        expiresAt: new Date(now + times.expiresInMs),
      })
      .where(eq(sessions.idHash, session.idHash));
    await ctx.app.readCache.settle();
    const agent = new Agent(() => ctx.app);
    agent.cookies.set('ir_session', session.id);
    return { agent, idHash: session.idHash, id: session.id };
  }

  async function storedExpiry(idHash: string): Promise<Date | undefined> {
    const [row] = await ctx.db
      .select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.idHash, idHash));
    return row?.expiresAt;
  }

  it('a session past 90 days from its creation is a visitor, even within its sliding expiry; its cookie is cleared', async () => {
    const { agent } = await sessionWith('free@investradar.ru', {
      createdAgoMs: SESSION_MAX_AGE_MS + HOUR,
      lastSeenAgoMs: 10 * 60 * 1000,
      expiresInMs: 20 * DAY,
    });
    const response = await agent.get('/api/account');
    expect(response.json().results.user.email).not.toBe('free@investradar.ru');
    const cleared = response.cookies.find((c) => c.name === 'ir_session');
    expect(cleared?.value).toBe('');
    expect(agent.cookies.get('ir_session')).toBeUndefined();
    // And it cannot write.
    expect((await agent.post('/api/account/update-name', { name: 'Старая сессия' })).statusCode).toBe(401);
  });

  it('renews the cookie with the sliding expiry when the session is touched (at most hourly), not on every request', async () => {
    const { agent, idHash, id } = await sessionWith('free@investradar.ru', {
      createdAgoMs: 10 * DAY,
      lastSeenAgoMs: 2 * HOUR,
      expiresInMs: DAY,
    });
    const touched = await agent.get('/api/account');
    expect(touched.json().results.user.email).toBe('free@investradar.ru');
    const cookie = touched.cookies.find((c) => c.name === 'ir_session') as
      { value: string; expires?: Date; httpOnly?: boolean; sameSite?: string; path?: string } | undefined;
    expect(cookie?.value).toBe(id);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.path).toBe('/');
    const expected = Date.now() + SESSION_TTL_MS;
    expect(Math.abs(cookie!.expires!.getTime() - expected)).toBeLessThan(5_000);
    // Cookie dates have whole seconds.
    expect(Math.abs((await storedExpiry(idHash))!.getTime() - cookie!.expires!.getTime())).toBeLessThan(1_000);

    await ctx.app.readCache.settle();
    const next = await agent.get('/api/account');
    expect(next.json().results.user.email).toBe('free@investradar.ru');
    expect(next.cookies.find((c) => c.name === 'ir_session')).toBeUndefined();
  });

  it('the sliding expiry stops at the absolute lifetime: the cookie and the row end 90 days after creation', async () => {
    const { agent, idHash } = await sessionWith('free@investradar.ru', {
      createdAgoMs: SESSION_MAX_AGE_MS - 12 * HOUR,
      lastSeenAgoMs: 2 * HOUR,
      expiresInMs: DAY,
    });
    const createdAt = Date.now() - SESSION_MAX_AGE_MS + 12 * HOUR;
    const touched = await agent.get('/api/account');
    expect(touched.json().results.user.email).toBe('free@investradar.ru');
    const cookie = touched.cookies.find((c) => c.name === 'ir_session') as { expires?: Date } | undefined;
    expect(Math.abs(cookie!.expires!.getTime() - (createdAt + SESSION_MAX_AGE_MS))).toBeLessThan(5_000);
    expect(Math.abs((await storedExpiry(idHash))!.getTime() - (createdAt + SESSION_MAX_AGE_MS))).toBeLessThan(5_000);
  });

  it('with the read cache off as well', async () => {
    const uncached = await ctx.buildApp({ readCache: false });
    const old = await sessionWith('free@investradar.ru', {
      createdAgoMs: SESSION_MAX_AGE_MS + HOUR,
      lastSeenAgoMs: 10 * 60 * 1000,
      expiresInMs: 20 * DAY,
    });
    const oldResponse = await new Agent(() => uncached).get('/api/account', { cookie: `ir_session=${old.id}` });
    expect(oldResponse.json().results.user.email).not.toBe('free@investradar.ru');

    const due = await sessionWith('free@investradar.ru', {
      createdAgoMs: DAY,
      lastSeenAgoMs: 2 * HOUR,
      expiresInMs: DAY,
    });
    const dueResponse = await new Agent(() => uncached).get('/api/account', { cookie: `ir_session=${due.id}` });
    expect(dueResponse.json().results.user.email).toBe('free@investradar.ru');
    expect(dueResponse.cookies.find((c) => c.name === 'ir_session')?.value).toBe(due.id);
  });

  it('login sets a cookie of the sliding 30 days', async () => {
    const agent = new Agent(() => ctx.app);
    const login = await agent.login('free@investradar.ru');
    const cookie = login.cookies.find((c) => c.name === 'ir_session') as { expires?: Date } | undefined;
    expect(Math.abs(cookie!.expires!.getTime() - (Date.now() + SESSION_TTL_MS))).toBeLessThan(5_000);
  });

  it('deleteExpired removes sessions past the absolute lifetime too', async () => {
    const old = await sessionWith('free@investradar.ru', {
      createdAgoMs: SESSION_MAX_AGE_MS + HOUR,
      lastSeenAgoMs: HOUR,
      expiresInMs: 20 * DAY,
    });
    const fresh = await sessionWith('free@investradar.ru', {
      createdAgoMs: DAY,
      lastSeenAgoMs: HOUR,
      expiresInMs: 20 * DAY,
    });
    await createSessionsRepository(ctx.db).deleteExpired();
    expect(await storedExpiry(old.idHash)).toBeUndefined();
    expect(await storedExpiry(fresh.idHash)).toBeDefined();
  });
});

describe('start in production without https', () => {
  it('warns once when PUBLIC_URL is not https, naming the 419, TLS-terminating proxy and TRUST_PROXY', () => {
    const warning = insecurePublicUrlWarning({ production: true, publicUrl: 'http://investradar.example' });
    expect(warning).toContain('http://investradar.example');
    expect(warning).toContain('Secure');
    expect(warning).toContain('419');
    expect(warning).toContain('TLS-terminating');
    expect(warning).toContain("TRUST_PROXY set to the proxy's address");
  });

  it('says nothing with an https PUBLIC_URL or outside production', () => {
    expect(insecurePublicUrlWarning({ production: true, publicUrl: 'https://investradar.example' })).toBeUndefined();
    expect(insecurePublicUrlWarning({ production: true, publicUrl: 'HTTPS://investradar.example' })).toBeUndefined();
    expect(insecurePublicUrlWarning({ production: false, publicUrl: 'http://localhost:3000' })).toBeUndefined();
  });
});

/**
 * Starts `npm start`'s entry in production with PUBLIC_URL and returns its output once it listens. The
 * second start in a data directory (or database) finds it migrated: the test pays for migrating once.
 */
async function startOutput(database: Record<string, string>, dataDir: string, publicUrl: string): Promise<string> {
  const child = run('src/main.ts', {
    ...database,
    DATA_DIR: dataDir,
    APP_SECRET: 'test-secret-0123456789abcdef0123456789abcdef',
    SEED: '0',
    NODE_ENV: 'production',
    PUBLIC_URL: publicUrl,
    // Production requires the payment settings (test/payments-mode.test.ts).
    PAYMENTS_PROVIDER: 'sandbox',
    PAYMENTS_API_SECRET: 'operator-own-payments-secret-0123456789abcdef',
  });
  try {
    await listeningPort(child);
    return child.output();
  } finally {
    child.process.kill('SIGTERM');
    await child.exited();
  }
}

const WARNING = /PUBLIC_URL is http:\/\/investradar\.example, not https/g;

// Production runs on PostgreSQL (DATABASE_URL); the warning does not depend on the database, so the
// start is tested there only (on PGlite it cost a fresh data directory's migrations, ≈ 24 s of a CI run).
(process.env.SKIP_POSTGRES === '1' ? describe.skip : describe)(`the server's start in production [PostgreSQL]`, () => {
  it('logs the plain-http warning once with an http PUBLIC_URL, and not with an https one', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'investradar-https-'));
    const database = await createPostgresDatabase(TEST_DATABASE_URL);
    try {
      const env = { DATABASE_URL: database.url };
      const insecure = await startOutput(env, dataDir, 'http://investradar.example');
      expect(insecure.match(WARNING)).toHaveLength(1);
      expect(insecure).toMatch(/"level":40/);
      const secure = await startOutput(env, dataDir, 'https://investradar.example');
      expect(secure).not.toMatch(/not https/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      await database.drop();
    }
  }, 120_000);
});
