import { describe, expect, it } from 'vitest';
import { missingSharedSecret } from '../src/config';
import type { DatabaseHandle } from '../src/db/client';
import { checkReadiness, shippedMigrations } from '../src/http/readiness';
import type { CounterStore } from '../src/lib/rate-limit';
import { describeOnDatabases } from './support';

describeOnDatabases('readiness', (ctx) => {
  it('GET /api/ready: 200 with every check ok once the migrations ran; /api/health stays liveness', async () => {
    const ready = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(ready.json()).toEqual({
      status: 'ready',
      ready: true,
      checks: { database: 'ok', migrations: 'ok', redis: 'not used' },
      problems: [],
    });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('not ready while this build ships a migration the database has not applied', async () => {
    const handle = { db: ctx.db } as unknown as DatabaseHandle;
    const readiness = await checkReadiness(handle, undefined, shippedMigrations() + 1);
    expect(readiness).toMatchObject({ ready: false, checks: { database: 'ok', migrations: 'failing' } });
    expect(readiness.problems).toEqual([`migrations: ${shippedMigrations()} of ${shippedMigrations() + 1} applied`]);
  });
});

describe('readiness without its services', () => {
  it('a database that refuses, and Redis that does not answer, make the instance not ready, naming both', async () => {
    const handle = {
      db: { execute: () => Promise.reject(new Error('connection refused')) },
    } as unknown as DatabaseHandle;
    const store = { ping: () => Promise.reject(new Error('ECONNREFUSED')) } as unknown as CounterStore;
    const readiness = await checkReadiness(handle, store, 1);
    expect(readiness).toEqual({
      ready: false,
      checks: { database: 'failing', migrations: 'failing', redis: 'failing' },
      problems: ['database: connection refused', 'redis: ECONNREFUSED'],
    });
  });

  it('a check that hangs counts as failing after its timeout', async () => {
    const handle = { db: { execute: () => new Promise(() => undefined) } } as unknown as DatabaseHandle;
    const readiness = await checkReadiness(handle, undefined, 1);
    expect(readiness.checks.database).toBe('failing');
    expect(readiness.problems[0]).toMatch(/^database: no answer within \d+ ms$/);
  });
});

describe('APP_SECRET with DATABASE_URL', () => {
  it('is required with PostgreSQL (instances must share it), optional with PGlite', () => {
    expect(missingSharedSecret({ databaseUrl: 'postgres://db/app', appSecret: undefined })).toMatch(
      /^APP_SECRET is required with DATABASE_URL/,
    );
    expect(missingSharedSecret({ databaseUrl: 'postgres://db/app', appSecret: 'x'.repeat(40) })).toBeUndefined();
    expect(missingSharedSecret({ databaseUrl: undefined, appSecret: undefined })).toBeUndefined();
  });
});
