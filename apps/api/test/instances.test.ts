// Two API processes on one PostgreSQL and one Redis, as behind a load balancer without sticky
// sessions: what one instance writes, the other answers at once; the sign-in counters are shared; both
// report ready; a SIGTERM closes each cleanly.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL } from './support';
import { createPostgresDatabase, listeningPort, run, type Child } from './security-processes';
import { cronVariable, JOB_NAMES } from '../src/jobs/catalog';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const SECRET = 'instances-test-secret-0123456789abcdef0123';
const PASSWORD = 'Kolokol-Bashnya-2026';
const ADMIN_SECRET = 'instances-admin-secret-0123456789';

/** A browser of one user: its cookies and anti-forgery token, whichever instance it talks to. */
class Client {
  private cookies = new Map<string, string>();
  async send(base: string, method: 'GET' | 'POST', url: string, body?: unknown) {
    const headers: Record<string, string> = {
      accept: 'application/json',
      cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    };
    const token = this.cookies.get('XSRF-TOKEN');
    if (method === 'POST') {
      headers['content-type'] = 'application/json';
      if (token) headers['x-xsrf-token'] = decodeURIComponent(token);
    }
    const response = await fetch(base + url, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at);
      const value = pair!.slice(at + 1);
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    return { status: response.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  }
}

async function redisAnswers(): Promise<boolean> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

const skip = process.env.SKIP_POSTGRES === '1';

(skip ? describe.skip : describe)('two API instances on one PostgreSQL and Redis', () => {
  let database: { url: string; drop: () => Promise<void> };
  const dataDir = mkdtempSync(path.join(tmpdir(), 'investradar-instances-'));
  let a: Child;
  let b: Child;
  let baseA = '';
  let baseB = '';

  beforeAll(async () => {
    if (!(await redisAnswers()))
      throw new Error(`Redis is not answering at ${REDIS_URL}: start it (redis-server) or set TEST_REDIS_URL`);
    database = await createPostgresDatabase(TEST_DATABASE_URL);
    // Keys of their own: the per-address login limit (30 in 15 minutes) must not carry over between runs.
    // Jobs run on demand only here: a schedule firing during the test would add runs to count.
    const noSchedules = Object.fromEntries(JOB_NAMES.map((name) => [cronVariable(name), 'off']));
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL,
      REDIS_KEY_PREFIX: `investradar-test:${randomBytes(4).toString('hex')}:`,
      DATA_DIR: dataDir,
      APP_SECRET: SECRET,
      SEED: '0',
      ADMIN_SECRET,
      ...noSchedules,
    };
    a = run('src/main.ts', env);
    b = run('src/main.ts', env);
    baseA = `http://127.0.0.1:${await listeningPort(a)}`;
    baseB = `http://127.0.0.1:${await listeningPort(b)}`;
  }, 120_000);

  afterAll(async () => {
    for (const child of [a, b])
      if (child && child.process.exitCode === null && child.process.signalCode === null) child.process.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  });

  it('both report ready: database, every migration, Redis', async () => {
    for (const base of [baseA, baseB]) {
      const response = await fetch(`${base}/api/ready`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        status: 'ready',
        ready: true,
        checks: { database: 'ok', migrations: 'ok', redis: 'ok' },
        problems: [],
      });
    }
  });

  it('a rename through A is the very next answer of B (B had the account cached), in both directions', async () => {
    const user = new Client();
    const email = `instances-${randomBytes(4).toString('hex')}@example.com`;
    await user.send(baseA, 'GET', '/api/account');
    const registered = await user.send(baseA, 'POST', '/api/auth/register', {
      name: 'Первое Имя',
      email,
      password: PASSWORD,
    });
    expect(registered.status).toBe(201);
    for (let round = 0; round < 5; round += 1) {
      const [writer, reader] = round % 2 === 0 ? [baseA, baseB] : [baseB, baseA];
      // The reader serves the account from its memory before the change…
      expect((await user.send(reader, 'GET', '/api/account')).status).toBe(200);
      const name = `Имя ${round + 2}`;
      expect((await user.send(writer, 'POST', '/api/account/update-name', { name })).status).toBe(200);
      // …and the new name right after it, with no pause.
      const read = await user.send(reader, 'GET', '/api/account');
      expect(JSON.stringify(read.json)).toContain(name);
    }
  });

  it('wrong passwords split across A and B count against one pair: 5 free, then waits; the owner’s device still signs in', async () => {
    const email = `limit-${randomBytes(4).toString('hex')}@example.com`;
    const owner = new Client();
    await owner.send(baseB, 'GET', '/api/account');
    expect(
      (await owner.send(baseB, 'POST', '/api/auth/register', { name: 'Лимит', email, password: PASSWORD })).status,
    ).toBe(201);
    const attacker = new Client();
    await attacker.send(baseA, 'GET', '/api/account');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const base = attempt % 2 === 0 ? baseA : baseB;
      statuses.push(
        (await attacker.send(base, 'POST', '/api/auth/login', { email, password: `wrong-${attempt}-password` })).status,
      );
    }
    // One (account, address) pair across both instances (docs/security.md): 5 free attempts and the first
    // after them, then one per 1 s, 2 s, 4 s …: most of the rest of the run is refused.
    expect(statuses.slice(0, 6)).toEqual([401, 401, 401, 401, 401, 401]);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(10);
    // The right password waits too from that place, on either instance…
    expect((await attacker.send(baseB, 'POST', '/api/auth/login', { email, password: PASSWORD })).status).toBe(429);
    expect((await attacker.send(baseA, 'POST', '/api/auth/login', { email, password: PASSWORD })).status).toBe(429);
    // …while the browser that registered the account (a known device) signs in on both.
    for (const base of [baseA, baseB])
      expect((await owner.send(base, 'POST', '/api/auth/login', { email, password: PASSWORD })).status).toBe(200);
  });

  it('a job enqueued through A runs once, on one of the two (BullMQ on the shared Redis)', async () => {
    const completed = () =>
      [a, b].map(
        (child) =>
          child
            .output()
            .split('\n')
            .filter((line) => line.includes('"job":"league-settle"') && line.includes('"msg":"job completed"')).length,
      );
    for (let round = 1; round <= 2; round += 1) {
      const response = await fetch(`${baseA}/api/admin/jobs/league-settle`, {
        method: 'POST',
        headers: { 'x-admin-secret': ADMIN_SECRET },
      });
      expect(response.status).toBe(202);
      expect(await response.json()).toMatchObject({ success: true, job: 'league-settle', queued: true });
      const started = Date.now();
      while (completed().reduce((x, y) => x + y) < round && Date.now() - started < 20_000)
        await new Promise((resolve) => setTimeout(resolve, 100));
      // Both instances' workers wait on the queue: give the other one time to (wrongly) take it too.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(completed().reduce((x, y) => x + y)).toBe(round);
    }
    expect((await fetch(`${baseB}/api/admin/jobs/league-settle`, { method: 'POST' })).status).toBe(401);
    expect(
      (await fetch(`${baseB}/api/admin/jobs/nope`, { method: 'POST', headers: { 'x-admin-secret': ADMIN_SECRET } }))
        .status,
    ).toBe(404);
  }, 60_000);

  it('SIGTERM: each instance stops accepting, closes its pools and exits 0 within the grace period', async () => {
    const started = Date.now();
    a.process.kill('SIGTERM');
    b.process.kill('SIGTERM');
    expect(await Promise.all([a.exited(), b.exited()])).toEqual([0, 0]);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(a.output()).toContain('SIGTERM: closed');
  }, 20_000);
});
