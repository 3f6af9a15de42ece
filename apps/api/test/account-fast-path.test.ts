// GET /api/account answered before Fastify (src/http/account-fast-path.ts). inject() never reaches the
// HTTP server, so these tests speak real HTTP to a listening app and compare the two paths' answers.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_PASSWORD, describeOnDatabases } from './support';

interface Answer {
  status: number;
  headers: Record<string, string>;
  setCookies: string[];
  body: string;
}

/** A browser over real HTTP: keeps its cookies and sends the token header on POSTs. */
class HttpBrowser {
  readonly cookies = new Map<string, string>();
  constructor(private readonly base: string) {}

  async send(method: string, path: string, body?: unknown, extraHeaders: Record<string, string> = {}): Promise<Answer> {
    const headers: Record<string, string> = { ...extraHeaders };
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (cookie) headers.cookie = cookie;
    if (method === 'POST') {
      headers['x-xsrf-token'] = this.cookies.get('XSRF-TOKEN') ?? '';
      headers['content-type'] = 'application/json';
    }
    const response = await fetch(`${this.base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), redirect: 'manual' });
    const setCookies = response.headers.getSetCookie();
    for (const line of setCookies) {
      const [pair] = line.split(';');
      const [name, ...rest] = pair!.split('=');
      const value = rest.join('=');
      if (value === '' || /Max-Age=0/i.test(line)) this.cookies.delete(name!);
      else this.cookies.set(name!, value);
    }
    const plain: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      if (name !== 'set-cookie') plain[name] = value;
    });
    return { status: response.status, headers: plain, setCookies, body: await response.text() };
  }
}

/** The headers both paths must agree on: everything but the date. */
function comparable(answer: Answer) {
  const { date: _date, ...headers } = answer.headers;
  return { status: answer.status, headers, setCookies: answer.setCookies, body: answer.body };
}

describeOnDatabases('GET /api/account fast path (real HTTP)', (ctx) => {
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    app = await ctx.buildApp();
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
  });

  async function signedInBrowser(email = 'pro@investradar.ru'): Promise<HttpBrowser> {
    const browser = new HttpBrowser(base);
    await browser.send('GET', '/api/account');
    const login = await browser.send('POST', '/api/auth/login', { email, password: DEMO_PASSWORD });
    expect(login.status).toBe(200);
    await app.readCache.settle();
    return browser;
  }

  /** The first signed-in GET goes through Fastify and fills the memory; the next one can take the fast path. */
  async function warm(browser: HttpBrowser): Promise<Answer> {
    const answer = await browser.send('GET', '/api/account');
    await app.readCache.settle();
    return answer;
  }

  it('answers a signed-in browser from memory with exactly the status, headers and body Fastify gives', async () => {
    const browser = await signedInBrowser();
    const viaFastify = await warm(browser);
    expect(viaFastify.status).toBe(200);
    expect(JSON.parse(viaFastify.body).results.user.email).toBe('pro@investradar.ru');
    const before = app.accountFastPath!.hits;
    const viaFastPath = await browser.send('GET', '/api/account');
    expect(app.accountFastPath!.hits).toBe(before + 1);
    expect(comparable(viaFastPath)).toEqual(comparable(viaFastify));
    expect(viaFastPath.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'same-origin',
      'x-frame-options': 'DENY',
      'cache-control': 'no-store',
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(viaFastify.body)),
    });
    expect(viaFastPath.setCookies).toEqual([]);
  });

  it('leaves to Fastify a browser whose token cookie does not fit its session: it gets a new token', async () => {
    const browser = await signedInBrowser();
    await warm(browser);
    browser.cookies.set('XSRF-TOKEN', 'forged.token');
    const before = app.accountFastPath!.hits;
    const answer = await browser.send('GET', '/api/account');
    expect(app.accountFastPath!.hits).toBe(before);
    expect(answer.status).toBe(200);
    expect(answer.setCookies.some((line) => line.startsWith('XSRF-TOKEN=') && !line.startsWith('XSRF-TOKEN=forged'))).toBe(true);
    // With the fresh token, the next request may be answered from memory again.
    const again = await browser.send('GET', '/api/account');
    expect(app.accountFastPath!.hits).toBe(before + 1);
    expect(again.setCookies).toEqual([]);
  });

  it('leaves to Fastify a query string, HEAD, other paths and an unknown session', async () => {
    const browser = await signedInBrowser();
    await warm(browser);
    const before = app.accountFastPath!.hits;
    expect((await browser.send('GET', '/api/account?include=portfolio')).status).toBe(200);
    expect((await browser.send('HEAD', '/api/account')).status).toBe(200);
    expect((await browser.send('GET', '/api/account/')).status).toBe(404);
    const stranger = new HttpBrowser(base);
    stranger.cookies.set('ir_session', 'not-a-session');
    stranger.cookies.set('XSRF-TOKEN', browser.cookies.get('XSRF-TOKEN')!);
    const answer = await stranger.send('GET', '/api/account');
    expect(JSON.parse(answer.body).results.user.type).toBe('mbr_guest');
    expect(answer.setCookies.some((line) => line.startsWith('ir_session=;'))).toBe(true);
    expect(app.accountFastPath!.hits).toBe(before);
  });

  it('never serves a stale answer: a rename shows at once, and a logged-out cookie is a visitor again', async () => {
    const browser = await signedInBrowser('free@investradar.ru');
    await warm(browser);
    const renamed = await browser.send('POST', '/api/account/update-name', { name: 'Имя Через Быстрый Путь' });
    expect(renamed.status).toBe(200);
    const next = await browser.send('GET', '/api/account');
    expect(JSON.parse(next.body).results.user.name).toBe('Имя Через Быстрый Путь');
    await app.readCache.settle();
    const before = app.accountFastPath!.hits;
    const fromMemory = await browser.send('GET', '/api/account');
    expect(app.accountFastPath!.hits).toBe(before + 1);
    expect(JSON.parse(fromMemory.body).results.user.name).toBe('Имя Через Быстрый Путь');

    const oldCookie = browser.cookies.get('ir_session')!;
    const logout = await browser.send('POST', '/logout');
    expect(logout.status).toBeLessThan(400);
    const replay = new HttpBrowser(base);
    replay.cookies.set('ir_session', oldCookie);
    replay.cookies.set('XSRF-TOKEN', browser.cookies.get('XSRF-TOKEN') ?? '');
    const afterLogout = await replay.send('GET', '/api/account');
    expect(JSON.parse(afterLogout.body).results.user.type).toBe('mbr_guest');
    expect(app.accountFastPath!.hits).toBe(before + 1);
  });

  it('is off while request logging is on (no request may go unlogged) and without the read cache', async () => {
    const logging = await ctx.buildApp({ logger: { level: 'silent' }, logRequests: true });
    expect(logging.accountFastPath).toBeNull();
    const uncached = await ctx.buildApp({ readCache: false });
    expect(uncached.accountFastPath).toBeNull();
  });
});
