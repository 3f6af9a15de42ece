import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailVerifications, sessions, users } from '../src/db/schema';
import { MESSAGES, appConfigSchema, PLAN_ID } from '@investradar/ui/domain';
import { sha256 } from '../src/lib/tokens';
import { ACCOUNT_MESSAGES } from '../src/features/account/account.service';
import { Agent, describeOnDatabases, uniqueEmail } from './support';

describeOnDatabases('account settings', (ctx) => {
  async function row(email: string) {
    const [found] = await ctx.db.select().from(users).where(eq(users.email, email));
    return found;
  }

  /** A fresh account of its own, so tests that change it never disturb one another. */
  async function freshAccount(password = 'start-password-1') {
    const agent = new Agent(() => ctx.app);
    await agent.get('/api/config');
    const email = uniqueEmail('settings');
    const response = await agent.post('/api/auth/register', { name: 'Тестовый Пользователь', email, password });
    expect(response.statusCode).toBe(201);
    return { agent, email, password };
  }

  describe('GET /api/config', () => {
    it('answers the configuration in the domain shape with the spec plans, and a token cookie', async () => {
      const agent = new Agent(() => ctx.app);
      const response = await agent.get('/api/config');
      expect(response.statusCode).toBe(200);
      const config = appConfigSchema.parse(response.json());
      const ids = config.plans.map((p) => p.id);
      for (const id of Object.values(PLAN_ID)) expect(ids).toContain(id);
      expect(config.plans.find((p) => p.id === PLAN_ID.month12)).toMatchObject({ code: 'm12' });
      expect(config.special_plans).toEqual({ '1066': 1070, '1067': 1070 });
      expect(config.investcoins.monthly_coins_add).toEqual({
        month: expect.any(Number),
        telegram_bot: expect.any(Number),
        telegram_bot_year: expect.any(Number),
      });
      // The sandbox provider (the default, offline) has its own billing update page (issue #15).
      expect(config.payments.billing_update_url).toBe('/payments/sandbox/billing/');
      expect(config.subscription.premium_countries).toContain('RU');
      expect(agent.csrfToken).toBeTruthy();
    });
  });

  describe('POST /api/account/update-email', () => {
    it('changes the login address only when the mailed link is followed', async () => {
      const { agent, email, password } = await freshAccount();
      const next = uniqueEmail('Moved').toUpperCase();
      const response = await agent.post('/api/account/update-email', {
        email: ` ${next} `,
        current_password: password,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, errors: {}, message: ACCOUNT_MESSAGES.emailChanged });
      // Not yet: the old address stays the login until the new one is verified.
      expect((await agent.account()).email).toBe(email);
      expect(await row(next.toLowerCase())).toBeUndefined();

      const letter = ctx.mail.find((m) => m.to === next.toLowerCase());
      const link = letter?.text.match(/https:\/\/investradar\.test(\/api\/account\/verify-email\?token=[\w-]+)/)?.[1];
      expect(link).toBeTruthy();
      // Only the hash of the link's token is stored.
      const token = new URL(link!, 'https://x').searchParams.get('token')!;
      expect(
        await ctx.db.select().from(emailVerifications).where(eq(emailVerifications.tokenHash, token)),
      ).toHaveLength(0);
      expect(
        await ctx.db
          .select()
          .from(emailVerifications)
          .where(eq(emailVerifications.tokenHash, sha256(token))),
      ).toHaveLength(1);
      const verify = await agent.get(link!);
      expect(verify.statusCode).toBe(303);
      expect(verify.headers.location).toBe('/account/settings?email_verified=1');
      expect(await row(email)).toBeUndefined();
      expect((await row(next.toLowerCase()))?.emailVerifiedAt).toBeInstanceOf(Date);
      await ctx.app.readCache.settle();
      expect((await agent.account()).email).toBe(next.toLowerCase());
      // Single use.
      expect((await agent.get(link!)).headers.location).toBe('/account/settings?email_verified=0');
    });

    it('answers an address of another account as a free one and keeps its own', async () => {
      const { agent, email, password } = await freshAccount();
      const response = await agent.post('/api/account/update-email', {
        email: 'pro@investradar.ru',
        current_password: password,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, errors: {}, message: ACCOUNT_MESSAGES.emailChanged });
      expect((await agent.account()).email).toBe(email);
    });

    it('refuses invalid addresses with 422 and changes nothing', async () => {
      const { agent, email } = await freshAccount();
      for (const body of [
        { email: 'not-an-email' },
        { email: '' },
        {},
        { email: 42 },
        { email: "a@b.ru' OR 1=1 --" },
        { email: `${'x'.repeat(300)}@example.ru` },
      ]) {
        const response = await agent.post('/api/account/update-email', body);
        expect(response.statusCode, JSON.stringify(body)).toBe(422);
        expect(response.json().success).toBe(false);
        expect(Object.keys(response.json().errors)).toEqual(['email']);
      }
      expect((await agent.account()).email).toBe(email);
    });

    it('needs a session and the anti-forgery header', async () => {
      const guest = new Agent(() => ctx.app);
      await guest.get('/api/account');
      expect((await guest.post('/api/account/update-email', { email: uniqueEmail() })).statusCode).toBe(401);
      const { agent, email } = await freshAccount();
      expect(
        (await agent.post('/api/account/update-email', { email: uniqueEmail() }, { csrf: false })).statusCode,
      ).toBe(419);
      expect((await agent.account()).email).toBe(email);
    });
  });

  describe('POST /api/account/update-pwd', () => {
    it('changes the password, keeps this session and ends the others', async () => {
      const { agent, email, password } = await freshAccount();
      const elsewhere = new Agent(() => ctx.app);
      expect((await elsewhere.login(email, password)).statusCode).toBe(200);

      const response = await agent.post('/api/account/update-pwd', {
        current_password: password,
        password: ' new-password-2 ',
        password_confirmation: ' new-password-2 ',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, errors: {}, message: ACCOUNT_MESSAGES.passwordChanged });

      expect((await agent.account()).email).toBe(email);
      expect((await elsewhere.account()).type).toBe('mbr_guest');
      const user = await row(email);
      expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, user!.id))).toHaveLength(1);

      const fresh = new Agent(() => ctx.app);
      expect((await fresh.login(email, password)).statusCode).toBe(401);
      // Taken as typed: the spaces are part of the new password.
      expect((await fresh.login(email, 'new-password-2')).statusCode).toBe(401);
      expect((await fresh.login(email, ' new-password-2 ')).statusCode).toBe(200);
    });

    it('applies the spec messages: empty and mismatch', async () => {
      const { agent, email, password } = await freshAccount();
      const empty = await agent.post('/api/account/update-pwd', {
        current_password: password,
        password: '',
        password_confirmation: '',
      });
      expect(empty.statusCode).toBe(422);
      expect(empty.json().errors).toEqual({
        password: [MESSAGES.passwordEmpty],
        password_confirmation: [MESSAGES.passwordEmpty],
      });
      const mismatch = await agent.post('/api/account/update-pwd', {
        current_password: password,
        password: 'abc-12345',
        password_confirmation: 'abc-12346',
      });
      expect(mismatch.statusCode).toBe(422);
      expect(mismatch.json().errors).toEqual({ password_confirmation: [MESSAGES.passwordsMismatch] });
      const wrongType = await agent.post('/api/account/update-pwd', {
        current_password: password,
        password: 12345678,
        password_confirmation: 12345678,
      });
      expect(wrongType.statusCode).toBe(422);
      const fresh = new Agent(() => ctx.app);
      expect((await fresh.login(email, password)).statusCode).toBe(200);
    });

    it('needs a session', async () => {
      const guest = new Agent(() => ctx.app);
      await guest.get('/api/account');
      const response = await guest.post('/api/account/update-pwd', {
        password: 'x-1234567',
        password_confirmation: 'x-1234567',
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('POST /api/account/update-notifications', () => {
    it('saves the four flags and answers them back', async () => {
      const { agent } = await freshAccount();
      const flags = { weekly_newsletter: 0, portfolio_events: 1, news: 0, bets: 1 };
      const response = await agent.post('/api/account/update-notifications', { ...flags, extra: 'ignored' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, errors: {}, message: MESSAGES.saved, notifications: flags });
      expect((await agent.account()).notifications).toEqual(flags);
    });

    it('refuses anything but 0 or 1 for each flag and changes nothing', async () => {
      const { agent } = await freshAccount();
      const before = (await agent.account()).notifications;
      for (const body of [
        { weekly_newsletter: 2, portfolio_events: 1, news: 0, bets: 1 },
        { weekly_newsletter: true, portfolio_events: 1, news: 0, bets: 1 },
        { weekly_newsletter: 0, portfolio_events: 1, news: 0 },
        { weekly_newsletter: '<b>1</b>', portfolio_events: 1, news: 0, bets: 1 },
      ]) {
        const response = await agent.post('/api/account/update-notifications', body);
        expect(response.statusCode, JSON.stringify(body)).toBe(422);
      }
      expect((await agent.account()).notifications).toEqual(before);
    });
  });

  describe('finish-onboarding and viewed-bonus-modal', () => {
    it('turn their flags off, with or without a body', async () => {
      const { agent } = await freshAccount();
      const before = await agent.account();
      expect(before.onboarding).toBe(true);
      expect(before.is_need_show_bonus_modal).toBe(true);
      const onboarding = await agent.post('/api/account/finish-onboarding');
      expect(onboarding.statusCode).toBe(200);
      expect(onboarding.json()).toEqual({ success: true });
      const bonus = await agent.post(
        '/api/account/viewed-bonus-modal',
        {},
        { headers: { 'content-type': 'application/json' } },
      );
      expect(bonus.statusCode).toBe(200);
      const after = await agent.account();
      expect(after.onboarding).toBe(false);
      expect(after.is_need_show_bonus_modal).toBe(false);
    });

    it('need a session and the anti-forgery header', async () => {
      const guest = new Agent(() => ctx.app);
      await guest.get('/api/account');
      expect((await guest.post('/api/account/finish-onboarding')).statusCode).toBe(401);
      expect((await guest.post('/api/account/viewed-bonus-modal')).statusCode).toBe(401);
      const { agent, email } = await freshAccount();
      expect((await agent.post('/api/account/finish-onboarding', undefined, { csrf: false })).statusCode).toBe(419);
      expect((await agent.post('/api/account/viewed-bonus-modal', undefined, { csrf: false })).statusCode).toBe(419);
      expect(await row(email)).toMatchObject({ onboarding: true, needShowBonusModal: true });
    });
  });
});
