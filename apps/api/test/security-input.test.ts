import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { CONTROL_CHARACTER_MESSAGE } from '../src/http/body-guard';
import { Agent, DEMO_PASSWORD, describeOnDatabases, uniqueEmail } from './support';

const CONTROL = ['\u0000', '\u0001', '\u0007', '\b', '\t', '\n', '\r', '\u001b', '\u007f', '\u0085', '\u009f'];

describeOnDatabases('control characters in request bodies', (ctx) => {
  it.each(CONTROL.map((c) => [JSON.stringify(c), c]))(
    'register refuses %s in the name, email or password with 422 in Russian',
    async (_label, c) => {
      const agent = new Agent(() => ctx.app);
      await agent.get('/api/account');
      for (const field of ['name', 'email', 'password'] as const) {
        const email = uniqueEmail('control');
        const body = {
          name: 'Иван Петров',
          email,
          password: 'register-pass-1',
          [field]: field === 'email' ? `a${c}${email}` : `ab${c}cdefghij`,
        };
        const response = await agent.post('/api/auth/register', body);
        expect(response.statusCode, `${field}: ${response.body}`).toBe(422);
        expect(response.json()).toMatchObject({
          success: false,
          message: CONTROL_CHARACTER_MESSAGE,
          errors: { [field]: [CONTROL_CHARACTER_MESSAGE] },
        });
        const rows = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
        expect(rows).toHaveLength(0);
      }
    },
  );

  it('update-name with NUL answers 422 and keeps the name', async () => {
    const agent = await ctx.signedIn('free@investradar.ru');
    const before = (await agent.account()).name;
    const response = await agent.post('/api/account/update-name', { name: 'Мария\u0000Соколова' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ name: [CONTROL_CHARACTER_MESSAGE] });
    expect((await agent.account()).name).toBe(before);
  });

  it('form-encoded bodies and nested values are checked too', async () => {
    const agent = new Agent(() => ctx.app);
    await agent.get('/api/account');
    const form = await agent.post('/api/auth/login', 'email=free%40investradar.ru&password=demo%0012345', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(422);
    const signedIn = await ctx.signedIn('pro@investradar.ru');
    const nested = await signedIn.post('/api/welcome_survey', { which_actives_you_use: ['stocks\u0000'] });
    expect(nested.statusCode).toBe(422);
    expect(nested.json().errors).toEqual({ which_actives_you_use: [CONTROL_CHARACTER_MESSAGE] });
  });

  it('a request without the anti-forgery token is still 419, whatever its body', async () => {
    const agent = new Agent(() => ctx.app);
    await agent.get('/api/account');
    const response = await agent.post(
      '/api/auth/register',
      { name: 'a\u0000', email: 'x@example.ru', password: 'p\u0000' },
      { csrf: false },
    );
    expect(response.statusCode).toBe(419);
  });

  it('a User-Agent with NUL (which Node’s HTTP parser refuses, but a proxy may pass on) does not fail the login', async () => {
    const agent = new Agent(() => ctx.app);
    await agent.get('/api/account');
    const response = await agent.post(
      '/api/auth/login',
      { email: 'partner@investradar.ru', password: DEMO_PASSWORD },
      { headers: { 'user-agent': 'evil\u0000agent\u0001' } },
    );
    expect(response.statusCode).toBe(200);
  });
});

describeOnDatabases('control characters refused by the domain schemas alone (body guard off)', (ctx) => {
  // Without the guard the request reaches the handler: only the schemas stand between it and the
  // database, so each of these fails if a string schema lacks the rule.
  it.each(CONTROL.map((c) => [JSON.stringify(c), c]))(
    'register refuses %s in the name, email or password',
    async (_label, c) => {
      const app = await ctx.buildApp({ bodyGuard: false });
      const agent = new Agent(() => app);
      await agent.get('/api/account');
      for (const field of ['name', 'email', 'password'] as const) {
        const email = uniqueEmail('schema-control');
        const body = {
          name: 'Иван Петров',
          email,
          password: 'register-pass-1',
          [field]: field === 'email' ? `a${c}${email}` : `ab${c}cdefghij`,
        };
        const response = await agent.post('/api/auth/register', body);
        expect(response.statusCode, `${field}: ${response.body}`).toBe(422);
        expect(response.json()).toMatchObject({ success: false, errors: { [field]: [CONTROL_CHARACTER_MESSAGE] } });
        const rows = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
        expect(rows).toHaveLength(0);
      }
    },
  );

  it('a line break at the end of a name is refused, not trimmed away', async () => {
    const app = await ctx.buildApp({ bodyGuard: false });
    const agent = await ctx.signedIn('free@investradar.ru');
    const inApp = new Agent(() => app);
    for (const [k, v] of agent.cookies) inApp.cookies.set(k, v);
    const before = (await inApp.account()).name;
    const response = await inApp.post('/api/account/update-name', { name: 'Мария Соколова\n' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ name: [CONTROL_CHARACTER_MESSAGE] });
    expect((await inApp.account()).name).toBe(before);
  });

  it('login, password change and survey keys refuse NUL', async () => {
    const app = await ctx.buildApp({ bodyGuard: false });
    const visitor = new Agent(() => app);
    await visitor.get('/api/account');
    const login = await visitor.post('/api/auth/login', { email: 'free@investradar.ru', password: 'demo\u000012345' });
    expect(login.statusCode).toBe(422);
    expect(login.json().errors).toEqual({ password: [CONTROL_CHARACTER_MESSAGE] });

    const signedIn = await ctx.signedIn('pro@investradar.ru');
    const agent = new Agent(() => app);
    for (const [k, v] of signedIn.cookies) agent.cookies.set(k, v);
    const pwd = await agent.post('/api/account/update-pwd', {
      current_password: DEMO_PASSWORD,
      password: 'new\u0000password-1',
      password_confirmation: 'new\u0000password-1',
    });
    expect(pwd.statusCode).toBe(422);
    expect(pwd.json().errors.password).toEqual([CONTROL_CHARACTER_MESSAGE]);

    const survey = await agent.post('/api/welcome_survey', {
      when_invest_start: ['2020'],
      which_actives_you_use: ['stocks\u0000'],
      brokers_where_you_have_accounts: ['tinkoff'],
      annual_return_target_currency: ['rub'],
      annual_return_target_value: [20],
    });
    expect(survey.statusCode).toBe(422);
    expect(survey.json().errors['which_actives_you_use.0']).toEqual([CONTROL_CHARACTER_MESSAGE]);
  });
});
