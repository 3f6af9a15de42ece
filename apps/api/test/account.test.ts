import { MESSAGES, accountResponseSchema, userSchema } from '@investradar/ui/domain';
import { eq } from 'drizzle-orm';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { DEMO_ACCOUNTS } from '../src/seed/accounts';
import { Agent, describeOnDatabases } from './support';

describeOnDatabases('account', (ctx) => {
  describe('GET /api/account', () => {
    it('answers the guest account to a visitor, shaped as the domain User', async () => {
      const agent = new Agent(() => ctx.app);
      const response = await agent.get('/api/account');
      expect(response.statusCode).toBe(200);
      const body = accountResponseSchema.parse(response.json());
      expect(body.results.user.type).toBe('mbr_guest');
      expect(body.results.user.all_permissions).toMatchObject({
        ii: { portfolio: false, portfolio_add_many_ideas: false },
      });
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it.each(DEMO_ACCOUNTS.map((d) => d.user.email))('answers %s as a valid domain User', async (email) => {
      const agent = await ctx.signedIn(email);
      const user = await agent.account();
      // Every field has the right type, and every key is one the domain knows.
      expect(userSchema.parse(user)).toEqual(user);
      expect(Object.keys(user).sort()).toEqual(Object.keys(userSchema.shape).sort());
      expect(user.email).toBe(email);
    });

    it('reflects each account type, role and premium access', async () => {
      const read = async (email: string) => {
        const agent = await ctx.signedIn(email);
        return agent.account();
      };
      const free = await read('free@investradar.ru');
      expect(free).toMatchObject({ type: 'mbr_free', subscription: null, meta: { premium_access: null } });
      expect(free.all_permissions).toMatchObject({ ii: { portfolio: true, portfolio_add_many_ideas: false } });

      const pro = await read('pro@investradar.ru');
      expect(pro.type).toBe('mbr_premium');
      expect(pro.subscription).toMatchObject({
        status: 'active',
        plan_id: 1066,
        plan: { planCode: 'm3', bot: false },
        duration: 90,
      });
      expect(pro.all_permissions).toMatchObject({ ii: { portfolio: true, portfolio_add_many_ideas: true } });

      expect(await read('bot@investradar.ru')).toMatchObject({
        type: 'mbr_premium_bot',
        subscription: { bot: true, plan_id: 1068 },
      });
      expect(await read('lifetime@investradar.ru')).toMatchObject({
        meta: { premium_access: { lifetime: true, expires_at: null } },
      });
      expect(await read('promo@investradar.ru')).toMatchObject({
        has_active_promocode: true,
        meta: { premium_access: { promocode: true, lifetime: false } },
      });
      expect(await read('partner@investradar.ru')).toMatchObject({
        role: 'partner',
        partner: { campaign_id: 'radar-partner-17' },
      });
      expect(await read('admin@investradar.ru')).toMatchObject({ data: { is_admin_for_some_broker: true } });
      expect(await read('overdue@investradar.ru')).toMatchObject({
        subscription: { billing_error_code: 'card_declined' },
      });
      expect(await read('social@investradar.ru')).toMatchObject({
        social_login: true,
        social: { provider: 'vkontakte' },
      });
    });

    it('treats premium access that has run out as free', async () => {
      const agent = await ctx.signedIn('canceled@investradar.ru');
      await ctx.db
        .update(users)
        .set({ premiumExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(users.email, 'canceled@investradar.ru'));
      // The account view is cached; the database's change event reaches it (settle waits for it).
      await ctx.app.readCache.settle();
      const user = await agent.account();
      expect(user.type).toBe('mbr_free');
      expect(user.all_permissions).toMatchObject({ ii: { portfolio_add_many_ideas: false } });
    });
  });

  describe('POST /api/account/update-name', () => {
    it('rejects three letters with «Неверное значение поля» and keeps the name', async () => {
      const agent = await ctx.signedIn('free@investradar.ru');
      const before = (await agent.account()).name;
      const response = await agent.post('/api/account/update-name', { name: '  Ива  ' });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        success: false,
        message: 'Неверное значение поля',
        errors: { name: ['Неверное значение поля'] },
      });
      expect((await agent.account()).name).toBe(before);
    });

    it('rejects a missing, empty or non-string name', async () => {
      const agent = await ctx.signedIn('free@investradar.ru');
      for (const body of [
        {},
        { name: '' },
        { name: 1234 },
        { name: ['Иван'] },
        { name: null },
        { name: 'x'.repeat(101) },
      ]) {
        const response = await agent.post('/api/account/update-name', body);
        expect(response.statusCode, JSON.stringify(body)).toBe(422);
        expect(response.json().errors, JSON.stringify(body)).toEqual({ name: [MESSAGES.invalidFieldValue] });
      }
    });

    it('saves a trimmed valid name, visible in GET /api/account; unknown fields are ignored', async () => {
      const agent = await ctx.signedIn('social@investradar.ru');
      const response = await agent.post('/api/account/update-name', {
        name: '   Андрей Смирнов-Новый ',
        type: 'mbr_premium',
        coins: 1e9,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, errors: {}, message: MESSAGES.saved });
      const user = await agent.account();
      expect(user.name).toBe('Андрей Смирнов-Новый');
      expect(user.type).toBe('mbr_free');
      expect(user.coins).toBe(1000);
    });

    it('stores HTML and SQL-looking names as plain text', async () => {
      const agent = await ctx.signedIn('social@investradar.ru');
      for (const name of ["Robert'); DROP TABLE users;--", '<script>alert(1)</script>']) {
        expect((await agent.post('/api/account/update-name', { name })).statusCode).toBe(200);
        expect((await agent.account()).name).toBe(name);
      }
      const response = await agent.get('/api/account');
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    });

    it('answers 401 JSON without a session', async () => {
      const agent = new Agent(() => ctx.app);
      await agent.get('/api/account');
      const response = await agent.post('/api/account/update-name', { name: 'Гость Гостевой' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, message: MESSAGES.loginRequired });
    });
  });

  describe('serving the built web app', () => {
    it('serves files, falls back to index.html for app routes and keeps /api answers JSON', async () => {
      const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
      try {
        writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Инвестрадар</title><div id="root"></div>');
        mkdirSync(path.join(dist, 'assets'));
        writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
        const app = await ctx.buildApp({ webDistDir: dist });
        const page = await app.inject({
          method: 'GET',
          url: '/account/settings',
          headers: { accept: 'text/html,application/xhtml+xml' },
        });
        expect(page.statusCode).toBe(200);
        expect(page.headers['content-type']).toMatch(/^text\/html/);
        expect(page.body).toContain('<div id="root">');
        // The page load hands out the anti-forgery token too.
        expect(page.cookies.find((c) => c.name === 'XSRF-TOKEN')).toBeTruthy();
        expect((await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } })).body).toContain(
          '<div id="root">',
        );
        const asset = await app.inject({ method: 'GET', url: '/assets/app.js' });
        expect(asset.statusCode).toBe(200);
        expect(asset.headers['content-type']).toMatch(/javascript/);
        expect(asset.cookies).toHaveLength(0);
        const api = await app.inject({ method: 'GET', url: '/api/nope', headers: { accept: 'text/html' } });
        expect(api.statusCode).toBe(404);
        expect(api.json()).toEqual({ success: false, message: MESSAGES.notFoundEntity });
        const missingAsset = await app.inject({ method: 'GET', url: '/assets/missing.js', headers: { accept: '*/*' } });
        expect(missingAsset.statusCode).toBe(404);
        expect(missingAsset.json()).toEqual({ success: false, message: MESSAGES.notFound });
      } finally {
        rmSync(dist, { recursive: true, force: true });
      }
    });
  });

  describe('errors', () => {
    it('answers 404 JSON in Russian for unknown API routes', async () => {
      const agent = new Agent(() => ctx.app);
      for (const url of ['/api/nope', '/api/account/nope/deeper', '/api']) {
        const response = await agent.get(url);
        expect(response.statusCode).toBe(404);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.json()).toEqual({ success: false, message: MESSAGES.notFoundEntity });
      }
    });

    it('answers malformed JSON with 400 and oversized bodies with 413, in Russian and without a stack', async () => {
      const agent = await ctx.signedIn('free@investradar.ru');
      const before = (await agent.account()).name;
      const broken = await agent.request({
        method: 'POST',
        url: '/api/account/update-name',
        headers: { 'content-type': 'application/json' },
        payload: '{"name": "Иван',
      });
      expect(broken.statusCode).toBe(400);
      expect(broken.json()).toEqual({ success: false, message: 'Некорректный JSON в теле запроса' });
      const huge = await agent.post('/api/account/update-name', { name: 'Я'.repeat(100_000) });
      expect(huge.statusCode).toBe(413);
      expect(huge.json()).toEqual({ success: false, message: 'Слишком большой запрос' });
      expect(huge.body).not.toMatch(/at .*\.ts/);
      expect((await agent.account()).name).toBe(before);
    });

    it('answers an unsupported content type with 415 JSON', async () => {
      const agent = await ctx.signedIn('free@investradar.ru');
      const response = await agent.request({
        method: 'POST',
        url: '/api/account/update-name',
        headers: { 'content-type': 'text/xml' },
        payload: '<name>Иван</name>',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ success: false, message: 'Неподдерживаемый формат данных' });
    });
  });
});
