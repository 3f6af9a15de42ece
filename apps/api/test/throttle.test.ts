import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { MESSAGES } from '@investradar/ui/domain';
import { createRedisStore } from '../src/lib/rate-limit';
import { Agent, DEMO_PASSWORD, describeOnDatabases, uniqueEmail } from './support';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const WINDOW = 60_000;

describeOnDatabases('login and registration throttling', (ctx) => {
  function from(app: Agent, ip: string) {
    return {
      login: (email: string, password: string) =>
        app.request({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip }),
      register: (email: string) =>
        app.request({
          method: 'POST',
          url: '/api/auth/register',
          payload: { name: 'Новый Пользователь', email, password: 'register-pass' },
          remoteAddress: ip,
        }),
    };
  }

  it('answers 429 in Russian with Retry-After once one address tries too often, even with the right password', async () => {
    const app = await ctx.buildApp({ authThrottle: { loginPerIp: { limit: 3, windowMs: WINDOW } } });
    const agent = new Agent(() => app);
    await agent.get('/api/account');
    const client = from(agent, '10.1.0.1');
    for (let i = 0; i < 3; i += 1)
      expect((await client.login('free@investradar.ru', 'wrong-password')).statusCode).toBe(401);
    const blocked = await client.login('free@investradar.ru', DEMO_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ success: false, message: MESSAGES.tooManyAttempts });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(agent.cookies.has('ir_session')).toBe(false);
    // Another address is not affected.
    expect((await from(agent, '10.1.0.2').login('free@investradar.ru', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('locks one account after repeated failures from any address, leaving other accounts alone', async () => {
    const app = await ctx.buildApp({ authThrottle: { loginFailuresPerAccount: { limit: 2, windowMs: WINDOW } } });
    const agent = new Agent(() => app);
    await agent.get('/api/account');
    expect((await from(agent, '10.2.0.1').login('promo@investradar.ru', 'nope-1')).statusCode).toBe(401);
    expect((await from(agent, '10.2.0.2').login('PROMO@investradar.ru', 'nope-2')).statusCode).toBe(401);
    const locked = await from(agent, '10.2.0.3').login('promo@investradar.ru', DEMO_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect((await from(agent, '10.2.0.3').login('bot@investradar.ru', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('throttles registrations per address and creates nothing once blocked', async () => {
    const app = await ctx.buildApp({ authThrottle: { registerPerIp: { limit: 1, windowMs: WINDOW } } });
    const agent = new Agent(() => app);
    await agent.get('/api/account');
    expect((await from(agent, '10.3.0.1').register(uniqueEmail('throttle'))).statusCode).toBe(201);
    await agent.request({ method: 'POST', url: '/logout', headers: { 'x-requested-with': 'XMLHttpRequest' } });
    const email = uniqueEmail('throttle');
    const blocked = await from(agent, '10.3.0.1').register(email);
    expect(blocked.statusCode).toBe(429);
    const [row] = await ctx.db.select({ n: count() }).from(users).where(eq(users.email, email));
    expect(row!.n).toBe(0);
  });

  it('shares counters through Redis when configured', async () => {
    const prefix = `test:${randomBytes(6).toString('hex')}:`;
    const storeA = createRedisStore(REDIS_URL, prefix);
    const storeB = createRedisStore(REDIS_URL, prefix);
    try {
      const rules = { loginPerIp: { limit: 2, windowMs: WINDOW } };
      const appA = await ctx.buildApp({ counterStore: storeA, authThrottle: rules });
      const appB = await ctx.buildApp({ counterStore: storeB, authThrottle: rules });
      const a = new Agent(() => appA);
      const b = new Agent(() => appB);
      await a.get('/api/account');
      await b.get('/api/account');
      expect((await from(a, '10.4.0.1').login('free@investradar.ru', 'wrong')).statusCode).toBe(401);
      expect((await from(b, '10.4.0.1').login('free@investradar.ru', 'wrong')).statusCode).toBe(401);
      // The third attempt hits the other process's count.
      expect((await from(a, '10.4.0.1').login('free@investradar.ru', DEMO_PASSWORD)).statusCode).toBe(429);
    } finally {
      await storeA.close();
      await storeB.close();
    }
  });
});
