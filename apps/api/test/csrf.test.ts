import { MESSAGES } from '@investradar/ui/domain';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { createCsrfToken } from '../src/lib/tokens';
import { Agent, describeOnDatabases, uniqueEmail } from './support';

const CSRF_ERROR = { success: false, message: MESSAGES.csrfInvalid };

describeOnDatabases('anti-forgery tokens', (ctx) => {
  async function nameOf(email: string): Promise<string | undefined> {
    const [row] = await ctx.db.select({ name: users.name }).from(users).where(eq(users.email, email));
    return row?.name;
  }

  it('hands out a readable XSRF-TOKEN cookie on GET /api/account and GET /api/config-like reads', async () => {
    const agent = new Agent(() => ctx.app);
    const response = await agent.get('/api/account');
    const cookie = response.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie?.value).toMatch(/^[\w-]+\.[\w-]{43}$/);
    expect(cookie?.httpOnly).toBeUndefined();
    expect(cookie?.sameSite).toBe('Lax');
    // A valid token is not replaced on the next read.
    const again = await agent.get('/api/account');
    expect(again.cookies.find((c) => c.name === 'XSRF-TOKEN')).toBeUndefined();
  });

  it('refuses update-name without the header, with a wrong one, or with one from another session; the name stays', async () => {
    const agent = await ctx.signedIn('partner@investradar.ru');
    const before = await nameOf('partner@investradar.ru');

    const missing = await agent.post('/api/account/update-name', { name: 'Взломщик' }, { csrf: false });
    expect(missing.statusCode).toBe(419);
    expect(missing.json()).toEqual(CSRF_ERROR);

    const wrong = await agent.post(
      '/api/account/update-name',
      { name: 'Взломщик' },
      { csrf: `${agent.csrfToken!.slice(0, -2)}xx` },
    );
    expect(wrong.statusCode).toBe(419);

    const garbage = await agent.post('/api/account/update-name', { name: 'Взломщик' }, { csrf: 'no-dot-at-all' });
    expect(garbage.statusCode).toBe(419);

    const other = await ctx.signedIn('free@investradar.ru');
    const foreign = await agent.post('/api/account/update-name', { name: 'Взломщик' }, { csrf: other.csrfToken! });
    expect(foreign.statusCode).toBe(419);

    // Signed with another secret: well-formed but forged.
    const forged = createCsrfToken('another-secret-0123456789abcdef0123456789', 'g:whatever');
    expect((await agent.post('/api/account/update-name', { name: 'Взломщик' }, { csrf: forged })).statusCode).toBe(419);

    expect(await nameOf('partner@investradar.ru')).toBe(before);
    // The form field is honoured only by POST /logout.
    const viaField = await agent.request({
      method: 'POST',
      url: '/api/account/update-name',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `name=Vzlomshchik&_token=${encodeURIComponent(agent.csrfToken!)}`,
      csrf: false,
    });
    expect(viaField.statusCode).toBe(419);
    expect(await nameOf('partner@investradar.ru')).toBe(before);
  });

  it('a guest token stops working once the session starts (it is bound to the pre-session id)', async () => {
    const agent = new Agent(() => ctx.app);
    await agent.get('/api/account');
    const guestToken = agent.csrfToken!;
    await agent.login('free@investradar.ru');
    expect(agent.csrfToken).not.toBe(guestToken);
    const stale = await agent.post('/api/account/update-name', { name: 'Старый токен' }, { csrf: guestToken });
    expect(stale.statusCode).toBe(419);
  });

  it('refuses register and login without a token and creates nothing', async () => {
    const agent = new Agent(() => ctx.app);
    await agent.get('/api/account');
    const email = uniqueEmail('csrf');
    const register = await agent.post(
      '/api/auth/register',
      { name: 'Без токена', email, password: 'secret-pass' },
      { csrf: false },
    );
    expect(register.statusCode).toBe(419);
    expect(register.json()).toEqual(CSRF_ERROR);
    expect(await nameOf(email)).toBeUndefined();

    const login = await agent.post(
      '/api/auth/login',
      { email: 'free@investradar.ru', password: 'demo12345' },
      { csrf: false },
    );
    expect(login.statusCode).toBe(419);
    expect(agent.cookies.has('ir_session')).toBe(false);
  });

  it('refuses a first-time visitor without any cookie', async () => {
    const agent = new Agent(() => ctx.app);
    const response = await agent.post(
      '/api/auth/login',
      { email: 'free@investradar.ru', password: 'demo12345' },
      { csrf: 'abc.def' },
    );
    expect(response.statusCode).toBe(419);
  });

  it('refuses logout without a token and keeps the session', async () => {
    const agent = await ctx.signedIn('free@investradar.ru');
    const form = await agent.request({
      method: 'POST',
      url: '/logout',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '_token=forged.token',
      csrf: false,
    });
    expect(form.statusCode).toBe(419);
    const empty = await agent.post('/logout', undefined, { csrf: false });
    expect(empty.statusCode).toBe(419);
    expect((await agent.account()).email).toBe('free@investradar.ru');
  });

  it('sends the security headers with every answer, and no-store for the API, errors included', async () => {
    const agent = await ctx.signedIn('free@investradar.ru');
    const answers = [
      await agent.get('/api/account'),
      await agent.get('/api/search?query=сбер'),
      await agent.get('/api/no-such-route'),
      await agent.post('/api/account/update-name', { name: 'аб' }),
      await agent.post('/api/account/update-name', { name: 'Имя' }, { csrf: false }),
      await new Agent(() => ctx.app).post('/api/account/update-name', { name: 'Имя' }),
      // An unknown route is unknown whatever the method and the token.
      await new Agent(() => ctx.app).post('/api/no-such-route', { name: 'Имя' }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 404, 422, 419, 419, 404]);
    for (const answer of answers) {
      expect(answer.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'same-origin',
        'x-frame-options': 'DENY',
        'cache-control': 'no-store',
      });
    }
  });
});
