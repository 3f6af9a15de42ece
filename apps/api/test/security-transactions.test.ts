import { count, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sessions, users } from '../src/db/schema';
import { Agent, DEMO_PASSWORD, describeOnDatabases, uniqueEmail } from './support';

/**
 * A crash between two statements, simulated by the database itself: a trigger fails the portfolio (or
 * session) insert for addresses that start with the marker, after the user row has been written.
 */
describeOnDatabases('multi-row writes are one transaction', (ctx) => {
  beforeAll(async () => {
    await ctx.db.execute(sql`
      CREATE FUNCTION test_crash_after_user() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF (SELECT email FROM users WHERE id = NEW.user_id) LIKE ('crash-' || TG_TABLE_NAME || '.%') THEN
          RAISE EXCEPTION 'simulated crash before the % row', TG_TABLE_NAME;
        END IF;
        RETURN NEW;
      END $$`);
    await ctx.db.execute(
      sql`CREATE TRIGGER test_crash_portfolio BEFORE INSERT ON portfolios FOR EACH ROW EXECUTE FUNCTION test_crash_after_user()`,
    );
    await ctx.db.execute(
      sql`CREATE TRIGGER test_crash_session BEFORE INSERT ON sessions FOR EACH ROW EXECUTE FUNCTION test_crash_after_user()`,
    );
    // Ending the other sessions of an account whose address starts with the marker fails.
    await ctx.db.execute(sql`
      CREATE FUNCTION test_crash_session_delete() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF (SELECT email FROM users WHERE id = OLD.user_id) LIKE 'crash-delete.%' THEN
          RAISE EXCEPTION 'simulated crash while ending sessions';
        END IF;
        RETURN OLD;
      END $$`);
    await ctx.db.execute(
      sql`CREATE TRIGGER test_crash_session_delete BEFORE DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION test_crash_session_delete()`,
    );
  });
  afterAll(async () => {
    await ctx.db.execute(sql`DROP TRIGGER IF EXISTS test_crash_portfolio ON portfolios`);
    await ctx.db.execute(sql`DROP TRIGGER IF EXISTS test_crash_session ON sessions`);
    await ctx.db.execute(sql`DROP FUNCTION IF EXISTS test_crash_after_user()`);
    await ctx.db.execute(sql`DROP TRIGGER IF EXISTS test_crash_session_delete ON sessions`);
    await ctx.db.execute(sql`DROP FUNCTION IF EXISTS test_crash_session_delete()`);
  });

  async function register(email: string) {
    const agent = new Agent(() => ctx.app);
    await agent.get('/api/account');
    return agent.post('/api/auth/register', { name: 'Тест Сбой', email, password: 'register-pass-1' });
  }

  async function usersCalled(email: string): Promise<number> {
    const [row] = await ctx.db.select({ n: count() }).from(users).where(eq(users.email, email));
    return row!.n;
  }

  it('a registration whose portfolio cannot be written leaves no user behind', async () => {
    const email = uniqueEmail('crash-portfolios');
    const response = await register(email);
    expect(response.statusCode).toBe(500);
    expect(await usersCalled(email)).toBe(0);
    // The address is still free once the fault is gone.
    const retry = await register(email.replace('crash-portfolios.', 'after-crash.'));
    expect(retry.statusCode).toBe(201);
  });

  it('a registration whose session cannot be written leaves no user behind', async () => {
    const email = uniqueEmail('crash-sessions');
    expect((await register(email)).statusCode).toBe(500);
    expect(await usersCalled(email)).toBe(0);
  });

  it('a login whose new session cannot be written keeps the previous session', async () => {
    // Sign up normally, then rename the account into the marker: its next session insert fails.
    const email = uniqueEmail('plain');
    const agent = new Agent(() => ctx.app);
    await agent.get('/api/account');
    expect(
      (await agent.post('/api/auth/register', { name: 'Тест Сбой', email, password: DEMO_PASSWORD })).statusCode,
    ).toBe(201);
    const crashEmail = `crash-sessions.${email}`;
    await ctx.db.update(users).set({ email: crashEmail }).where(eq(users.email, email));
    const before = await ctx.db
      .select({ n: count() })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(like(users.email, crashEmail));
    expect(before[0]!.n).toBe(1);
    expect((await agent.post('/api/auth/login', { email: crashEmail, password: DEMO_PASSWORD })).statusCode).toBe(500);
    const after = await ctx.db
      .select({ n: count() })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(like(users.email, crashEmail));
    expect(after[0]!.n).toBe(1);
  });

  it('a password change whose other sessions cannot be ended keeps the old password', async () => {
    const email = uniqueEmail('plain');
    const owner = new Agent(() => ctx.app);
    await owner.get('/api/account');
    expect(
      (await owner.post('/api/auth/register', { name: 'Тест Сбой', email, password: DEMO_PASSWORD })).statusCode,
    ).toBe(201);
    const other = new Agent(() => ctx.app);
    await other.get('/api/account');
    expect((await other.post('/api/auth/login', { email, password: DEMO_PASSWORD })).statusCode).toBe(200);
    const crashEmail = `crash-delete.${email}`;
    await ctx.db.update(users).set({ email: crashEmail }).where(eq(users.email, email));

    const change = await owner.post('/api/account/update-pwd', {
      current_password: DEMO_PASSWORD,
      password: 'brand-new-secret-2026',
      password_confirmation: 'brand-new-secret-2026',
    });
    expect(change.statusCode).toBe(500);
    // Neither write happened: the old password still signs in, the new one does not.
    const check = new Agent(() => ctx.app);
    await check.get('/api/account');
    expect(
      (await check.post('/api/auth/login', { email: crashEmail, password: 'brand-new-secret-2026' })).statusCode,
    ).toBe(401);
    expect((await check.post('/api/auth/login', { email: crashEmail, password: DEMO_PASSWORD })).statusCode).toBe(200);
  });
});
