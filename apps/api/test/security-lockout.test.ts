import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createPostgresStore, createRedisStore } from '../src/lib/rate-limit';
import { Agent, DEMO_PASSWORD, describeOnDatabases } from './support';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const WINDOW = 60_000;
/** The documented limits (README, Throttling). */
const LOCKOUT = {
  loginPerIp: { limit: 30, windowMs: WINDOW },
  loginFailuresPerAccount: { limit: 10, windowMs: WINDOW },
  registerPerIp: { limit: 10, windowMs: WINDOW },
};

function login(agent: Agent, ip: string, email: string, password: string) {
  return agent.request({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });
}

/** Rows of a raw statement: node-postgres and PGlite both answer `{ rows }`. */
function rowsOf(result: unknown): unknown[] {
  return (result as { rows: unknown[] }).rows;
}

function statuses(responses: Array<{ statusCode: number }>): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const r of responses) counts[r.statusCode] = (counts[r.statusCode] ?? 0) + 1;
  return counts;
}

describeOnDatabases('lockout under parallel guesses', (ctx) => {
  it('50 parallel wrong passwords for one account get at most 10 checked; the right one in the burst gets 429', async () => {
    const app = await ctx.buildApp({ authThrottle: LOCKOUT });
    const agent = new Agent(() => app);
    await agent.get('/api/account');
    // Every guess from its own address: the account's counter is the only one that can stop them.
    const burst = Array.from({ length: 50 }, (_, i) =>
      login(agent, `10.20.${Math.floor(i / 250)}.${(i % 250) + 1}`, 'pro@investradar.ru', `wrong-${i}`),
    );
    burst.push(login(agent, '10.21.0.1', 'pro@investradar.ru', DEMO_PASSWORD));
    const answers = await Promise.all(burst);
    const wrong = statuses(answers.slice(0, 50));
    expect(wrong[401] ?? 0, JSON.stringify(wrong)).toBeLessThanOrEqual(10);
    expect((wrong[401] ?? 0) + (wrong[429] ?? 0), JSON.stringify(wrong)).toBe(50);
    expect(answers[50]!.statusCode).toBe(429);
    // Still locked afterwards, from anywhere.
    expect((await login(agent, '10.22.0.1', 'pro@investradar.ru', DEMO_PASSWORD)).statusCode).toBe(429);
  });

  it('50 parallel attempts from one address get at most 30 checked', async () => {
    const app = await ctx.buildApp({ authThrottle: LOCKOUT });
    const agent = new Agent(() => app);
    await agent.get('/api/account');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => login(agent, '10.23.0.1', `nobody-${i}@example.ru`, 'wrong-password')),
    );
    const counts = statuses(answers);
    expect(counts[401] ?? 0, JSON.stringify(counts)).toBeLessThanOrEqual(30);
    expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(50);
  });

  it('two processes sharing Redis check at most 10 of a parallel burst between them', async () => {
    const prefix = `test:${randomBytes(6).toString('hex')}:`;
    const storeA = createRedisStore(REDIS_URL, prefix);
    const storeB = createRedisStore(REDIS_URL, prefix);
    try {
      const a = new Agent(() => appA);
      const b = new Agent(() => appB);
      const appA = await ctx.buildApp({ counterStore: storeA, authThrottle: LOCKOUT });
      const appB = await ctx.buildApp({ counterStore: storeB, authThrottle: LOCKOUT });
      await a.get('/api/account');
      await b.get('/api/account');
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          login(i % 2 ? a : b, `10.24.0.${i + 1}`, 'lifetime@investradar.ru', `wrong-${i}`),
        ),
      );
      const counts = statuses(answers);
      expect(counts[401] ?? 0, JSON.stringify(counts)).toBeLessThanOrEqual(10);
      expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(50);
      expect((await login(a, '10.24.1.1', 'lifetime@investradar.ru', DEMO_PASSWORD)).statusCode).toBe(429);
    } finally {
      await storeA.close();
      await storeB.close();
    }
  });

  it('two instances sharing the database’s counter table (no Redis) check at most 10 of a parallel burst between them', async () => {
    // What main.ts chooses on PostgreSQL without REDIS_URL: each instance its own store over the one database.
    const appA = await ctx.buildApp({ counterStore: createPostgresStore(ctx.db), authThrottle: LOCKOUT });
    const appB = await ctx.buildApp({ counterStore: createPostgresStore(ctx.db), authThrottle: LOCKOUT });
    const a = new Agent(() => appA);
    const b = new Agent(() => appB);
    await a.get('/api/account');
    await b.get('/api/account');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        login(i % 2 ? a : b, `10.26.0.${i + 1}`, 'overdue@investradar.ru', `wrong-${i}`),
      ),
    );
    const counts = statuses(answers);
    expect(counts[401] ?? 0, JSON.stringify(counts)).toBeLessThanOrEqual(10);
    expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(50);
    expect((await login(a, '10.26.1.1', 'overdue@investradar.ru', DEMO_PASSWORD)).statusCode).toBe(429);
    expect((await login(b, '10.26.1.2', 'overdue@investradar.ru', DEMO_PASSWORD)).statusCode).toBe(429);
  });

  it('the database store restarts a window that has run out, forgets a reset key and sweeps expired rows', async () => {
    let clock = Date.now();
    const store = createPostgresStore(ctx.db, () => clock);
    const key = `test:${randomBytes(6).toString('hex')}`;
    expect((await store.hit(key, WINDOW)).count).toBe(1);
    const second = await store.hit(key, WINDOW);
    expect(second.count).toBe(2);
    expect(second.resetMs).toBeGreaterThan(0);
    expect(second.resetMs).toBeLessThanOrEqual(WINDOW);
    // The window ends (as the database's clock sees it): the next hit starts a new one.
    await ctx.db.execute(sql`UPDATE rate_limit_counters SET reset_at = now() - interval '1 second' WHERE key = ${key}`);
    expect((await store.hit(key, WINDOW)).count).toBe(1);
    await store.reset(key);
    expect((await store.hit(key, WINDOW)).count).toBe(1);
    // An expired row of another key is deleted by the sweep a hit starts once a minute has passed.
    const stale = `${key}:stale`;
    await store.hit(stale, WINDOW);
    await ctx.db.execute(
      sql`UPDATE rate_limit_counters SET reset_at = now() - interval '1 second' WHERE key = ${stale}`,
    );
    clock += 61_000;
    await store.hit(key, WINDOW);
    await expect
      .poll(
        async () =>
          rowsOf(await ctx.db.execute(sql`SELECT count(*)::int AS n FROM rate_limit_counters WHERE key = ${stale}`))[0],
      )
      .toEqual({ n: 0 });
    const live = await ctx.db.execute(sql`SELECT count FROM rate_limit_counters WHERE key = ${key}`);
    expect(rowsOf(live)).toEqual([{ count: 2 }]);
  });

  it('a successful login clears the account’s failures', async () => {
    const app = await ctx.buildApp({
      authThrottle: { ...LOCKOUT, loginFailuresPerAccount: { limit: 3, windowMs: WINDOW } },
    });
    const agent = new Agent(() => app);
    await agent.get('/api/account');
    for (let i = 0; i < 2; i += 1)
      expect((await login(agent, '10.25.0.1', 'bot@investradar.ru', 'wrong')).statusCode).toBe(401);
    expect((await login(agent, '10.25.0.1', 'bot@investradar.ru', DEMO_PASSWORD)).statusCode).toBe(200);
    // Three more failures are allowed again (without the reset the second of them would be refused).
    for (let i = 0; i < 3; i += 1)
      expect((await login(agent, '10.25.0.1', 'bot@investradar.ru', 'wrong')).statusCode).toBe(401);
    expect((await login(agent, '10.25.0.1', 'bot@investradar.ru', DEMO_PASSWORD)).statusCode).toBe(429);
  });
});
