// Registration does not tell which addresses have accounts: a taken address gets the answer a free one
// gets, after the same password-hashing work, and its owner gets a letter instead of a new account.
import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { hashPassword } from '../src/lib/password';
import { REGISTRATION_ATTEMPT_SUBJECT } from '../src/features/mail/templates';
import { createAuthTransaction } from '../src/features/account/auth-transaction.repository';
import { createSessionsRepository } from '../src/features/account/sessions.repository';
import { createUsersRepository } from '../src/features/account/users.repository';
import { createAuthService } from '../src/features/account/auth.service';
import type { MailMessage } from '../src/lib/mailer';
import { Agent, describeOnDatabases, uniqueEmail } from './support';

describeOnDatabases('registration does not reveal taken addresses', (ctx) => {
  async function register(email: string, password = 'register-pass-1') {
    const agent = new Agent(() => ctx.app);
    await agent.get('/api/account');
    const response = await agent.post('/api/auth/register', { name: 'Проверка Адреса', email, password });
    return { agent, response };
  }

  async function accountsWith(email: string): Promise<number> {
    const [row] = await ctx.db.select({ n: count() }).from(users).where(eq(users.email, email));
    return row!.n;
  }

  it('a taken address gets the same status and body as a free one; its owner gets a letter', async () => {
    const free = await register(uniqueEmail('fresh'));
    const taken = await register('Free@InvestRadar.ru', 'another-pass-9');
    expect(taken.response.statusCode).toBe(free.response.statusCode);
    expect(taken.response.statusCode).toBe(201);
    expect(taken.response.json()).toEqual(free.response.json());
    expect(taken.response.headers['content-type']).toBe(free.response.headers['content-type']);

    // The free address became an account, signed in; the taken one is untouched and not signed in.
    expect(free.agent.cookies.has('ir_session')).toBe(true);
    expect(taken.agent.cookies.has('ir_session')).toBe(false);
    expect(await accountsWith('free@investradar.ru')).toBe(1);
    expect((await taken.agent.account()).type).toBe('mbr_guest');

    await expect.poll(() => ctx.mail.filter((m) => m.to === 'free@investradar.ru').length).toBeGreaterThan(0);
    const letter = ctx.mail.filter((m) => m.to === 'free@investradar.ru').at(-1)!;
    expect(letter.subject).toBe(REGISTRATION_ATTEMPT_SUBJECT);
    expect(letter.text).toContain('https://investradar.test/auth/login');
    expect(letter.text).not.toContain('another-pass-9');
  });

  it('both paths do the same password-hashing work (one argon2id hash each, no verify)', async () => {
    let hashes = 0;
    const sent: MailMessage[] = [];
    const auth = createAuthService({
      users: createUsersRepository(ctx.db),
      sessions: createSessionsRepository(ctx.db),
      transaction: createAuthTransaction(ctx.db),
      telegramBotUrl: 'https://t.me/investradar_bot',
      mailer: { send: async (message) => void sent.push(message) },
      publicUrl: 'https://investradar.test',
      hashPassword: (password) => {
        hashes += 1;
        return hashPassword(password);
      },
    });
    const body = (email: string) => ({ name: 'Проверка Работы', email, password: 'register-pass-1' });

    const created = await auth.register(body(uniqueEmail('work')), undefined, {});
    expect(created?.user.email).toMatch(/^work\./);
    expect(hashes).toBe(1);

    const refused = await auth.register(body('PRO@investradar.ru'), undefined, {});
    expect(refused).toBeNull();
    expect(hashes).toBe(2);
    expect(sent.map((m) => m.to)).toEqual(['pro@investradar.ru']);

    // Bad input is refused before any hashing, the same whether the address is taken or not.
    await expect(auth.register({ ...body('pro@investradar.ru'), password: '123' }, undefined, {})).rejects.toThrow();
    await expect(auth.register({ ...body(uniqueEmail('short')), password: '123' }, undefined, {})).rejects.toThrow();
    expect(hashes).toBe(2);
  });

  it('ten registrations of one new address at once: one account, every answer the same', async () => {
    const email = uniqueEmail('race');
    const answers = await Promise.all(Array.from({ length: 10 }, () => register(email)));
    for (const { response } of answers) {
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ success: true, errors: {}, message: '' });
    }
    expect(await accountsWith(email)).toBe(1);
  });
});
