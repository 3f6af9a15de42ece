import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../src/lib/data-dir-lock';
import { TEST_DATABASE_URL } from './support';
import { createPostgresDatabase, listeningPort, run, type Child } from './security-processes';

const SECRET = 'data-dir-test-secret-0123456789abcdef0123';

describe('one process per PGlite data directory [PGlite]', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'investradar-lock-'));
  const children: Child[] = [];
  const start = (entry: 'src/main.ts' | 'src/seed/cli.ts' = 'src/main.ts') => {
    const child = run(entry, { DATA_DIR: dataDir, APP_SECRET: SECRET, SEED: '0' });
    children.push(child);
    return child;
  };
  afterAll(async () => {
    for (const child of children)
      if (child.process.exitCode === null && child.process.signalCode === null) child.process.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a second server and the seed refuse to start, naming the running server; a killed holder’s lock is taken over', async () => {
    const first = start();
    const port = await listeningPort(first);
    expect(JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')).pid).toBe(first.pid);

    const second = start();
    expect(await second.exited()).toBe(1);
    expect(second.output()).toContain(`in use by another process: pid ${first.pid}`);
    expect(second.output()).not.toMatch(/Server listening/);

    const seed = start('src/seed/cli.ts');
    expect(await seed.exited()).toBe(1);
    expect(seed.output()).toContain(`pid ${first.pid}`);

    // The first server kept serving throughout.
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);

    // kill -9 leaves the lock file behind; its pid no longer runs, so the next start takes over.
    first.process.kill('SIGKILL');
    await first.exited();
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(true);
    const third = start();
    await listeningPort(third);
    expect(JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')).pid).toBe(third.pid);

    // A clean stop releases the lock.
    third.process.kill('SIGTERM');
    expect(await third.exited()).toBe(0);
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  }, 180_000);
});

// The lock is PGlite's: PostgreSQL serves any number of processes (scaling out, with REDIS_URL).
(process.env.SKIP_POSTGRES === '1' ? describe.skip : describe)(
  'one process per PGlite data directory [PostgreSQL]',
  () => {
    it('two servers on one DATABASE_URL (and one DATA_DIR for the secret) both start', async () => {
      const database = await createPostgresDatabase(TEST_DATABASE_URL);
      const dataDir = mkdtempSync(path.join(tmpdir(), 'investradar-lock-pg-'));
      const env = { DATABASE_URL: database.url, DATA_DIR: dataDir, APP_SECRET: SECRET, SEED: '0' };
      const a = run('src/main.ts', env);
      const b = run('src/main.ts', env);
      try {
        await listeningPort(a);
        await listeningPort(b);
        expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
      } finally {
        a.process.kill('SIGTERM');
        b.process.kill('SIGTERM');
        await Promise.all([a.exited(), b.exited()]);
        rmSync(dataDir, { recursive: true, force: true });
        await database.drop();
      }
    }, 120_000);
  },
);
