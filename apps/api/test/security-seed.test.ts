import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, TEST_DATABASE_URL } from './support';
import { createPostgresDatabase, listeningPort, run } from './security-processes';

const SECRET = 'seed-test-secret-0123456789abcdef0123456789';

/** Signs in over real HTTP the way the web app does: a GET for the token, then the login with it. */
async function demoLogin(port: number): Promise<number> {
  const base = `http://127.0.0.1:${port}`;
  const first = await fetch(`${base}/api/account`);
  const cookies = first.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);
  const token = cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))!.slice('XSRF-TOKEN='.length);
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: cookies.join('; '),
      'x-xsrf-token': decodeURIComponent(token),
    },
    body: JSON.stringify({ email: 'pro@investradar.ru', password: DEMO_PASSWORD }),
  });
  return login.status;
}

/**
 * The first start seeds; it is killed (SIGKILL) once the seed has written its first tables. The next
 * start must find no half-seeded database: it seeds again, and the demo accounts sign in.
 */
async function killMidSeedThenStart(env: Record<string, string>) {
  const first = run('src/main.ts', env);
  // The catalog's first step (shares, analysts, survey options) is done: rows have been written.
  await first.waitFor(/\[seed\] \d+ stocks, analysts and survey options in \d+ ms/, 90_000);
  first.process.kill('SIGKILL');
  await first.exited();
  expect(first.output()).not.toMatch(/seeded demo data in/);

  const second = run('src/main.ts', env);
  try {
    const port = await listeningPort(second);
    expect(await demoLogin(port)).toBe(200);
    expect(second.output()).toMatch(/\[seed\] seeded demo data in/);
  } finally {
    second.process.kill('SIGTERM');
    await second.exited();
  }
}

describe('a seed killed midway is redone [PGlite]', () => {
  it('kill -9 during the first start’s seed, start again: the demo login works', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'investradar-seed-'));
    try {
      await killMidSeedThenStart({ DATA_DIR: dataDir, APP_SECRET: SECRET });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});

(process.env.SKIP_POSTGRES === '1' ? describe.skip : describe)('a seed killed midway is redone [PostgreSQL]', () => {
  it('kill -9 during the first start’s seed, start again: the demo login works', async () => {
    const database = await createPostgresDatabase(TEST_DATABASE_URL);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'investradar-seed-pg-'));
    try {
      await killMidSeedThenStart({ DATABASE_URL: database.url, DATA_DIR: dataDir, APP_SECRET: SECRET });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      await database.drop();
    }
  }, 240_000);
});
