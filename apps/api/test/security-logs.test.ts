import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { redactUrl, serializeError } from '../src/lib/log-redaction';
import { Agent, DEMO_PASSWORD, describeOnDatabases, uniqueEmail } from './support';

/**
 * Runs hostile and failing requests through an app that logs everything (request logging, level
 * trace) and greps what was written for the secrets those requests carried.
 */
describeOnDatabases('no secret reaches the log', (ctx) => {
  beforeAll(async () => {
    // Fails the insert of users whose address starts with "logcrash.", with the row's values in hand:
    // drizzle puts the statement's parameters (the email and the argon2 hash) into its error.
    await ctx.db.execute(sql`
      CREATE FUNCTION test_log_crash() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.email LIKE 'logcrash.%' THEN RAISE EXCEPTION 'simulated failure' USING DETAIL = 'hash ' || NEW.password_hash; END IF;
        RETURN NEW;
      END $$`);
    await ctx.db.execute(
      sql`CREATE TRIGGER test_log_crash BEFORE INSERT ON users FOR EACH ROW EXECUTE FUNCTION test_log_crash()`,
    );
  });
  afterAll(async () => {
    await ctx.db.execute(sql`DROP TRIGGER IF EXISTS test_log_crash ON users`);
    await ctx.db.execute(sql`DROP FUNCTION IF EXISTS test_log_crash()`);
  });

  it('passwords, hashes, session ids and tokens never appear in a log line', async () => {
    const lines: string[] = [];
    const app = await ctx.buildApp({
      logger: { level: 'trace', stream: { write: (line: string) => void lines.push(line) } },
      logRequests: true,
    });
    const secrets: string[] = [];
    const agent = new Agent(() => app);
    await agent.get('/api/account');

    // A registration the database refuses: a 500 whose error carries the email and the hash.
    const crashPassword = `crash-pass-${Date.now()}`;
    secrets.push(crashPassword);
    const crashed = await agent.post('/api/auth/register', {
      name: 'Лог Сбой',
      email: uniqueEmail('logcrash'),
      password: crashPassword,
    });
    expect(crashed.statusCode).toBe(500);
    // NUL and other control characters in every field.
    for (const password of ['nul\u0000password-1', 'esc\u001bpassword-2']) {
      secrets.push(password);
      await agent.post('/api/auth/register', { name: 'Имя\u0000', email: `nul\u0000${uniqueEmail()}`, password });
      await agent.post('/api/auth/login', { email: 'free@investradar.ru', password });
    }
    // A wrong password and a right one.
    secrets.push('wrong-password-in-log');
    await agent.post('/api/auth/login', { email: 'free@investradar.ru', password: 'wrong-password-in-log' });
    expect((await agent.login('free@investradar.ru', DEMO_PASSWORD)).statusCode).toBe(200);
    secrets.push(DEMO_PASSWORD);
    await agent.post('/api/account/update-name', { name: 'Мария\u0000' });
    await agent.post('/api/account/update-pwd', {
      password: 'new\u0000password',
      password_confirmation: 'new\u0000password',
    });
    // Re-authentication (issue #12): a wrong current password, with a new password and an email change.
    secrets.push('current-secret-in-log', 'new-password-in-log');
    await agent.post('/api/account/update-pwd', {
      current_password: 'current-secret-in-log',
      password: 'new-password-in-log',
      password_confirmation: 'new-password-in-log',
    });
    await agent.post('/api/account/update-email', {
      email: uniqueEmail('logmail'),
      current_password: 'current-secret-in-log',
    });
    // Token-bearing URLs and a forged token.
    secrets.push('verify-token-in-url-0123456789');
    await agent.get('/api/account/verify-email?token=verify-token-in-url-0123456789');
    await agent.post('/api/account/update-name', { name: 'Мария' }, { csrf: 'forged-token-in-header-0123456789' });
    secrets.push('forged-token-in-header-0123456789');
    secrets.push(agent.cookies.get('ir_session')!, agent.csrfToken!);
    await app.close();

    const log = lines.join('');
    expect(log.length).toBeGreaterThan(0);
    // The failure itself was logged, without its values.
    expect(log).toContain('request failed');
    expect(log).toContain('simulated failure');
    for (const secret of secrets) expect(log, `log carries ${JSON.stringify(secret)}`).not.toContain(secret);
    expect(log).not.toMatch(/\$argon2/);
    expect(log).not.toContain('logcrash.');
    expect(log).not.toMatch(/\bparams\b/);
    // No 64-hex value (a session id's hash) either.
    expect(log).not.toMatch(/[0-9a-f]{64}/);
  });

  it('the error serializer drops drizzle parameters from message and stack; URLs lose token values', () => {
    const error = new Error(
      'Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: a@b.ru,$argon2id$v=19$secret',
    );
    Object.assign(error, {
      params: ['a@b.ru', '$argon2id$v=19$secret'],
      query: 'insert into "users"',
      cause: Object.assign(new Error('duplicate key'), {
        code: '23505',
        detail: 'Key (email)=(a@b.ru) already exists.',
      }),
    });
    const text = JSON.stringify(serializeError(error));
    expect(text).not.toContain('a@b.ru');
    expect(text).not.toContain('argon2');
    expect(text).toContain('23505');
    expect(redactUrl('/api/account/verify-email?token=abc&x=1')).toBe('/api/account/verify-email?token=[redacted]&x=1');
    expect(redactUrl('/api/search?query=token')).toBe('/api/search?query=token');
  });
});
