import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MESSAGES } from '@investradar/ui/domain';
import { createMemoryStore, createPostgresStore, createRedisStore, type CounterStore } from '../src/lib/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Agent, DEMO_PASSWORD, describeOnDatabases } from './support';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const WINDOW = 60_000;
/** The documented limits (docs/security.md), with the windows shortened. */
const LOCKOUT = {
  loginPerIp: { limit: 30, windowMs: WINDOW },
  loginFailuresPerAccount: { limit: 10, windowMs: WINDOW },
  loginPerAccountAndAddress: { free: 5, baseDelayMs: 1_000, maxDelayMs: 15 * 60_000, windowMs: WINDOW },
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

/** A browser that has signed in to `email` before: it carries the known-device cookie for it. */
async function ownersDevice(app: () => FastifyInstance, ip: string, email: string): Promise<Agent> {
  const owner = new Agent(app);
  await owner.get('/api/account');
  const signedIn = await login(owner, ip, email, DEMO_PASSWORD);
  expect(signedIn.statusCode).toBe(200);
  expect(owner.cookies.get('ir_device')).toBeTruthy();
  // Signed out again: the device stays known (the cookie outlives the session).
  await owner.request({ method: 'POST', url: '/logout', headers: { 'x-requested-with': 'XMLHttpRequest' } });
  expect(owner.cookies.has('ir_session')).toBe(false);
  return owner;
}

describeOnDatabases('lockout under parallel guesses', (ctx) => {
  /**
   * 50 wrong passwords for one account, each from its own address, at once, split between the apps;
   * in the same burst the owner signs in from a known device. At most the ceiling's 10 are checked, the
   * owner gets in; afterwards a new device is refused with the Russian message, the owner's is not.
   */
  async function burstWithOwner(apps: FastifyInstance[], email: string, net: string) {
    const owner = await ownersDevice(() => apps[0]!, `${net}.200.1`, email);
    const attackers = apps.map((app) => new Agent(() => app));
    for (const attacker of attackers) await attacker.get('/api/account');
    const burst = Array.from({ length: 50 }, (_, i) =>
      login(attackers[i % attackers.length]!, `${net}.${Math.floor(i / 200)}.${(i % 200) + 1}`, email, `wrong-${i}`),
    );
    burst.splice(25, 0, login(owner, `${net}.201.1`, email, DEMO_PASSWORD));
    const answers = await Promise.all(burst);
    const ownersAnswer = answers.splice(25, 1)[0]!;
    expect(ownersAnswer.statusCode, ownersAnswer.body).toBe(200);
    const wrong = statuses(answers);
    expect(wrong[401] ?? 0, JSON.stringify(wrong)).toBeLessThanOrEqual(10);
    expect((wrong[401] ?? 0) + (wrong[429] ?? 0), JSON.stringify(wrong)).toBe(50);

    for (const [i, attacker] of attackers.entries()) {
      const locked = await login(attacker, `${net}.202.${i + 1}`, email, DEMO_PASSWORD);
      expect(locked.statusCode).toBe(429);
      expect(locked.json().message).toBe(MESSAGES.accountLoginLocked);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    }
    // The owner's device, on any instance and from any address, still signs in.
    for (const app of apps) {
      const device = new Agent(() => app);
      device.cookies.set('ir_device', owner.cookies.get('ir_device')!);
      await device.get('/api/account');
      expect((await login(device, `${net}.203.1`, email, DEMO_PASSWORD)).statusCode).toBe(200);
    }
  }

  it('50 parallel wrong passwords from 50 addresses: at most 10 checked, the owner signs in from a known device', async () => {
    const app = await ctx.buildApp({ authThrottle: LOCKOUT });
    await burstWithOwner([app], 'pro@investradar.ru', '10.20');
  });

  it('a forged or altered known-device cookie is not a known device', async () => {
    const app = await ctx.buildApp({
      authThrottle: { ...LOCKOUT, loginFailuresPerAccount: { limit: 1, windowMs: WINDOW } },
    });
    const owner = await ownersDevice(() => app, '10.27.0.1', 'admin@investradar.ru');
    const attacker = new Agent(() => app);
    await attacker.get('/api/account');
    expect((await login(attacker, '10.27.1.1', 'admin@investradar.ru', 'wrong')).statusCode).toBe(401);
    const cookie = owner.cookies.get('ir_device')!;
    for (const forged of [`${cookie.slice(0, -2)}AA`, cookie.replace(/\.[^.]+$/, ''), 'x'.repeat(60)]) {
      const device = new Agent(() => app);
      device.cookies.set('ir_device', forged);
      await device.get('/api/account');
      expect((await login(device, '10.27.2.1', 'admin@investradar.ru', DEMO_PASSWORD)).statusCode, forged).toBe(429);
    }
    expect((await login(owner, '10.27.2.1', 'admin@investradar.ru', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('one address guessing one account waits longer and longer; the owner elsewhere is not slowed', async () => {
    let clock = Date.now();
    const store = createMemoryStore(() => clock);
    const app = await ctx.buildApp({
      counterStore: store,
      authThrottle: {
        ...LOCKOUT,
        loginPerAccountAndAddress: { free: 3, baseDelayMs: 1_000, maxDelayMs: 8_000, windowMs: WINDOW },
      },
    });
    const guesser = new Agent(() => app);
    await guesser.get('/api/account');
    const guess = () => login(guesser, '10.28.0.1', 'canceled@investradar.ru', 'wrong');
    for (let i = 0; i < 3; i++) expect((await guess()).statusCode).toBe(401);
    // Over the free ones: one attempt, then a wait of 1 s…
    expect((await guess()).statusCode).toBe(401);
    const first = await guess();
    expect(first.statusCode).toBe(429);
    expect(first.json().message).toBe(MESSAGES.tooManyAttempts);
    expect(Number(first.headers['retry-after'])).toBe(1);
    // …then of 4 s (attempt 6 is the third over the free ones: 1 s × 2²), then the cap of 8 s.
    clock += 1_001;
    expect((await guess()).statusCode).toBe(401);
    const second = await guess();
    expect(second.statusCode).toBe(429);
    expect(Number(second.headers['retry-after'])).toBe(4);
    clock += 4_001;
    expect((await guess()).statusCode).toBe(401);
    expect(Number((await guess()).headers['retry-after'])).toBe(8);

    // The owner, from another address and a device new to the account, is not slowed at all.
    const owner = new Agent(() => app);
    await owner.get('/api/account');
    expect((await login(owner, '10.28.9.9', 'canceled@investradar.ru', DEMO_PASSWORD)).statusCode).toBe(200);
    // And the guesser's own right password, once its wait is over, starts its pair over.
    clock += 8_001;
    expect((await login(guesser, '10.28.0.1', 'canceled@investradar.ru', DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await guess()).statusCode).toBe(401);
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

  it('two processes sharing Redis: the burst is counted across both, the owner’s known device gets in on either', async () => {
    const prefix = `test:${randomBytes(6).toString('hex')}:`;
    const stores: CounterStore[] = [createRedisStore(REDIS_URL, prefix), createRedisStore(REDIS_URL, prefix)];
    try {
      const apps = await Promise.all(
        stores.map((counterStore) => ctx.buildApp({ counterStore, authThrottle: LOCKOUT })),
      );
      await burstWithOwner(apps, 'lifetime@investradar.ru', '10.24');
    } finally {
      for (const store of stores) await store.close();
    }
  });

  it('two instances sharing the database’s counter table (no Redis): the same across both', async () => {
    // What main.ts chooses on PostgreSQL without REDIS_URL: each instance its own store over the one database.
    const apps = await Promise.all(
      [0, 1].map(() => ctx.buildApp({ counterStore: createPostgresStore(ctx.db), authThrottle: LOCKOUT })),
    );
    await burstWithOwner(apps, 'overdue@investradar.ru', '10.26');
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

  it('a right password does not count as a failure (its attempt is given back), and failures stay counted', async () => {
    const app = await ctx.buildApp({
      authThrottle: { ...LOCKOUT, loginFailuresPerAccount: { limit: 3, windowMs: WINDOW } },
    });
    const agent = new Agent(() => app);
    await agent.get('/api/account');
    for (let i = 0; i < 2; i += 1)
      expect((await login(agent, `10.25.0.${i + 1}`, 'bot@investradar.ru', 'wrong')).statusCode).toBe(401);
    // From a device new to the account: counted, then given back.
    const fresh = new Agent(() => app);
    await fresh.get('/api/account');
    expect((await login(fresh, '10.25.1.1', 'bot@investradar.ru', DEMO_PASSWORD)).statusCode).toBe(200);
    // One more failure is allowed (2 + 1 = 3), the next is over the ceiling.
    expect((await login(agent, '10.25.0.3', 'bot@investradar.ru', 'wrong')).statusCode).toBe(401);
    expect((await login(agent, '10.25.0.4', 'bot@investradar.ru', DEMO_PASSWORD)).statusCode).toBe(429);
    // The device that signed in a moment ago is known now: not held by the ceiling.
    expect((await login(fresh, '10.25.1.1', 'bot@investradar.ru', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('each store gives back one attempt of a live window, never below zero', async () => {
    const prefix = `test:${randomBytes(6).toString('hex')}:`;
    const redis = createRedisStore(REDIS_URL, prefix);
    try {
      for (const store of [createMemoryStore(), redis, createPostgresStore(ctx.db)]) {
        const key = `release:${randomBytes(6).toString('hex')}`;
        await store.release(key);
        expect((await store.hit(key, WINDOW)).count).toBe(1);
        await store.hit(key, WINDOW);
        await store.release(key);
        expect((await store.hit(key, WINDOW)).count).toBe(2);
        await store.release(key);
        await store.release(key);
        await store.release(key);
        expect((await store.hit(key, WINDOW)).count).toBe(1);
      }
    } finally {
      await redis.close();
    }
  });
});
