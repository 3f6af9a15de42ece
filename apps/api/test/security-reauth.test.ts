import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { emailVerifications, users } from '../src/db/schema';
import { MESSAGES, PASSWORD_MAX_LENGTH } from '@investradar/ui/domain';
import { ACCOUNT_MESSAGES } from '../src/features/account/account.service';
import { Agent, describeOnDatabases, uniqueEmail } from './support';

const HOUR = 60 * 60_000;
const PASSWORD = 'start-password-1';

// Issue #12 items 5, 6 and 8: re-authentication for password and email changes, one password policy,
// and no enumeration or mail bombing through update-email.
describeOnDatabases('re-authentication, password policy and email changes', (ctx) => {
  async function row(email: string) {
    const [found] = await ctx.db.select().from(users).where(eq(users.email, email));
    return found;
  }

  /** A fresh account of its own on `app` (default: the suite's app). */
  async function freshAccount(app?: FastifyInstance) {
    const agent = new Agent(() => app ?? ctx.app);
    await agent.get('/api/config');
    const email = uniqueEmail('reauth');
    const response = await agent.post('/api/auth/register', {
      name: 'Тестовый Пользователь',
      email,
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(201);
    return { agent, email };
  }

  const mailTo = (address: string) => ctx.mail.filter((m) => m.to === address);

  describe('a stolen session is not a stolen account', () => {
    it('update-pwd without the current password is 422 and the password stays', async () => {
      const { agent, email } = await freshAccount();
      const response = await agent.post('/api/account/update-pwd', {
        password: 'thief-password-1',
        password_confirmation: 'thief-password-1',
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        success: false,
        message: MESSAGES.currentPasswordRequired,
        errors: { current_password: [MESSAGES.currentPasswordRequired] },
      });
      expect((await new Agent(() => ctx.app).login(email, PASSWORD)).statusCode).toBe(200);
    });

    it('update-email without the current password is 422, no mail goes out and the address stays', async () => {
      const { agent, email } = await freshAccount();
      const target = uniqueEmail('thief');
      const response = await agent.post('/api/account/update-email', { email: target });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ current_password: [MESSAGES.currentPasswordRequired] });
      expect(mailTo(target)).toHaveLength(0);
      expect((await agent.account()).email).toBe(email);
    });

    it('a wrong current password is 422 «Неверный текущий пароль» under current_password', async () => {
      const { agent, email } = await freshAccount();
      const pwd = await agent.post('/api/account/update-pwd', {
        current_password: 'wrong-password-1',
        password: 'thief-password-1',
        password_confirmation: 'thief-password-1',
      });
      expect(pwd.statusCode).toBe(422);
      expect(pwd.json()).toEqual({
        success: false,
        message: MESSAGES.currentPasswordWrong,
        errors: { current_password: [MESSAGES.currentPasswordWrong] },
      });
      const mail = await agent.post('/api/account/update-email', {
        email: uniqueEmail('thief'),
        current_password: 'wrong-password-1',
      });
      expect(mail.statusCode).toBe(422);
      expect(mail.json().errors).toEqual({ current_password: [MESSAGES.currentPasswordWrong] });
      expect((await agent.account()).email).toBe(email);
      expect((await new Agent(() => ctx.app).login(email, PASSWORD)).statusCode).toBe(200);
    });

    it('wrong current passwords count as failed logins of the account: after the ceiling the right one gets 429, and so does the login form on a new device', async () => {
      const app = await ctx.buildApp({ authThrottle: { loginFailuresPerAccount: { limit: 3, windowMs: HOUR } } });
      const { agent, email } = await freshAccount(app);
      // A thief with the session cookie alone (not the browser's known-device cookie).
      agent.cookies.delete('ir_device');
      for (let i = 0; i < 3; i += 1) {
        const guess = await agent.post('/api/account/update-pwd', {
          current_password: `guess-${i}-password`,
          password: 'thief-password-1',
          password_confirmation: 'thief-password-1',
        });
        expect(guess.statusCode).toBe(422);
      }
      const right = await agent.post('/api/account/update-pwd', {
        current_password: PASSWORD,
        password: 'thief-password-1',
        password_confirmation: 'thief-password-1',
      });
      expect(right.statusCode).toBe(429);
      expect(right.json().message).toBe(MESSAGES.accountLoginLocked);
      expect(right.headers['retry-after']).toBeTruthy();
      expect(
        (await agent.post('/api/account/update-email', { email: uniqueEmail(), current_password: PASSWORD }))
          .statusCode,
      ).toBe(429);
      expect((await new Agent(() => app).login(email, PASSWORD)).statusCode).toBe(429);
    });

    it('from the browser that signed in: its own pair slows the guesses (growing delays), the ceiling does not hold it', async () => {
      const app = await ctx.buildApp({
        authThrottle: {
          loginFailuresPerAccount: { limit: 3, windowMs: HOUR },
          loginPerAccountAndAddress: { free: 3, baseDelayMs: 60_000, maxDelayMs: HOUR, windowMs: HOUR },
        },
      });
      const { agent } = await freshAccount(app);
      const guess = (current: string) =>
        agent.post('/api/account/update-pwd', {
          current_password: current,
          password: 'next-password-1',
          password_confirmation: 'next-password-1',
        });
      for (let i = 0; i < 4; i += 1) expect((await guess(`guess-${i}-password`)).statusCode).toBe(422);
      // The fifth waits a minute, right password or not.
      const waiting = await guess(PASSWORD);
      expect(waiting.statusCode).toBe(429);
      expect(waiting.json().message).toBe(MESSAGES.tooManyAttempts);
      expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(50);
    });

    it('parallel guesses of the current password get at most the limit checked', async () => {
      const app = await ctx.buildApp({ authThrottle: { loginFailuresPerAccount: { limit: 5, windowMs: HOUR } } });
      const { agent } = await freshAccount(app);
      agent.cookies.delete('ir_device');
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          agent.post('/api/account/update-email', { email: uniqueEmail(), current_password: `parallel-guess-${i}` }),
        ),
      );
      const checked = answers.filter((a) => a.statusCode === 422).length;
      expect(checked).toBeLessThanOrEqual(5);
      expect(checked + answers.filter((a) => a.statusCode === 429).length).toBe(20);
    });

    it('an account without a password (social login) changes its email by the link alone', async () => {
      const { email } = await freshAccount();
      await ctx.db.update(users).set({ passwordHash: null }).where(eq(users.email, email));
      await ctx.app.readCache.settle();
      const agent = await ctx.signedIn(email);
      const target = uniqueEmail('social');
      const response = await agent.post('/api/account/update-email', { email: target });
      expect(response.statusCode).toBe(200);
      expect(mailTo(target)).toHaveLength(1);
      expect((await agent.account()).email).toBe(email);
    });
  });

  describe('the new email becomes the login only once verified', () => {
    it('keeps the old address until the link is followed, tells the old address, then switches', async () => {
      const { agent, email } = await freshAccount();
      const target = uniqueEmail('verified');
      const response = await agent.post('/api/account/update-email', { email: target, current_password: PASSWORD });
      expect(response.json()).toEqual({ success: true, errors: {}, message: ACCOUNT_MESSAGES.emailChanged });

      // Not changed yet: the login is still the old address, the new one cannot sign in.
      expect((await agent.account()).email).toBe(email);
      expect((await new Agent(() => ctx.app).login(target, PASSWORD)).statusCode).toBe(401);
      expect((await new Agent(() => ctx.app).login(email, PASSWORD)).statusCode).toBe(200);

      // The old address is told, with the new one named.
      const notice = mailTo(email).find((m) => m.subject === ACCOUNT_MESSAGES.oldAddressSubject);
      expect(notice?.text).toContain(target);

      const link = mailTo(target)[0]?.text.match(/(\/api\/account\/verify-email\?token=[\w-]+)/)?.[1];
      expect(link).toBeTruthy();
      expect((await agent.get(link!)).headers.location).toBe('/account/settings?email_verified=1');
      await ctx.app.readCache.settle();
      expect((await agent.account()).email).toBe(target);
      expect((await new Agent(() => ctx.app).login(target, PASSWORD)).statusCode).toBe(200);
      expect((await new Agent(() => ctx.app).login(email, PASSWORD)).statusCode).toBe(401);
    });

    it('a link to an address registered by someone else in the meantime changes nothing', async () => {
      const { agent, email } = await freshAccount();
      const target = uniqueEmail('raced');
      await agent.post('/api/account/update-email', { email: target, current_password: PASSWORD });
      const link = mailTo(target)[0]?.text.match(/(\/api\/account\/verify-email\?token=[\w-]+)/)?.[1];
      const other = new Agent(() => ctx.app);
      await other.get('/api/config');
      expect(
        (await other.post('/api/auth/register', { name: 'Другой Пользователь', email: target, password: PASSWORD }))
          .statusCode,
      ).toBe(201);
      expect((await agent.get(link!)).headers.location).toBe('/account/settings?email_verified=0');
      expect((await row(email))?.id).toBeTruthy();
    });
  });

  describe('no enumeration and no mail bombing through update-email', () => {
    it('answers a taken address exactly like a free one; the owner of the taken one is told, nothing changes', async () => {
      const { agent, email } = await freshAccount();
      const owner = await freshAccount();
      const free = await agent.post('/api/account/update-email', {
        email: uniqueEmail('free'),
        current_password: PASSWORD,
      });
      const taken = await agent.post('/api/account/update-email', { email: owner.email, current_password: PASSWORD });
      expect(taken.statusCode).toBe(free.statusCode);
      expect(taken.json()).toEqual(free.json());
      expect(taken.json()).toEqual({ success: true, errors: {}, message: ACCOUNT_MESSAGES.emailChanged });

      const told = mailTo(owner.email);
      expect(told.map((m) => m.subject)).toEqual([ACCOUNT_MESSAGES.takenAddressSubject]);
      expect(told[0]!.text).not.toMatch(/verify-email/);
      const me = await row(email);
      expect(await ctx.db.select().from(emailVerifications).where(eq(emailVerifications.userId, me!.id))).toEqual([
        expect.objectContaining({ email: expect.stringMatching(/^free\./) }),
      ]);
      expect((await agent.account()).email).toBe(email);
      expect((await owner.agent.account()).email).toBe(owner.email);
    });

    it('limits the requests of one account, whatever the addresses', async () => {
      const app = await ctx.buildApp({ authThrottle: { emailChangePerAccount: { limit: 2, windowMs: HOUR } } });
      const { agent } = await freshAccount(app);
      const codes = [];
      for (let i = 0; i < 3; i += 1) {
        codes.push(
          (
            await agent.post('/api/account/update-email', {
              email: uniqueEmail(`bomb${i}`),
              current_password: PASSWORD,
            })
          ).statusCode,
        );
      }
      expect(codes).toEqual([200, 200, 429]);
    });

    it('limits the requests naming one address, from any account, and sends it no more mail', async () => {
      const app = await ctx.buildApp({ authThrottle: { emailChangePerAddress: { limit: 2, windowMs: HOUR } } });
      const target = uniqueEmail('victim');
      const codes = [];
      for (let i = 0; i < 3; i += 1) {
        const { agent } = await freshAccount(app);
        codes.push(
          (await agent.post('/api/account/update-email', { email: target.toUpperCase(), current_password: PASSWORD }))
            .statusCode,
        );
      }
      expect(codes).toEqual([200, 200, 429]);
      expect(mailTo(target)).toHaveLength(2);
    });
  });

  describe('one password policy for registration, change and sign-in', () => {
    it('registration refuses too short, too long and common passwords with their messages', async () => {
      const cases: Array<[string, string]> = [
        ['', MESSAGES.passwordEmpty],
        ['x', MESSAGES.passwordTooShort],
        ['seven-7', MESSAGES.passwordTooShort],
        ['x'.repeat(PASSWORD_MAX_LENGTH + 1), MESSAGES.passwordTooLong],
        ['password123', MESSAGES.passwordTooCommon],
        ['Qwerty123', MESSAGES.passwordTooCommon],
      ];
      for (const [password, message] of cases) {
        const agent = new Agent(() => ctx.app);
        await agent.get('/api/config');
        const response = await agent.post('/api/auth/register', {
          name: 'Тестовый Пользователь',
          email: uniqueEmail('policy'),
          password,
        });
        expect(response.statusCode, password).toBe(422);
        expect(response.json().errors, password).toEqual({ password: [message] });
      }
    });

    it('update-pwd applies the same policy; 128 characters are accepted and sign in, 129 are not', async () => {
      const { agent, email } = await freshAccount();
      for (const [password, message] of [
        ['short-1', MESSAGES.passwordTooShort],
        ['y'.repeat(300), MESSAGES.passwordTooLong],
        ['iloveyou1', MESSAGES.passwordTooCommon],
      ] as const) {
        const response = await agent.post('/api/account/update-pwd', {
          current_password: PASSWORD,
          password,
          password_confirmation: password,
        });
        expect(response.statusCode, password).toBe(422);
        expect(response.json().errors, password).toEqual({ password: [message] });
      }
      const longest = 'ж'.repeat(PASSWORD_MAX_LENGTH);
      const changed = await agent.post('/api/account/update-pwd', {
        current_password: PASSWORD,
        password: longest,
        password_confirmation: longest,
      });
      expect(changed.statusCode).toBe(200);
      expect((await new Agent(() => ctx.app).login(email, longest)).statusCode).toBe(200);
      const tooLong = await new Agent(() => ctx.app).login(email, 'y'.repeat(300));
      expect(tooLong.statusCode).toBe(422);
      expect(tooLong.json().errors).toEqual({ password: [MESSAGES.passwordTooLong] });
    });
  });
});
