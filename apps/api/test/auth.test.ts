import { MESSAGES, userSchema } from '@investradar/ui/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../src/db/schema';
import { sha256 } from '../src/lib/tokens';
import { Agent, describeOnDatabases, uniqueEmail } from './support';

describeOnDatabases('auth', (ctx) => {
  describe('POST /api/auth/register', () => {
    it('creates a free account, signs it in and stores an argon2id hash', async () => {
      const agent = new Agent(() => ctx.app);
      await agent.get('/api/account');
      const email = uniqueEmail('Register');
      const response = await agent.post('/api/auth/register', {
        name: '  Иван Иванов  ',
        email: `  ${email.toUpperCase()} `,
        password: 'secret-pass-1',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ success: true, errors: {}, message: '' });

      const user = await agent.account();
      expect(userSchema.parse(user)).toEqual(user);
      expect(user).toMatchObject({ name: 'Иван Иванов', email: email.toLowerCase(), type: 'mbr_free', coins: 1000 });
      expect(user.portfolio).toMatchObject({ ideas: [], updates_count: 0 });
      // The bonus popup's link: the configured bot with a start code of this account's own.
      const config = (await agent.get('/api/config')).json() as { telegram_bot_url: string };
      expect(config.telegram_bot_url).toMatch(/^https:\/\/t\.me\//);
      expect(user.telegram_bonus_link).toMatch(
        new RegExp(`^${config.telegram_bot_url.replace(/[.]/g, '\\.')}\\?start=bonus_[\\w-]{24}$`),
      );
      expect(user.is_need_show_bonus_modal).toBe(true);
      // Demo accounts carry one too, each its own.
      const demo = await (await ctx.signedIn('free@investradar.ru')).account();
      expect(demo.telegram_bonus_link).toMatch(/\?start=bonus_[\w-]{24}$/);
      expect(demo.telegram_bonus_link).not.toBe(user.telegram_bonus_link);

      const [row] = await ctx.db.select().from(users).where(eq(users.email, email.toLowerCase()));
      expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    });

    // A taken address gets the same answer as a free one: test/registration-privacy.test.ts.

    it('answers 422 with the errors map for bad input and creates nothing', async () => {
      const agent = new Agent(() => ctx.app);
      await agent.get('/api/account');
      const email = uniqueEmail('bad');
      const response = await agent.post('/api/auth/register', { name: 'Ян', email: 'not-an-email', password: '   ' });
      expect(response.statusCode).toBe(422);
      const body = response.json();
      expect(body.success).toBe(false);
      expect(body.errors).toEqual({
        name: [MESSAGES.invalidFieldValue],
        email: [MESSAGES.emailInvalid],
        password: [MESSAGES.passwordEmpty],
      });
      const wrongTypes = await agent.post('/api/auth/register', { name: 12345, email: ['x'], password: { a: 1 } });
      expect(wrongTypes.statusCode).toBe(422);
      const notAnObject = await agent.post('/api/auth/register', [email, 'Иван Иванов', 'secret']);
      expect(notAnObject.statusCode).toBe(422);
      expect(notAnObject.json()).toEqual({
        success: false,
        message: MESSAGES.badRequest,
        errors: { form: [MESSAGES.badRequest] },
      });
      const [row] = await ctx.db.select().from(users).where(eq(users.email, email));
      expect(row).toBeUndefined();
    });
  });

  describe('POST /api/auth/login', () => {
    it('signs in with the right password and rotates the session id', async () => {
      const agent = new Agent(() => ctx.app);
      const first = await agent.login('pro@investradar.ru');
      expect(first.statusCode).toBe(200);
      const firstSession = agent.cookies.get('ir_session');
      expect(firstSession).toBeTruthy();
      expect((await agent.account()).type).toBe('mbr_premium');

      const second = await agent.login('PRO@investradar.ru');
      expect(second.statusCode).toBe(200);
      const secondSession = agent.cookies.get('ir_session');
      expect(secondSession).toBeTruthy();
      expect(secondSession).not.toBe(firstSession);
      // The old id no longer exists anywhere: a stolen pre-login cookie is worthless.
      const old = await ctx.db
        .select()
        .from(sessions)
        .where(eq(sessions.idHash, sha256(firstSession!)));
      expect(old).toHaveLength(0);
      const replay = new Agent(() => ctx.app);
      replay.cookies.set('ir_session', firstSession!);
      expect((await replay.account()).type).toBe('mbr_guest');
    });

    it('stores only the hash of the session id', async () => {
      const agent = new Agent(() => ctx.app);
      await agent.login('free@investradar.ru');
      const raw = agent.cookies.get('ir_session')!;
      expect(await ctx.db.select().from(sessions).where(eq(sessions.idHash, raw))).toHaveLength(0);
      expect(
        await ctx.db
          .select()
          .from(sessions)
          .where(eq(sessions.idHash, sha256(raw))),
      ).toHaveLength(1);
    });

    it('refuses a wrong password and an unknown email with the same Russian message', async () => {
      const agent = new Agent(() => ctx.app);
      const wrong = await agent.login('free@investradar.ru', 'demo123456');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toMatchObject({ success: false, message: MESSAGES.invalidCredentials });
      const unknown = await agent.login('nobody@investradar.ru', 'demo12345');
      expect(unknown.statusCode).toBe(401);
      expect(unknown.json()).toEqual(wrong.json());
      expect(agent.cookies.has('ir_session')).toBe(false);
      expect((await agent.account()).type).toBe('mbr_guest');
    });

    it('answers 422 for a malformed payload', async () => {
      const agent = new Agent(() => ctx.app);
      await agent.get('/api/account');
      const response = await agent.post('/api/auth/login', { email: 'free@investradar.ru' });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ password: [MESSAGES.passwordEmpty] });
    });
  });

  describe('session cookie', () => {
    it('is HttpOnly and SameSite=Lax, not Secure outside production', async () => {
      const agent = new Agent(() => ctx.app);
      const response = await agent.login('free@investradar.ru');
      const cookie = response.cookies.find((c) => c.name === 'ir_session');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie?.secure).toBeUndefined();
      const token = response.cookies.find((c) => c.name === 'XSRF-TOKEN');
      expect(token?.httpOnly).toBeUndefined();
    });

    it('is Secure in production', async () => {
      const production = await ctx.buildApp({ production: true });
      const agent = new Agent(() => production);
      const response = await agent.login('free@investradar.ru');
      expect(response.statusCode).toBe(200);
      expect(response.cookies.find((c) => c.name === 'ir_session')).toMatchObject({
        httpOnly: true,
        sameSite: 'Lax',
        secure: true,
      });
      expect(response.cookies.find((c) => c.name === 'XSRF-TOKEN')).toMatchObject({ secure: true });
    });
  });

  describe('POST /logout', () => {
    it('ends the session from a form post with _token and redirects 303 to /', async () => {
      const agent = new Agent(() => ctx.app);
      await agent.login('free@investradar.ru');
      const raw = agent.cookies.get('ir_session')!;
      const response = await agent.request({
        method: 'POST',
        url: '/logout',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
        payload: `_token=${encodeURIComponent(agent.csrfToken!)}`,
        csrf: false,
      });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/');
      expect(agent.cookies.has('ir_session')).toBe(false);
      expect(
        await ctx.db
          .select()
          .from(sessions)
          .where(eq(sessions.idHash, sha256(raw))),
      ).toHaveLength(0);
      expect((await agent.account()).type).toBe('mbr_guest');
      // A fresh guest token arrives with the logout, so the next form works without a reload.
      expect(agent.csrfToken).toBeTruthy();
      const login = await agent.login('free@investradar.ru');
      expect(login.statusCode).toBe(200);
    });

    it('answers JSON to an XHR with an empty body', async () => {
      const agent = new Agent(() => ctx.app);
      await agent.login('free@investradar.ru');
      const response = await agent.post('/logout', undefined, { headers: { 'x-requested-with': 'XMLHttpRequest' } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true });
      expect((await agent.account()).type).toBe('mbr_guest');
    });

    it('accepts an empty JSON body too', async () => {
      const agent = new Agent(() => ctx.app);
      await agent.login('free@investradar.ru');
      const response = await agent.post('/logout', undefined, {
        headers: { 'content-type': 'application/json', accept: 'application/json' },
      });
      expect(response.statusCode).toBe(200);
      expect((await agent.account()).type).toBe('mbr_guest');
    });
  });
});
